import type { AppProps } from "next/app";
import Link from "next/link";
import { AssistantWidget, type AssistantComponents, type LinkProps } from "docs-assistant-widget";
import "docs-assistant-widget/styles.css";

/** Links to this site's pages navigate client-side (no prefetch: an answer can cite many pages); the rest are plain links. */
function DocsLink({ href, ...rest }: LinkProps) {
  return href.startsWith("/") ? <Link href={href} prefetch={false} {...rest} /> : <a href={href} {...rest} />;
}

const components: AssistantComponents = { Link: DocsLink };

/**
 * The widget in `_app`, beside every page: it stays mounted (with its conversation) across client-side
 * page changes, and sends each question with the current path. The key is the public assistant key
 * (`svc_dsc_…`), and the service is called straight from the browser; to keep the key on the server,
 * add the App Router proxy route of examples/nextjs-app-router (route handlers work beside `pages/`).
 */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <nav>
        <Link href="/">Getting started</Link> · <Link href="/guides/api-keys">API keys</Link>
      </nav>
      <Component {...pageProps} />
      <AssistantWidget
        domain="your-domain"
        apiKey={process.env.NEXT_PUBLIC_DOCS_ASSISTANT_KEY ?? "svc_dsc_your_assistant_key"}
        baseUrl={process.env.NEXT_PUBLIC_DOCS_ASSISTANT_URL ?? "https://api.example.com"}
        components={components}
      />
    </>
  );
}
