// The demo docs site's own script: a bar of demo controls above the docs (links to the long page and
// the React entry, the service API version, a mock scenario switcher, a dark-mode toggle that also
// restyles the widget through its controller). The widget itself comes from one script tag; this
// script only sets that tag's data-api-version before the widget reads it (both are deferred, this
// one first).
const root = document.documentElement;
const storedTheme = localStorage.getItem("demo-theme");
if (storedTheme) root.dataset.theme = storedTheme;
const currentTheme = () => root.dataset.theme ?? (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");

/** Failure and display scenarios of the mock (README "Mock server"), offered for the next question. */
const SCENARIOS = [
  ["", "Normal answer"],
  ["slow-drip", "Slow stream"],
  ["reasoning", "Reasoning first"],
  ["streamed-tool-call", "Streamed tool call"],
  ["long-answer", "Long answer"],
  ["not-found", "Not in the docs"],
  ["rate-limited", "Rate limited (429, retry in 2 s)"],
  ["rate-limited-no-retry-after", "Rate limited (429, no Retry-After)"],
  ["server-error", "Server error (500)"],
  ["bad-gateway", "Bad gateway (502, HTML page)"],
  ["service-unavailable", "Down for maintenance (503, HTML page)"],
  ["unauthorized", "Key revoked (401)"],
  ["forbidden", "Origin not allowed (403)"],
  ["error-mid-stream", "Error mid-answer"],
  ["cut-mid-stream", "Connection cut mid-answer"],
  ["stall", "Stalls after the first words"],
  ["adversarial", "Hostile content"],
];

/**
 * The endpoint the widget talks to (README, "Moving from v1 to v2"): v1 (AI SDK v4 data stream) or v2
 * (AI SDK v5 UI message stream), both served by the mock. Chosen in the bar or with `?api=v2`, kept
 * for the next pages; a change reloads the page, as a docs owner changing the tag would.
 */
const API_VERSIONS = [
  ["v1", "v1 (AI SDK v4)"],
  ["v2", "v2 (AI SDK v5)"],
];
const askedVersion = new URLSearchParams(location.search).get("api");
if (API_VERSIONS.some(([value]) => value === askedVersion)) localStorage.setItem("demo-api-version", askedVersion);
const apiVersion = localStorage.getItem("demo-api-version") === "v2" ? "v2" : "v1";
const widgetTag = document.querySelector("script[data-base-url]");
if (widgetTag) widgetTag.dataset.apiVersion = apiVersion;

const bar = document.createElement("div");
bar.className = "demo-bar";
bar.setAttribute("role", "region");
bar.setAttribute("aria-label", "Demo controls");
bar.innerHTML = `
  <span class="demo-badge">Demo</span>
  <a href="/all-guides.html">Long page</a>
  <a href="/react/">React entry</a>
  <label class="demo-api">Service API
    <select name="api-version">${API_VERSIONS.map(([value, text]) => `<option value="${value}"${value === apiVersion ? " selected" : ""}>${text}</option>`).join("")}</select>
  </label>
  <label class="demo-scenario">Next answer
    <select name="scenario">${SCENARIOS.map(([value, text]) => `<option value="${value}">${text}</option>`).join("")}</select>
  </label>
  <span class="demo-scenario-note" role="status"></span>
  <button type="button" class="demo-theme-toggle" aria-label="Toggle dark mode">Dark mode</button>`;
document.body.prepend(bar);

const apiSelect = bar.querySelector('select[name="api-version"]');
const scenarioSelect = bar.querySelector('select[name="scenario"]');
const scenarioNote = bar.querySelector(".demo-scenario-note");
const toggle = bar.querySelector(".demo-theme-toggle");

apiSelect.addEventListener("change", () => {
  localStorage.setItem("demo-api-version", apiSelect.value);
  const url = new URL(location.href);
  url.searchParams.delete("api");
  location.assign(url.href);
});

function applyTheme(theme) {
  root.dataset.theme = theme;
  localStorage.setItem("demo-theme", theme);
  for (const widget of window.DocsAssistant?.instances ?? []) widget.update({ theme });
}

function syncToggle() {
  toggle.setAttribute("aria-pressed", String(currentTheme() === "dark"));
}
syncToggle();
toggle.addEventListener("click", () => {
  applyTheme(currentTheme() === "dark" ? "light" : "dark");
  syncToggle();
});
window.addEventListener("docs-assistant:ready", () => {
  if (root.dataset.theme) for (const widget of window.DocsAssistant?.instances ?? []) widget.update({ theme: root.dataset.theme });
});

// The scenario rides on the next assistant request as the mock's `?scenario=` query parameter (README,
// "Mock server"): the demo page adds it to that one request on its way out, then the switch goes back
// to "Normal answer", so Retry after an error asks normally. Only requests to the widget's own message
// endpoint are touched, and only while a scenario is chosen; the widget is not changed at all.
const messageUrl = widgetTag ? `${widgetTag.dataset.baseUrl}/discovery/` : undefined;
const pageFetch = window.fetch.bind(window);
scenarioSelect.addEventListener("change", () => (scenarioNote.textContent = ""));
window.fetch = (input, init) => {
  const scenario = scenarioSelect.value;
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : undefined;
  if (!scenario || !messageUrl || !url?.startsWith(messageUrl) || !/\/message$/.test(url.split("?")[0])) return pageFetch(input, init);
  const withScenario = new URL(url);
  withScenario.searchParams.set("scenario", scenario);
  scenarioNote.textContent = `Sent as “${scenarioSelect.selectedOptions[0].textContent}”`;
  scenarioSelect.value = "";
  return pageFetch(withScenario.href, init);
};

// On a phone the page list is one row that scrolls sideways: bring the current page into it.
const current = document.querySelector('body > nav a[aria-current="page"]');
const list = current?.closest("ul");
if (current && list && list.scrollWidth > list.clientWidth) {
  list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
}

// The support form (/support.html): filled from the query the widget's Contact support link carries.
const supportForm = document.getElementById("support-form");
if (supportForm) {
  const query = new URLSearchParams(location.search);
  supportForm.elements.question.value = query.get("question") ?? "";
  supportForm.elements.threadId.value = query.get("threadId") ?? "";
  supportForm.addEventListener("submit", (event) => {
    event.preventDefault();
    supportForm.elements.sent.value = "This demo sends nothing.";
  });
}
