"use client";

import Link from "next/link";
import { AssistantWidget, type AssistantComponents, type AssistantWidgetEvent, type LinkProps } from "docs-assistant-widget";

/**
 * Links to this site's pages navigate client-side; the rest are plain links (opened in a new tab).
 * No prefetch: an answer can cite many pages, and the reader follows one at most.
 */
function DocsLink({ href, ...rest }: LinkProps) {
  return href.startsWith("/") ? <Link href={href} prefetch={false} {...rest} /> : <a href={href} {...rest} />;
}

const components: AssistantComponents = { Link: DocsLink };

/**
 * The widget behind the proxy route (`app/api/docs-assistant/.../route.ts`): requests go to this site,
 * which adds the real key on the server. `apiKey` here is a placeholder the proxy replaces; it only has
 * to look like an assistant key (`svc_dsc_…`) for the widget to send anything.
 *
 * A client component because `onEvent` and `components` hold functions: a server component could render
 * `<AssistantWidget/>` directly (the package's entry is marked "use client") but not pass it those.
 */
export function DocsAssistant() {
  return (
    <AssistantWidget
      domain="your-domain"
      apiKey="svc_dsc_proxied"
      baseUrl="/api/docs-assistant"
      components={components}
      exampleQuestions={["How do I get started?", "What are the rate limits?"]}
      onEvent={(event: AssistantWidgetEvent) => {
        // Send what your docs team counts to your analytics.
        if (event.type === "ask" || event.type === "feedback") console.info("docs-assistant", event);
      }}
    />
  );
}
