"use client";

import { AssistantWidget, type AssistantWidgetEvent } from "docs-assistant-widget";

/**
 * The widget behind the proxy route (`app/api/docs-assistant/.../route.ts`): requests go to this site,
 * which adds the real key on the server. `apiKey` here is a placeholder the proxy replaces; it only has
 * to look like an assistant key (`svc_dsc_…`) for the widget to send anything.
 *
 * A client component because `onEvent` is a function: a server component could render
 * `<AssistantWidget/>` directly (the package's entry is marked "use client") but not pass it callbacks.
 */
export function DocsAssistant() {
  return (
    <AssistantWidget
      domain="your-domain"
      apiKey="svc_dsc_proxied"
      baseUrl="/api/docs-assistant"
      exampleQuestions={["How do I get started?", "What are the rate limits?"]}
      onEvent={(event: AssistantWidgetEvent) => {
        // Send what your docs team counts to your analytics.
        if (event.type === "ask" || event.type === "feedback") console.info("docs-assistant", event);
      }}
    />
  );
}
