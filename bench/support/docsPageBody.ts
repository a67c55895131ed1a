/**
 * A documentation page like the ones the widget lands on: a header, a sidebar, headings, prose,
 * code blocks and a table, long enough to scroll. Layout shift and mount cost are measured on it.
 */
export function docsPageBody(sections = 12): string {
  const section = (n: number) => `
    <h2 id="section-${n}">Section ${n}: deploying the service</h2>
    <p>Nimbus ships a command line tool and SDKs for Node.js and Python. Configure the <code>domain</code> and the key,
    then deploy with one command. Each organization may send 10,000 requests per hour.</p>
    <pre><code>npm install --global @nimbus/cli
nimbus deploy --env production --region eu-west-${n}</code></pre>
    <table><tr><th>Option</th><th>Default</th></tr><tr><td>retries</td><td>${n}</td></tr></table>`;
  return `
  <header style="display:flex;gap:1rem;padding:1rem;border-bottom:1px solid #ddd"><strong>Nimbus docs</strong><nav><a href="#">Guides</a> <a href="#">API</a></nav></header>
  <div style="display:grid;grid-template-columns:220px 1fr;gap:2rem;max-width:1100px;margin:0 auto;font:16px/1.6 system-ui">
    <aside><ul>${Array.from({ length: sections }, (_, n) => `<li><a href="#section-${n}">Section ${n}</a></li>`).join("")}</ul></aside>
    <main id="content"><h1>Deploying Nimbus</h1>${Array.from({ length: sections }, (_, n) => section(n)).join("")}</main>
  </div>`;
}
