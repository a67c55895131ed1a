import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StreamingMarkdown } from "./StreamingMarkdown";
import { loadMarkdownBlocks } from "./loadMarkdownBlocks";

// The markdown pipeline is its own chunk: loaded once, it renders at the first render.
beforeAll(async () => {
  await loadMarkdownBlocks();
});

function renderMarkdown(markdown: string, isStreaming = false) {
  return render(<StreamingMarkdown markdown={markdown} isStreaming={isStreaming} />).container;
}

function hrefs(container: HTMLElement): string[] {
  return [...container.querySelectorAll("[href]")].map((element) => element.getAttribute("href") ?? "");
}

describe("StreamingMarkdown: GitHub-flavoured markdown", () => {
  test("tables, task lists and strikethrough", () => {
    const container = renderMarkdown("| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ new");
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["a", "b"]);
    expect(table.parentElement).toHaveClass("daw-md-table-wrap");
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false]);
    expect(container.querySelector("del")).toHaveTextContent("old");
  });

  test("a single tilde is not strikethrough", () => {
    expect(renderMarkdown("from 20~25 items").querySelector("del")).toBeNull();
  });

  test("blocks render in order with their headings, lists and paragraphs", () => {
    renderMarkdown("# Title\n\nSome **bold** text.\n\n1. one\n2. two");
    expect(screen.getByRole("heading", { name: "Title" })).toBeInTheDocument();
    expect(screen.getByText("bold").tagName).toBe("STRONG");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});

describe("StreamingMarkdown: code blocks", () => {
  test("the language's name, the code as text and a Copy button that copies it", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    renderMarkdown("```ts\nconst a = '<b>';\n```");
    expect(screen.getByText("TypeScript")).toHaveClass("daw-code-language");
    expect(document.querySelector("pre code")).toHaveTextContent("const a = '<b>';");
    await user.click(screen.getByRole("button", { name: "Copy TypeScript code" }));
    expect(writeText).toHaveBeenCalledWith("const a = '<b>';");
    expect(await screen.findByRole("button", { name: "Copy TypeScript code" })).toHaveTextContent("Copied");
    expect(screen.getByRole("status")).toHaveTextContent("Copied");
  });

  test("a refused clipboard says so", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    renderMarkdown("```\nplain\n```");
    // No language: no name (never "Code").
    expect(document.querySelector(".daw-code-language")).toBeEmptyDOMElement();
    await user.click(screen.getByRole("button", { name: "Copy code" }));
    expect(await screen.findByText("Copy failed", { selector: "button" })).toBeInTheDocument();
  });
});

