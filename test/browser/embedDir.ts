import { join, resolve } from "node:path";

/**
 * Where the browser tests build the script-tag embed and serve it from: `dist/embed`, or
 * `$DAW_BUILD_DIR/embed` when set, so two test runs in one working tree do not overwrite each
 * other's build (the app pass empties its folder first).
 */
export const EMBED_DIR = process.env.DAW_BUILD_DIR
  ? join(resolve(process.env.DAW_BUILD_DIR), "embed")
  : resolve(import.meta.dirname, "../../dist/embed");
