import type { EmbedOptions } from "./embedOptions";
import { ownOptions, ownProperties } from "./ownOptions";

/**
 * Reads the widget's options from the script tag's `data-*` attributes: every prop that fits in an
 * attribute. Unknown or malformed values are ignored with one console warning, never thrown.
 */
const STRING_PROPS = {
  domain: "domain",
  apiKey: "apiKey",
  baseUrl: "baseUrl",
  fp: "fp",
  userId: "userId",
  currentPath: "currentPath",
  title: "title",
  launcherLabel: "launcherLabel",
  stylesheet: "stylesheet",
  container: "container",
  codeBlockSelector: "codeBlockSelector",
} as const;

const ENUM_PROPS = {
  apiVersion: ["v1", "v2"],
  threadStorage: ["session", "local", "none"],
  mode: ["popover", "inline", "sidebar"],
  deployment: ["cloud", "client-hosted", "air-gapped"],
  theme: ["light", "dark", "auto"],
} as const;

/** `data-accent-color="#0a7"` and friends set these CSS custom properties on the widget. */
export const CSS_VARIABLE_ATTRIBUTES = {
  accentColor: "--daw-color-accent",
  backgroundColor: "--daw-color-bg",
  textColor: "--daw-color-text",
  radius: "--daw-radius",
  font: "--daw-font",
  zIndex: "--daw-z-index",
} as const;

export interface ScriptConfiguration {
  options: EmbedOptions;
  /** False when the tag says `data-auto-mount="false"`. */
  autoMount: boolean;
}

export function readScriptOptions(script: HTMLScriptElement): ScriptConfiguration {
  // The tag's own attributes only: `dataset.baseUrl` of a tag without one reads Object.prototype.baseUrl.
  const data = ownProperties<Record<string, string | undefined>>(script.dataset);
  const options = ownOptions({ domain: data.domain ?? "", apiKey: data.apiKey ?? "" });
  const target = options as unknown as Record<string, unknown>;
  for (const [prop, attribute] of Object.entries(STRING_PROPS)) {
    const value = data[attribute];
    if (value !== undefined && value !== "") target[prop] = value;
  }
  for (const [prop, allowed] of Object.entries(ENUM_PROPS)) {
    const value = data[prop];
    if (value === undefined) continue;
    if ((allowed as readonly string[]).includes(value)) target[prop] = value;
    else warn(`data-${kebab(prop)}="${value}" is not one of ${allowed.join(", ")}`);
  }
  readNumber(data.retrievalPageSize, "retrievalPageSize", (value) => (options.retrievalPageSize = value));
  readNumber(data.idleTimeoutMs, "idleTimeoutMs", (value) => (options.idleTimeoutMs = value));
  readNumber(data.stillWorkingAfterMs, "stillWorkingAfterMs", (value) => (options.stillWorkingAfterMs = value));
  if (data.makeRoom !== undefined) options.makeRoom = data.makeRoom !== "false";
  if (data.captureContext !== undefined) options.captureContext = data.captureContext !== "false";
  if (data.attachments !== undefined) options.attachments = data.attachments === "true";
  if (data.shortcut !== undefined) options.shortcut = data.shortcut === "false" ? false : data.shortcut;
  if (data.filterVersion || data.filterLanguage) {
    options.filter = ownProperties({
      ...(data.filterVersion ? { version: data.filterVersion } : {}),
      ...(data.filterLanguage ? { language: data.filterLanguage } : {}),
    });
  }
  if (data.labels !== undefined) {
    const labels = readStringLabels(data.labels);
    if (labels) options.labels = labels;
  }
  if (data.exampleQuestions) {
    options.exampleQuestions = data.exampleQuestions.split("|").map((question) => question.trim()).filter(Boolean);
  }
  const cssVariables: Record<string, string> = Object.create(null);
  for (const [attribute, variable] of Object.entries(CSS_VARIABLE_ATTRIBUTES)) {
    const value = data[attribute];
    if (value) cssVariables[variable] = value;
  }
  if (Object.keys(cssVariables).length > 0) options.cssVariables = cssVariables;
  if (script.nonce) options.nonce = script.nonce;
  return { options, autoMount: data.autoMount !== "false" };
}

/**
 * `data-labels='{"launcher":"Demander","send":"Envoyer"}'`: the labels that are strings, as JSON. Labels
 * that are functions (counts, tool names) can only be given through `DocsAssistant.mount`.
 */
function readStringLabels(raw: string): EmbedOptions["labels"] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    warn("data-labels is not JSON");
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    warn("data-labels is not a JSON object");
    return undefined;
  }
  const isStringLabel = ([key, value]: [string, unknown]) => typeof value === "string" && key !== "__proto__";
  const entries = Object.entries(parsed);
  const others = entries.filter((entry) => !isStringLabel(entry)).map(([key]) => key);
  if (others.length > 0) warn(`data-labels takes string labels only: ${others.join(", ")}`);
  return ownProperties(Object.fromEntries(entries.filter(isStringLabel))) as EmbedOptions["labels"];
}

function readNumber(raw: string | undefined, name: string, assign: (value: number) => void): void {
  if (raw === undefined) return;
  const value = Number(raw);
  if (Number.isFinite(value) && value > 0) assign(value);
  else warn(`data-${kebab(name)}="${raw}" is not a positive number`);
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function warn(message: string): void {
  console.warn(`[docs-assistant] ${message}; ignored.`);
}
