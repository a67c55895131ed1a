import { render } from "@testing-library/react";
import { loadMarkdownBlocks } from "./loadMarkdownBlocks";
import { StreamingMarkdown } from "./StreamingMarkdown";

beforeAll(async () => {
  await loadMarkdownBlocks();
});

/** The HTML drawn for `markdown` (one block or several, inside their groups), newlines between elements left out. */
function html(markdown: string): string {
  const { container } = render(<StreamingMarkdown markdown={markdown} />);
  const groups = container.querySelectorAll(".daw-markdown > .daw-md-group");
  return [...groups].map((group) => group.innerHTML).join("").replace(/>\n</g, "><");
}

describe("StreamingMarkdown: the HTML of GFM, drawn by react-markdown", () => {
  test.each([
    ["headings", "# One\n###### Six", "<h1>One</h1><h6>Six</h6>"],
    ["inline marks and a hard break", "*em* **strong** ~~del~~ `code` a  \nb", "<p><em>em</em> <strong>strong</strong> <del>del</del> <code>code</code> a<br>\nb</p>"],
    ["an ordered list keeps its start", "3. c\n4. d", '<ol start="3"><li>c</li><li>d</li></ol>'],
    ["a tight list draws its paragraphs bare", "- a\n  - nested\n- b", "<ul><li>a\n<ul><li>nested</li></ul></li><li>b</li></ul>"],
    ["a loose list keeps them", "- a\n\n- b", "<ul><li><p>a</p></li><li><p>b</p></li></ul>"],
    ["a quote and a rule", "> quote\n\n---", "<blockquote><p>quote</p></blockquote><hr>"],
    ["a reference link with its title", "[the guide][g]\n\n[g]: /guide 'Guide'", '<p><a href="/guide" title="Guide">the guide</a></p>'],
    ["raw HTML draws nothing, its text stays", "<div onclick=\"x()\">hi</div>\n\na <b>b</b>", "<p>a b</p>"],
  ])("%s", (_name, markdown, expected) => {
    expect(html(markdown)).toBe(expected);
  });

  test("a table scrolls sideways in its wrapper, with its columns' alignment", () => {
    const drawn = html("| a | b |\n|:--|--:|\n| 1 | 2 |");
    expect(drawn).toMatch(/^<div class="daw-md-table-wrap" tabindex="0"><table>/);
    expect(drawn).toContain('<th style="text-align: left;">a</th><th style="text-align: right;">b</th>');
    expect(drawn).toContain('<td style="text-align: left;">1</td>');
  });

  test("a task checkbox is named by its item", () => {
    const { container } = render(<StreamingMarkdown markdown={"- [x] done\n- [ ] todo *later*\n\n  more\n  - nested"} />);
    const boxes = [...container.querySelectorAll("input[type=checkbox]")];
    expect(boxes.map((box) => box.getAttribute("aria-label"))).toEqual(["done", "todo later more"]);
    expect(boxes.every((box) => (box as HTMLInputElement).disabled)).toBe(true);
  });

  test("nesting deeper than any real answer is drawn as its text, not a stack overflow", () => {
    const drawn = html(`${"> - ".repeat(1000)}**deep** [x](javascript:alert(1))`);
    expect(drawn).toContain("deep x");
    expect(drawn).not.toContain("href");
    expect(drawn.match(/<blockquote>/g)!.length).toBeLessThan(40);
  });

  test("a fenced code block's language is cut to 40 characters", () => {
    expect(html(`\`\`\`${"x".repeat(60)}\ncode\n\`\`\``)).toContain(`<code class="language-${"x".repeat(40)}">code</code>`);
  });

  test("an image inside a link is its alt text; a reference image is a link to its URL", () => {
    expect(html("[![badge](/b.svg)](/run)")).toBe('<p><a href="/run">badge</a></p>');
    expect(html("![diagram][d]\n\n[d]: /d.png")).toBe('<p><a href="/d.png" class="daw-md-image">diagram</a></p>');
  });

  test("a long unbroken word gets break opportunities; code does not", () => {
    const word = "A".repeat(64);
    const { container } = render(<StreamingMarkdown markdown={`${word}\n\n\`${word}\``} />);
    expect(container.querySelectorAll("p")[0]!.querySelectorAll("wbr")).toHaveLength(3);
    expect(container.querySelectorAll("p")[0]!.textContent).toBe(word);
    expect(container.querySelector("code")!.querySelector("wbr")).toBeNull();
  });

  test("a footnote is drawn where it stands: its number, no ids, no links", () => {
    // A footnote meets its reference only inside one block (a list item here): blocks are drawn apart.
    expect(html("- text[^1]\n\n  [^1]: the note")).toBe('<ul><li><p>text<sup>1</sup></p><div class="daw-md-footnote"><sup>1</sup> the note</div></li></ul>');
  });
});
