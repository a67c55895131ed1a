import type { ReactNode } from "react";
import Link from "next/link";
import "docs-assistant-widget/styles.css";
import { DocsAssistant } from "./DocsAssistant";

export const metadata = { title: "Docs" };

/**
 * The root layout: the widget's stylesheet is imported once, and the widget is rendered here, so it
 * stays mounted (with its conversation) while the reader moves between pages.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <nav>
          <Link href="/">Getting started</Link> · <Link href="/guides/api-keys">API keys</Link>
        </nav>
        {children}
        <DocsAssistant />
      </body>
    </html>
  );
}
