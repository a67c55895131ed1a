import { DocsAssistant } from "./DocsAssistant";

/** A server component page; the widget lives in a small client component (it takes an event callback). */
export default function DocsPage() {
  return (
    <main>
      <h1>Docs</h1>
      <p>Select text or hover a code block to ask about it.</p>
      <DocsAssistant />
    </main>
  );
}
