import { randomBytes } from "node:crypto";
import { rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { Document } from "yaml";
import { isIsoTimestamp } from "./isIsoTimestamp";

/** What goes into the deployment chart's `staticExport` values. */
export interface ChartValues {
  /** The presigned link the chart fetches the bundle from on startup. */
  bundleUrl: string;
  /** Pins the export version; written only when given. */
  version?: string;
  /**
   * When the link stops working. Only a valid ISO 8601 timestamp is used, and only as the date it
   * names, rewritten by `Date#toISOString` into the header comment: the service's own text never is.
   */
  expiresAt?: string;
}

/**
 * Characters YAML 1.1 parsers take as line breaks (NEL, LS, PS), the other C1 controls and DEL.
 * The `yaml` library leaves them raw even inside double quotes; a raw NEL in a value would end
 * the line for such a parser and let the rest of the string write keys of its own.
 */
const RAW_BREAKERS = /[\u007f-\u009f\u2028\u2029]/g;

/**
 * The Helm values `staticExport: { enabled: true, bundleUrl, version }` as YAML, written by the
 * `yaml` library with every string double-quoted on one line and every control or line-breaking
 * character escaped: whatever a string holds, it stays one value and cannot add a key.
 */
export function chartValuesYaml(values: ChartValues): string {
  const staticExport = {
    enabled: true,
    bundleUrl: values.bundleUrl,
    ...(values.version === undefined ? {} : { version: values.version }),
  };
  const document = new Document({ staticExport });
  const expiry = isIsoTimestamp(values.expiresAt) ? new Date(values.expiresAt).toISOString() : undefined;
  document.commentBefore = [
    " Written by docs-assistant-export.",
    expiry ? ` bundleUrl expires at ${expiry}: deploy before then,` : " bundleUrl expires: deploy before it does,",
    " and export again on every publish.",
  ].join("\n");
  const text = document.toString({ defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN", doubleQuotedAsJSON: true, lineWidth: 0 });
  // Strings are all double-quoted, so any such character is inside one, where `\uXXXX` is its escape.
  return text.replace(RAW_BREAKERS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Writes the values file atomically: a temp file beside it, then a rename. Never a half file. */
export async function writeChartValues(file: string, values: ChartValues): Promise<string> {
  const target = resolve(file);
  const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString("hex")}.part`);
  try {
    await writeFile(temp, chartValuesYaml(values), { flag: "wx" });
    await rename(temp, target);
    return target;
  } finally {
    await rm(temp, { force: true });
  }
}
