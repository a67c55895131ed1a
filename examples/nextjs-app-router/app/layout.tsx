import type { ReactNode } from "react";
import "docs-assistant-widget/styles.css";

export const metadata = { title: "Docs" };

/** The root layout: the widget's stylesheet is imported once, here. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
