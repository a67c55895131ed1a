import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";

// A fresh module graph per test: the markdown pipeline is not loaded yet.
beforeEach(() => {
  vi.resetModules();
});

describe("StreamingMarkdown: the pipeline loads on demand", () => {
  test("before it has loaded the text shows as it is, never blank; then it is drawn formatted", async () => {
    const { StreamingMarkdown } = await import("./StreamingMarkdown");
    const { container } = render(<StreamingMarkdown markdown={"Use **popover** mode.\n\n- one"} isStreaming />);
    expect(container.querySelector(".daw-markdown-plain")).toHaveTextContent("Use **popover** mode. - one");
    expect(await screen.findByText("popover", { selector: "strong" })).toBeInTheDocument();
    expect(container.querySelector(".daw-markdown-plain")).toBeNull();
    expect(screen.getByRole("listitem")).toHaveTextContent("one");
  });

  test("once loaded, a new text is drawn formatted at its first render", async () => {
    const [{ StreamingMarkdown }, { loadMarkdownBlocks }] = await Promise.all([import("./StreamingMarkdown"), import("./loadMarkdownBlocks")]);
    await loadMarkdownBlocks();
    const { container } = render(<StreamingMarkdown markdown="**now**" />);
    expect(container.querySelector("strong")).toHaveTextContent("now");
  });

  test("the server draws the text as it is, so hydration agrees with it", async () => {
    const [{ StreamingMarkdown }, { loadMarkdownBlocks }] = await Promise.all([import("./StreamingMarkdown"), import("./loadMarkdownBlocks")]);
    await loadMarkdownBlocks();
    const html = renderToString(<StreamingMarkdown markdown="**b** <script>x</script>" />);
    expect(html).toContain('class="daw-markdown daw-markdown-plain"');
    expect(html).toContain("**b** &lt;script&gt;x&lt;/script&gt;");
  });

  test("a failed load is tried again on the next call", async () => {
    vi.doMock("./MarkdownBlocks", () => {
      throw new Error("offline");
    });
    const { loadMarkdownBlocks } = await import("./loadMarkdownBlocks");
    await expect(loadMarkdownBlocks()).rejects.toThrow();
    vi.doUnmock("./MarkdownBlocks");
    await expect(loadMarkdownBlocks()).resolves.toBeTypeOf("function");
  });
});
