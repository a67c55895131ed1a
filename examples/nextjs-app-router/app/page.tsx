import { AssistantWidget } from "docs-assistant-widget";
import "docs-assistant-widget/styles.css";

/**
 * A server component page: the widget's entry carries "use client", so it can be used here directly.
 * The key in the browser is only a placeholder: the proxy route replaces it with the server's own.
 */
export default function DocsPage() {
  return (
    <main>
      <h1>Docs</h1>
      <AssistantWidget domain="your-domain" apiKey="svc_dsc_proxied" baseUrl="/api/docs-assistant" />
    </main>
  );
}
