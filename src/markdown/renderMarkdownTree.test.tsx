import { renderToStaticMarkup } from "react-dom/server";
import { DEFAULT_MARKDOWN_LABELS } from "./markdownLabels";
import { parseMarkdown } from "./markdownSyntax";
import { renderMarkdownTree } from "./renderMarkdownTree";

/** The HTML drawn for `markdown`, as one string. */
function html(markdown: string): string {
  return renderToStaticMarkup(<>{renderMarkdownTree(parseMarkdown(markdown), DEFAULT_MARKDOWN_LABELS)}</>);
}

describe("renderMarkdownTree: the HTML of GFM", () => {
  test.each([
    ["headings", "# One\n###### Six", "<h1>One</h1><h6>Six</h6>"],
    ["inline marks and a hard break", "*em* **strong** ~~del~~ `code` a  \nb", "<p><em>em</em> <strong>strong</strong> <del>del</del> <code>code</code> a<br/>b</p>"],
    ["an ordered list keeps its start", "3. c\n4. d", '<ol start="3"><li>c</li><li>d</li></ol>'],
    ["a tight list draws its paragraphs bare", "- a\n  - nested\n- b", "<ul><li>a<ul><li>nested</li></ul></li><li>b</li></ul>"],
    ["a loose list keeps them", "- a\n\n- b", "<ul><li><p>a</p></li><li><p>b</p></li></ul>"],
    ["a quote and a rule", "> quote\n\n---", "<blockquote><p>quote</p></blockquote><hr/>"],
    ["a reference link with its title", "[the guide][g]\n\n[g]: /guide 'Guide'", '<p><a href="/guide" title="Guide">the guide</a></p>'],
    ["the first definition of a label wins", "[x][g]\n\n- [g]: /first\n\n[g]: /second", '<p><a href="/first">x</a></p><ul><li></li></ul>'],
    ["a footnote, drawn where it is", "text[^1]\n\n[^1]: note", '<p>text<sup>1</sup></p><div class="daw-md-footnote"><sup>1</sup> note</div>'],
    ["raw HTML draws nothing", "<div onclick=\"x()\">hi</div>\n\na <b>b</b>", "<p>a b</p>"],
  ])("%s", (_name, markdown, expected) => {
    expect(html(markdown)).toBe(expected);
  });

  test("a table scrolls sideways in its wrapper, with its columns' alignment", () => {
    expect(html("| a | b |\n|:--|--:|\n| 1 | 2 |")).toBe(
      '<div class="daw-md-table-wrap" tabindex="0"><table><thead><tr><th style="text-align:left">a</th><th style="text-align:right">b</th></tr></thead>' +
        '<tbody><tr><td style="text-align:left">1</td><td style="text-align:right">2</td></tr></tbody></table></div>',
    );
    expect(html("| only | head |\n|---|---|")).not.toContain("<tbody>");
  });

  test("a task checkbox is named by its item, inside the first paragraph of a loose item", () => {
    expect(html("- [x] done\n- [ ] todo")).toBe(
      '<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" disabled="" aria-label="done" checked=""/> done</li>' +
        '<li class="task-list-item"><input type="checkbox" disabled="" aria-label="todo"/> todo</li></ul>',
    );
    expect(html("- [ ] one\n\n  more\n- [x] two")).toContain('<li class="task-list-item"><p><input type="checkbox" disabled="" aria-label="one more"/> one</p><p>more</p></li>');
  });

  test("nesting deeper than any real answer is drawn as its text, not a stack overflow", () => {
    const deep = `${"> - ".repeat(1000)}**deep** [x](javascript:alert(1))`;
    const drawn = html(deep);
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
});
