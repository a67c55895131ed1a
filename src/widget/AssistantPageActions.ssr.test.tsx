// @vitest-environment node
import { renderToString } from "react-dom/server";
import { AssistantPageActions } from "./AssistantPageActions";
import { AssistantRoot } from "./AssistantRoot";
import { AssistantWidget } from "./AssistantWidget";
import { FRENCH_LABELS } from "./labels/fr";

describe("the page menu on a server", () => {
  test("AssistantPageActions renders its closed menu button, standalone and in its root's language; the pageActions prop renders nothing there", () => {
    expect(typeof document).toBe("undefined");
    const alone = renderToString(<AssistantPageActions />);
    expect(alone).toMatch(/^<span class="daw-root daw-pa" data-theme="auto"><button type="button" class="daw-pa-trigger" aria-haspopup="menu" aria-expanded="false">/);
    expect(alone).toContain("<span>Page actions</span>");
    const french = renderToString(
      <AssistantRoot domain="demo" apiKey="svc_dsc_demo_public" labels={FRENCH_LABELS} theme="dark">
        <AssistantPageActions />
      </AssistantRoot>,
    );
    expect(french).toContain(`<span>${FRENCH_LABELS.pageActions}</span>`);
    expect(french).toContain('data-theme="dark"');
    // Placed after mount, in the browser: the server's markup is the widget's alone.
    const placed = renderToString(<AssistantWidget domain="demo" apiKey="svc_dsc_demo_public" pageActions={["copy", "ask"]} />);
    expect(placed).toBe(renderToString(<AssistantWidget domain="demo" apiKey="svc_dsc_demo_public" />));
  });
});