describe("StreamingMarkdown: no raw HTML, ever", () => {
  test.each([
    ["script", "<script>window.__pwned = 1</script>"],
    ["img onerror", '<img src="x" onerror="window.__pwned = 1">'],
    ["svg onload", "<svg onload=\"window.__pwned = 1\"><circle/></svg>"],
    ["iframe", '<iframe src="https://evil.example"></iframe>'],
    ["inline html in a paragraph", 'hello <b onclick="window.__pwned = 1">bold</b> <a href="javascript:alert(1)">x</a>'],
  ])("%s renders as nothing or text", (_name, markdown) => {
    const container = renderMarkdown(`before\n\n${markdown}\n\nafter`);
    expect(container.querySelector("script, img, svg, iframe, b")).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|onload|onclick/);
    expect(hrefs(container)).toEqual([]);
    expect(screen.getByText("after")).toBeInTheDocument();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe("StreamingMarkdown: links and images through the URL policy", () => {
  test("external links open safely in a new tab; relative links stay", () => {
    const container = renderMarkdown("[ext](https://elsewhere.example/x) and [guide](/guides/intro)");
    const external = screen.getByRole("link", { name: /ext/ });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(external).toHaveTextContent("(opens in a new tab)");
    const internal = screen.getByRole("link", { name: "guide" });
    expect(internal).toHaveAttribute("href", "/guides/intro");
    expect(internal).not.toHaveAttribute("target");
    expect(hrefs(container)).toHaveLength(2);
  });

  test.each([
    ["inline link", "[click me](javascript:alert(1))", "click me"],
    ["mixed-case inline link", "[click me](JaVaScRiPt:alert(1))", "click me"],
    ["entity-encoded link", "[click me](&#106;avascript:alert(1))", "click me"],
    ["autolink", "<javascript:alert(1)>", "javascript:alert(1)"],
    ["reference link, definition first", "[x]: javascript:alert(1)\n\n[click me][x]", "click me"],
    ["reference link across blocks", "[click me][x]\n\nmore\n\n[x]: javascript:alert(1)", "click me"],
    ["data: link", "[click me](data:text/html,<script>alert(1)</script>)", "click me"],
    ["vbscript link", "[click me](vbscript:msgbox)", "click me"],
  ])("javascript: never reaches the DOM: %s", (_name, markdown, text) => {
    const container = renderMarkdown(markdown);
    expect(hrefs(container)).toEqual([]);
    expect(container.querySelector("a")).toBeNull();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  test("a reference link resolves across blocks when its URL is safe", () => {
    renderMarkdown("See [the guide][g].\n\nMore text.\n\n[g]: /guides/intro");
    expect(screen.getByRole("link", { name: "the guide" })).toHaveAttribute("href", "/guides/intro");
  });

  test("images are never loaded: a link with the alt text instead", () => {
    const container = renderMarkdown("![the diagram](https://tracker.example/pixel.png)");
    expect(container.querySelector("img")).toBeNull();
    const link = screen.getByRole("link", { name: /the diagram/ });
    expect(link).toHaveAttribute("href", "https://tracker.example/pixel.png");
    expect(link).toHaveClass("daw-md-image");
  });

  test("an image with an unsafe URL is plain alt text; an image without alt gets a word", () => {
    const container = renderMarkdown("![evil](javascript:alert(1)) and ![](/img/a.png)");
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("evil").closest("a")).toBeNull();
    expect(screen.getByRole("link", { name: "Image" })).toHaveAttribute("href", "/img/a.png");
  });

  test("a linked image (a badge) is one link, never a link inside a link", () => {
    const container = renderMarkdown("[![build](https://ci.example/badge.svg)](https://ci.example/run)");
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelectorAll("a")).toHaveLength(1);
    expect(container.querySelector("a a")).toBeNull();
    expect(screen.getByRole("link", { name: /build/ })).toHaveAttribute("href", "https://ci.example/run");
  });
});

describe("StreamingMarkdown: unfinished syntax mid-stream", () => {
  test("an unclosed fence is a code block already", () => {
    const container = renderMarkdown("Run this:\n\n```bash\nnpm install docs-", true);
    expect(container.querySelector("pre code")).toHaveTextContent("npm install docs-");
    expect(screen.getByText("Bash")).toHaveClass("daw-code-language");
    expect(container.textContent).not.toContain("```");
  });

  test("unfinished bold, emphasis and inline code show no raw markers", () => {
    const container = renderMarkdown("Done.\n\nThis is **very _important `npm", true);
    expect(container.querySelector("strong")).toHaveTextContent("very important npm");
    expect(container.querySelector("em")).toHaveTextContent("important npm");
    expect(container.querySelector("code")).toHaveTextContent("npm");
    expect(container.textContent).not.toMatch(/[*_`]/);
  });

  test("a half link shows its text and no broken link", () => {
    const container = renderMarkdown("Read [the installation guide](https://docs.exa", true);
    expect(container.textContent).toBe("Read the installation guide");
    expect(container.querySelector("a")).toBeNull();
  });

  test("only the last block is completed; earlier blocks are rendered as written", () => {
    const container = renderMarkdown("literal **stars\n\nlast **bold", true);
    expect(container.querySelectorAll("strong")).toHaveLength(1);
    expect(container.textContent).toContain("literal **stars");
  });

  test("once finished, the text renders exactly as written", () => {
    const container = renderMarkdown("a **b", false);
    expect(container.querySelector("strong")).toBeNull();
    expect(container.textContent).toBe("a **b");
  });
});
