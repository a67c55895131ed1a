// @vitest-environment jsdom
import { CODE_ACTION_TAG } from "./codeActionElement";
import { codeContextItem, readCodeText } from "./readCodeText";

function block(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector("pre")!;
}

describe("readCodeText", () => {
  test("keeps the code's whitespace as written", () => {
    expect(readCodeText(block("<pre>  if (a) {\n\treturn b;\n  }</pre>"))).toBe("  if (a) {\n\treturn b;\n  }");
  });

  test("leaves out page-context's button, copy buttons, gutters and hidden elements", () => {
    const pre = block(
      '<pre><button>Copy</button><span class="line-numbers-rows" aria-hidden="true">12</span>' +
        '<code><span class="k">const</span> x = 1;<span hidden>secret</span><style>.k{}</style></code></pre>',
    );
    const action = document.createElement(CODE_ACTION_TAG);
    action.textContent = "Ask AI";
    pre.prepend(action);
    expect(readCodeText(pre)).toBe("const x = 1;");
  });

  test("<br> and one element per line become line breaks", () => {
    expect(readCodeText(block("<pre><code>a();<br>b();</code></pre>"))).toBe("a();\nb();");
    expect(readCodeText(block('<pre><code><div class="line">a();</div><div class="line">  b();</div></code></pre>'))).toBe(
      "a();\n  b();\n",
    );
  });

  test("the exclude selector is the host's to set", () => {
    const pre = block('<pre><span class="prompt">$ </span>npm test<button>Copy</button></pre>');
    expect(readCodeText(pre, { exclude: ".prompt" })).toBe("npm testCopy");
    expect(readCodeText(pre, { exclude: "" })).toBe("$ npm testCopy");
  });
});

describe("codeContextItem", () => {
  test("a code item with the tidied code, the given path and the nearest id", () => {
    const pre = block('<section id="setup"><pre>\nnpm install\n\n</pre></section>');
    expect(codeContextItem(pre, { path: "/docs/install" })).toEqual({
      type: "code",
      value: "npm install",
      path: "/docs/install",
      elementId: "setup",
    });
  });

  test("the path defaults to the page's path; no elementId when nothing has one", () => {
    window.history.replaceState(null, "", "/guides/start");
    expect(codeContextItem(block("<pre>ls</pre>"))).toEqual({ type: "code", value: "ls", path: "/guides/start" });
  });
});
