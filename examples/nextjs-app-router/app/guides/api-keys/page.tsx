/** A second page, reached by client-side navigation: the widget keeps its conversation. */
export default function ApiKeysPage() {
  return (
    <main>
      <h1>API keys</h1>
      <p>Rotate your keys regularly.</p>
    </main>
  );
}
