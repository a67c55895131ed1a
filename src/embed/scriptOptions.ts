import { ATTRIBUTE_OPTIONS, type AttributeKind } from "../options/widgetOptions";
import type { EmbedOptions } from "./embedOptions";
import { ownProperties } from "./ownOptions";

export interface ScriptConfiguration {
  options: EmbedOptions;
  /** False when the tag says `data-auto-mount="false"`. */
  autoMount: boolean;
}

type Dataset = Record<string, string | undefined>;

/**
 * Reads the widget's options from the script tag's `data-*` attributes, each as its description
 * says (`ATTRIBUTE_OPTIONS`), and the tag's `nonce`. Malformed values are ignored with one console
 * warning each, never thrown.
 */
export function readScriptOptions(script: HTMLScriptElement): ScriptConfiguration {
  // The tag's own attributes only: `dataset.baseUrl` of a tag without one reads Object.prototype.baseUrl.
  const data = ownProperties<Dataset>(script.dataset);
  const options = ownProperties<Record<string, unknown>>({ domain: "", apiKey: "" });
  for (const [name, { attribute }] of Object.entries(ATTRIBUTE_OPTIONS)) {
    const value = readAttribute(data, name, attribute);
    if (value !== undefined) options[name] = value;
  }
  if (script.nonce) options.nonce = script.nonce;
  const autoMount = options.autoMount !== false;
  delete options.autoMount;
  return { options: options as unknown as EmbedOptions, autoMount };
}

function readAttribute(data: Dataset, name: string, kind: AttributeKind): unknown {
  if (typeof kind === "object" && !isWords(kind)) return readObject(data, kind);
  const raw = data[name];
  if (raw === undefined) return undefined;
  if (isWords(kind)) {
    if (kind.includes(raw)) return raw;
    return warn(`data-${kebab(name)}="${raw}" is not one of ${kind.join(", ")}`);
  }
  switch (kind) {
    case "text":
      return raw || undefined;
    case "flag":
      return raw !== "false";
    case "textOrFalse":
      return raw !== "false" && raw;
    case "positive": {
      const value = Number(raw);
      return Number.isFinite(value) && value > 0 ? value : warn(`data-${kebab(name)}="${raw}" is not a positive number`);
    }
    case "list":
    case "commaList":
      return raw ? raw.split(kind === "list" ? "|" : ",").map((item) => item.trim()).filter(Boolean) : undefined;
    case "stringsJson":
      return readStrings(raw, name);
  }
}

function isWords(kind: AttributeKind): kind is readonly string[] {
  return Array.isArray(kind);
}

/** `{ filterVersion: "version" }`: `data-filter-version="2.x"` gives `{ version: "2.x" }`. */
function readObject(data: Dataset, keys: Readonly<Record<string, string>>): Record<string, string> | undefined {
  const object: Record<string, string> = Object.create(null);
  for (const [attribute, key] of Object.entries(keys)) {
    const value = data[attribute];
    if (value) object[key] = value;
  }
  return Object.keys(object).length > 0 ? object : undefined;
}

/**
 * `data-labels='{"launcher":"Demander","send":"Envoyer"}'`: the values that are strings, as JSON.
 * Labels that are functions (counts, tool names) can only be given through `DocsAssistant.mount`.
 */
function readStrings(raw: string, name: string): Record<string, string> | undefined {
  const attribute = `data-${kebab(name)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return warn(`${attribute} is not JSON`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return warn(`${attribute} is not a JSON object`);
  const isString = ([key, value]: [string, unknown]) => typeof value === "string" && key !== "__proto__";
  const entries = Object.entries(parsed);
  const others = entries.filter((entry) => !isString(entry)).map(([key]) => key);
  if (others.length > 0) warn(`${attribute} takes string labels only: ${others.join(", ")}`);
  return ownProperties(Object.fromEntries(entries.filter(isString)));
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function warn(message: string): undefined {
  console.warn(`[docs-assistant] ${message}; ignored.`);
}
