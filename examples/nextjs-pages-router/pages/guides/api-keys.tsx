export default function ApiKeys() {
  return (
    <main>
      <h1>API keys</h1>
      <p>Rotate your keys regularly.</p>
    </main>
  );
}
