import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { CodeBlock } from "./CodeBlock";
import type { CodeBlockProps, LinkProps, MarkdownComponents } from "./markdownComponents";
import { DEFAULT_MARKDOWN_LABELS } from "./markdownLabels";
import { loadMarkdownBlocks } from "./loadMarkdownBlocks";
import { MarkdownBlocks } from "./MarkdownBlocks";
import { StreamingMarkdown } from "./StreamingMarkdown";

beforeAll(async () => {
  await loadMarkdownBlocks();
});

const codeProps: CodeBlockProps[] = [];
const linkProps: LinkProps[] = [];
const components: MarkdownComponents = {
  CodeBlock: (props) => (codeProps.push(props), <pre data-custom-code={props.language}>{props.code}</pre>),
  Link: (props) => (linkProps.push(props), <a {...props} data-spa-link="" />),
  markdown: {
    blockquote: ({ children }) => <aside data-custom-quote="">{children}</aside>,
    // Owned keys: these never replace the widget's links, images and code blocks.
    a: () => <a href="javascript:alert(1)">bypass</a>,
    img: ({ src }) => <img src={src} alt="" />,
    pre: () => <pre>bypass</pre>,
  },
};

beforeEach(() => {
  codeProps.length = 0;
  linkProps.length = 0;
});

describe("StreamingMarkdown: components", () => {
  test("CodeBlock replaces the default and gets exactly {code, language}", () => {
    const { container } = render(<StreamingMarkdown markdown={"```js\nconst a = '<b>';\n```"} components={components} />);
    expect(container.querySelector("[data-custom-code=js]")).toHaveTextContent("const a = '<b>';");
    expect(container.querySelector(".daw-code-block")).toBeNull();
    expect(codeProps.at(-1)).toEqual({ code: "const a = '<b>';", language: "js" });
  });

  test("Link draws every markdown link with the policy's href, target and rel, and the new-tab note", () => {
    render(<StreamingMarkdown markdown="[guide](/guides/x) and [ext](https://elsewhere.example/y 'T') and ![pic](/p.png)" components={components} />);
    expect(screen.getAllByRole("link").every((link) => link.hasAttribute("data-spa-link"))).toBe(true);
    const [internal, external, image] = linkProps.slice(-3);
    expect(internal).toMatchObject({ href: "/guides/x" });
    expect(internal!.target).toBeUndefined();
    expect(external).toMatchObject({ href: "https://elsewhere.example/y", target: "_blank", rel: "noopener noreferrer nofollow", title: "T" });
    expect(screen.getByRole("link", { name: /ext/ })).toHaveTextContent("ext (opens in a new tab)");
    expect(image).toMatchObject({ href: "/p.png", className: "daw-md-image" });
  });

  test("a javascript: link never reaches a custom Link, nor does an owned key bypass the policy", () => {
    const { container } = render(
      <StreamingMarkdown markdown={"[click me](javascript:alert(1)) [x]: javascript:alert(2)\n\n[ref][x] ![i](javascript:alert(3))"} components={components} />,
    );
    expect(linkProps).toEqual([]);
    expect(container.querySelector("[href], img")).toBeNull();
    expect(screen.getByText("click me")).toBeInTheDocument();
    expect(container.textContent).not.toContain("bypass");
  });

  test("a markdown key replaces that element and gets react-markdown's props", () => {
    const { container } = render(<StreamingMarkdown markdown={"> quoted **words**"} components={components} />);
    expect(container.querySelector("blockquote")).toBeNull();
    expect(container.querySelector("aside[data-custom-quote] strong")).toHaveTextContent("words");
  });

  test("the default CodeBlock reads its words from the labels given to StreamingMarkdown", () => {
    const labels = { ...DEFAULT_MARKDOWN_LABELS, copyCode: "Kopieren", copyCodeAriaLabel: () => "Code kopieren" };
    render(<StreamingMarkdown markdown={"```\nx\n```"} labels={labels} />);
    expect(screen.getByRole("button", { name: "Code kopieren" })).toHaveTextContent("Kopieren");
    // Outside a StreamingMarkdown the default is English.
    render(<CodeBlock code="y" />);
    expect(screen.getByRole("button", { name: "Copy code" })).toHaveTextContent("Copy");
  });

  test("an unchanged components map draws earlier blocks once while the last block streams", () => {
    const answer = "[a](/a)\n\n```ts\nx\n```\n\nstreaming text";
    const { rerender } = render(<StreamingMarkdown markdown={answer} components={components} isStreaming />);
    const links = linkProps.length;
    const codes = codeProps.length;
    for (let end = 1; end <= 12; end += 1) rerender(<StreamingMarkdown markdown={`${answer} more ${"x".repeat(end)}`} components={components} isStreaming />);
    expect([linkProps.length, codeProps.length]).toEqual([links, codes]);
  });

  test("a server render with custom components does not throw, and the pipeline's own uses them", () => {
    const markdown = "```js\nx\n```\n\n[a](/a)";
    expect(renderToString(<StreamingMarkdown markdown={markdown} components={components} />)).toContain("daw-markdown-plain");
    const html = renderToString(<MarkdownBlocks markdown={markdown} components={components} />);
    expect(html).toContain('data-custom-code="js"');
    expect(html).toContain("data-spa-link");
  });
});
