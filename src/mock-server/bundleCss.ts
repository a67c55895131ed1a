/**
 * The stylesheet of an exported bundle: plain CSS, no web fonts, no runtime. Nothing widens a page past
 * a phone's viewport: the content column can shrink below its widest line (`minmax(0, 1fr)`), code
 * blocks and tables scroll inside themselves, and long words wrap.
 */
export const BUNDLE_CSS = `:root { color-scheme: light dark; --accent: #3b5bdb; --muted: #6b7280; }
@media (prefers-color-scheme: dark) { :root { --accent: #91a7ff; --muted: #9aa3ae; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", sans-serif; display: grid;
  grid-template-columns: 16rem minmax(0, 1fr); grid-template-rows: auto 1fr auto; min-height: 100vh; }
header { grid-column: 1 / -1; padding: 0.75rem 1.5rem; border-bottom: 1px solid #8884; display: flex; gap: 1rem; align-items: baseline; }
header a { font-weight: 600; color: inherit; text-decoration: none; }
.version { color: var(--muted); font-size: 0.875rem; }
nav { padding: 1rem 1.5rem; border-right: 1px solid #8884; }
nav ul { list-style: none; margin: 0; padding: 0; }
nav a { display: block; padding: 0.25rem 0; color: var(--accent); text-decoration: none; }
nav a[aria-current="page"] { font-weight: 600; }
main { padding: 1.5rem 2rem; max-width: 52rem; min-width: 0; overflow-wrap: break-word; }
pre { background: #8881; padding: 0.75rem 1rem; border-radius: 6px; overflow-x: auto; }
code { font: 0.875em ui-monospace, SFMono-Regular, Menlo, monospace; }
table { border-collapse: collapse; display: block; max-width: 100%; overflow-x: auto; }
th, td { border: 1px solid #8886; padding: 0.25rem 0.75rem; text-align: left; }
footer { grid-column: 1 / -1; padding: 0.75rem 1.5rem; color: var(--muted); font-size: 0.875rem; border-top: 1px solid #8884; }
@media (max-width: 48rem) { body { grid-template-columns: minmax(0, 1fr); } main { padding: 1rem; } nav { border-right: 0; border-bottom: 1px solid #8884; } }
`;
