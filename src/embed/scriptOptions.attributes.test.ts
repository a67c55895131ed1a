// @vitest-environment jsdom
import { readScriptOptions } from "./scriptOptions";

/**
 * Every data attribute of the script tag, as a page writes it, and the option it becomes: the whole
 * reading at once, so a change to how any attribute is read shows here.
 */
function read(attributes: Record<string, string>, nonce?: string) {
  const script = document.createElement("script");
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  if (nonce) script.nonce = nonce;
  return readScriptOptions(script);
}

function warnings(): string[] {
  return vi.mocked(console.warn).mock.calls.map((call) => String(call[0]));
}

beforeEach(() => vi.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

test("a tag with every attribute gives every option, each read as its kind says, with no warning", () => {
  const { options, autoMount } = read(
    {
      "data-domain": "docs",
      "data-api-key": "svc_dsc_key",
      "data-base-url": "https://assistant.example",
      "data-api-version": "v2",
      "data-fp": "reader-1",
      "data-user-id": "user-7",
      "data-retrieval-page-size": "8",
      "data-filter-version": "2.x",
      "data-filter-language": "fr",
      "data-current-path": "/guide/keys",
      "data-capture-context": "false",
      "data-code-block-selector": "pre.code",
      "data-page-actions": "copy, ,chatgpt,ask,",
      "data-page-actions-anchor": "article h1",
      "data-thread-storage": "local",
      "data-mode": "sidebar",
      "data-make-room": "false",
      "data-deployment": "client-hosted",
      "data-title": "Help",
      "data-launcher-label": "Ask",
      "data-example-questions": " How? | | Why? |",
      "data-labels": '{"send":"Envoyer"}',
      "data-shortcut": "mod+k",
      "data-theme": "dark",
      "data-idle-timeout-ms": "60000",
      "data-still-working-after-ms": "2500.5",
      "data-stylesheet": "/extra.css",
      "data-container": "#help",
      "data-accent-color": "#0a7",
      "data-background-color": "white",
      "data-text-color": "black",
      "data-radius": "4px",
      "data-font": "serif",
      "data-z-index": "10",
      "data-auto-mount": "false",
    },
    "n0nce",
  );
  expect(autoMount).toBe(false);
  expect({ ...options }).toEqual({
    domain: "docs",
    apiKey: "svc_dsc_key",
    baseUrl: "https://assistant.example",
    apiVersion: "v2",
    fp: "reader-1",
    userId: "user-7",
    retrievalPageSize: 8,
    filter: { version: "2.x", language: "fr" },
    currentPath: "/guide/keys",
    captureContext: false,
    codeBlockSelector: "pre.code",
    pageActions: ["copy", "chatgpt", "ask"],
    pageActionsAnchor: "article h1",
    threadStorage: "local",
    mode: "sidebar",
    makeRoom: false,
    deployment: "client-hosted",
    title: "Help",
    launcherLabel: "Ask",
    exampleQuestions: ["How?", "Why?"],
    labels: { send: "Envoyer" },
    shortcut: "mod+k",
    theme: "dark",
    idleTimeoutMs: 60000,
    stillWorkingAfterMs: 2500.5,
    stylesheet: "/extra.css",
    container: "#help",
    cssVariables: {
      "--daw-color-accent": "#0a7",
      "--daw-color-bg": "white",
      "--daw-color-text": "black",
      "--daw-radius": "4px",
      "--daw-font": "serif",
      "--daw-z-index": "10",
    },
    nonce: "n0nce",
  });
  for (const value of [options, options.filter, options.labels, options.cssVariables]) expect(Object.getPrototypeOf(value)).toBe(null);
  expect(warnings()).toEqual([]);
});

test("a bare tag gives an empty domain and key, nothing else, and mounts", () => {
  const { options, autoMount } = read({});
  expect({ ...options }).toEqual({ domain: "", apiKey: "" });
  expect(autoMount).toBe(true);
  expect(warnings()).toEqual([]);
});

test("empty attributes are left out, as if absent; a flag is off only for the word false", () => {
  const empty = Object.fromEntries(
    ["domain", "api-key", "base-url", "fp", "user-id", "current-path", "title", "launcher-label", "stylesheet", "container", "code-block-selector",
      "page-actions", "page-actions-anchor", "filter-version", "filter-language", "example-questions", "accent-color", "font"].map((name) => [`data-${name}`, ""]),
  );
  expect({ ...read(empty).options }).toEqual({ domain: "", apiKey: "" });
  const flags = read({ "data-capture-context": "", "data-make-room": "no", "data-auto-mount": "true", "data-shortcut": "false" });
  expect({ ...flags.options }).toEqual({ domain: "", apiKey: "", captureContext: true, makeRoom: true, shortcut: false });
  expect(flags.autoMount).toBe(true);
  expect({ ...read({ "data-filter-language": "de" }).options.filter }).toEqual({ language: "de" });
  expect(warnings()).toEqual([]);
});

test("a value out of its kind is ignored with one warning each, in the words a page author reads", () => {
  const { options } = read({
    "data-api-version": "v3",
    "data-thread-storage": "cookie",
    "data-mode": "drawer",
    "data-deployment": "moon",
    "data-theme": "blue",
    "data-retrieval-page-size": "0",
    "data-idle-timeout-ms": "-5",
    "data-still-working-after-ms": "soon",
    "data-labels": "[1]",
  });
  expect({ ...options }).toEqual({ domain: "", apiKey: "" });
  expect(warnings().sort()).toEqual(
    [
      'data-api-version="v3" is not one of v1, v2',
      'data-thread-storage="cookie" is not one of session, local, none',
      'data-mode="drawer" is not one of popover, inline, sidebar',
      'data-deployment="moon" is not one of cloud, client-hosted, air-gapped',
      'data-theme="blue" is not one of light, dark, auto',
      'data-retrieval-page-size="0" is not a positive number',
      'data-idle-timeout-ms="-5" is not a positive number',
      'data-still-working-after-ms="soon" is not a positive number',
      "data-labels is not a JSON object",
    ].map((message) => `[docs-assistant] ${message}; ignored.`).sort(),
  );
});

test("numbers: any finite number above zero, as Number() reads it", () => {
  for (const [raw, value] of [["1", 1], ["0.5", 0.5], ["1e3", 1000], [" 7 ", 7], ["0x10", 16]] as const) {
    expect(read({ "data-idle-timeout-ms": raw }).options.idleTimeoutMs).toBe(value);
  }
  for (const raw of ["", "Infinity", "NaN", "0", "-1", "1px"]) expect(read({ "data-idle-timeout-ms": raw }).options.idleTimeoutMs).toBeUndefined();
  expect(warnings()).toHaveLength(6);
});

test("attributes the tag does not know, and keys on Object.prototype, give no option", () => {
  const prototype = Object.prototype as Record<string, unknown>;
  prototype.baseUrl = "https://evil.example";
  prototype.mode = "inline";
  try {
    const { options } = read({ "data-on-event": "alert(1)", "data-portal-container": "body", "data-fetch": "x", "data-default-open": "true", "data-class-name": "x" });
    expect(Object.keys(options).sort()).toEqual(["apiKey", "domain"]);
    expect(options.baseUrl).toBeUndefined();
    expect(options.mode).toBeUndefined();
  } finally {
    delete prototype.baseUrl;
    delete prototype.mode;
  }
});
