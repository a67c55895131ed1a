import { join, resolve } from "node:path";

/**
 * Where the browser tests serve the script-tag embed from: `$DAW_BUILD_DIR/embed`, the run's one
 * build (`test/build/embedSetup.ts` sets it for the workers), else `dist/embed`.
 */
export const EMBED_DIR = process.env.DAW_BUILD_DIR
  ? join(resolve(process.env.DAW_BUILD_DIR), "embed")
  : resolve(import.meta.dirname, "../../dist/embed");
