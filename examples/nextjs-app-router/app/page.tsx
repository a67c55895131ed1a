/** A server component page: the widget is in the layout, prerendered with it. */
export default function DocsPage() {
  return (
    <main>
      <h1>Getting started</h1>
      <p>Select text or hover a code block to ask about it.</p>
      <pre>
        <code>npm install docs-assistant-widget</code>
      </pre>
    </main>
  );
}
