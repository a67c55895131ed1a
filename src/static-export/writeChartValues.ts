import { randomBytes } from "node:crypto";
import { rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { Document } from "yaml";

/** What goes into the deployment chart's `staticExport` values (seed section 1). */
export interface ChartValues {
  /** The presigned link the chart fetches the bundle from on startup. */
  bundleUrl: string;
  /** Pins the export version; written only when given. */
  version?: string;
  /** When the link stops working: written as a comment, the deployment must pick it up before then. */
  expiresAt?: string;
}

/**
 * The Helm values `staticExport: { enabled: true, bundleUrl, version }` as YAML, written by the
 * `yaml` library (so a version such as `1.10` stays a string, and any URL is quoted as needed).
 */
export function chartValuesYaml(values: ChartValues): string {
  const staticExport = {
    enabled: true,
    bundleUrl: values.bundleUrl,
    ...(values.version === undefined ? {} : { version: values.version }),
  };
  const document = new Document({ staticExport });
  document.commentBefore = [
    " Written by docs-assistant-export.",
    values.expiresAt ? ` bundleUrl expires at ${values.expiresAt}: deploy before then,` : " bundleUrl expires:",
    " and export again on every publish.",
  ].join("\n");
  return document.toString();
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
