// @vitest-environment node
import { renderToString } from "react-dom/server";
import { AssistantComposer } from "./AssistantComposer";
import { AssistantPanel } from "./AssistantPanel";
import { AssistantRoot } from "./AssistantRoot";
import { AssistantTranscript } from "./AssistantTranscript";
import { AssistantWidget } from "./AssistantWidget";

const components = {
  CodeBlock: ({ code }: { code: string }) => <pre className="site-code">{code}</pre>,
  Link: (props: { href: string }) => <a {...props} className="site-link" />,
  tools: { search: () => <p>site search</p> },
  ToolFallback: () => <p>site tool</p>,
  markdown: { h2: (props: object) => <h3 {...props} /> },
};

describe("parts on a server", () => {
  test("the widget and a custom layout render with custom components, without window or document", () => {
    expect(typeof window).toBe("undefined");
    const widget = renderToString(<AssistantWidget domain="demo" apiKey="svc_dsc_demo_public" mode="inline" components={components} />);
    expect(widget).toContain('role="log"');
    const layout = renderToString(
      <AssistantRoot domain="demo" apiKey="svc_dsc_demo_public" mode="inline" components={components}>
        <aside>
          <AssistantPanel />
        </aside>
        <AssistantTranscript />
        <AssistantComposer />
      </AssistantRoot>,
    );
    expect(layout).toContain("<aside>");
    expect(layout).toContain('role="region"');
  });
});
