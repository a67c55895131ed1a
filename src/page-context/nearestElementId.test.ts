// @vitest-environment jsdom
import { composedContains, composedParent } from "./composedContains";
import { nearestElementId } from "./nearestElementId";

function page(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

describe("nearestElementId", () => {
  test("the element's own id, else the nearest ancestor's", () => {
    page('<section id="setup"><p id="note">Node <em>20</em></p><p>no id <b>here</b></p></section>');
    expect(nearestElementId(document.getElementById("note"))).toBe("note");
    expect(nearestElementId(document.querySelector("em"))).toBe("note");
    expect(nearestElementId(document.querySelector("b"))).toBe("setup");
  });

  test("a text node starts at its parent", () => {
    page('<p id="note">text</p>');
    expect(nearestElementId(document.getElementById("note")!.firstChild)).toBe("note");
  });

  test("walks out of a shadow root through its host", () => {
    page('<div id="outer"><x-card></x-card></div>');
    const shadow = document.querySelector("x-card")!.attachShadow({ mode: "open" });
    shadow.innerHTML = "<pre><code>ls</code></pre>";
    expect(nearestElementId(shadow.querySelector("code"))).toBe("outer");
  });

  test("undefined when nothing around has an id, or for no node", () => {
    page("<p>plain</p>");
    expect(nearestElementId(document.querySelector("p"))).toBeUndefined();
    expect(nearestElementId(null)).toBeUndefined();
  });
});

describe("composedContains", () => {
  test("counts nodes in a shadow root as inside the host's ancestors", () => {
    const root = page('<div id="widget"><x-panel></x-panel></div><p id="docs">docs</p>');
    const widget = document.getElementById("widget")!;
    const shadow = document.querySelector("x-panel")!.attachShadow({ mode: "open" });
    shadow.innerHTML = "<textarea></textarea>";
    expect(composedContains(widget, shadow.querySelector("textarea"))).toBe(true);
    expect(composedContains(widget, widget)).toBe(true);
    expect(composedContains(widget, document.getElementById("docs"))).toBe(false);
    expect(composedContains(root, null)).toBe(false);
  });

  test("a detached link is not mistaken for a shadow root (it has a host too)", () => {
    const link = document.createElement("a");
    link.href = "https://example.test/";
    expect(composedParent(link)).toBeNull();
    expect(composedContains(document.body, link)).toBe(false);
  });
});
