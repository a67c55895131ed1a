// The demo docs site's own script: a dark-mode toggle (which also restyles the widget through its
// controller) and links to the long page and the React entry. The widget itself comes from one script tag.
const root = document.documentElement;
const storedTheme = localStorage.getItem("demo-theme");
if (storedTheme) root.dataset.theme = storedTheme;

const header = document.querySelector("header");
const links = [
  ["/all-guides.html", "Long page"],
  ["/react/", "React entry"],
];
for (const [href, text] of links) {
  const link = document.createElement("a");
  link.href = href;
  link.textContent = text;
  header?.append(link);
}
const toggle = document.createElement("button");
toggle.type = "button";
toggle.className = "demo-theme-toggle";
toggle.textContent = "Toggle dark mode";
header?.append(toggle);

function applyTheme(theme) {
  root.dataset.theme = theme;
  localStorage.setItem("demo-theme", theme);
  for (const widget of window.DocsAssistant?.instances ?? []) widget.update({ theme });
}

toggle.addEventListener("click", () => applyTheme(root.dataset.theme === "dark" ? "light" : "dark"));
window.addEventListener("docs-assistant:ready", () => {
  if (root.dataset.theme) for (const widget of window.DocsAssistant?.instances ?? []) widget.update({ theme: root.dataset.theme });
});
