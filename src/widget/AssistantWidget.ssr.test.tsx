// @vitest-environment node
import { renderToString } from "react-dom/server";
import { AssistantWidget } from "./AssistantWidget";

describe("AssistantWidget on a server", () => {
  test("imports and renders without window or document, in both modes", () => {
    expect(typeof window).toBe("undefined");
    expect(typeof document).toBe("undefined");
    const popover = renderToString(<AssistantWidget domain="demo" apiKey="svc_dsc_demo_public" />);
    expect(popover).toContain("Ask AI");
    expect(popover).toContain('aria-haspopup="dialog"');
    const inline = renderToString(<AssistantWidget domain="demo" apiKey="svc_dsc_demo_public" mode="inline" />);
    expect(inline).toContain('role="region"');
    expect(inline).toContain('role="log"');
    expect(renderToString(<AssistantWidget domain="demo" apiKey="svc_dsc_demo_public" deployment="air-gapped" />)).toBe("");
  });
});
