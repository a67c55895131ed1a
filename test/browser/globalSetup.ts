import chromium from "@sparticuz/chromium";
import { build } from "vite";
import { EMBED_DIR } from "./embedDir";

/**
 * Before any browser test file: unpack the packaged Chromium once, and build the script-tag embed
 * from the current sources, so the embed tests load exactly what `npm run build` ships (into
 * `DAW_BUILD_DIR` when set, so two runs in one working tree do not overwrite each other's build).
 */
export default async function setup(): Promise<void> {
  if (!process.env.CHROMIUM_PATH) await chromium.executablePath();
  // Vitest runs with NODE_ENV=test, which would give React's development JSX runtime: build as npm does.
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    for (const mode of ["app", "loader"]) {
      await build({ configFile: "vite.embed.config.ts", mode, logLevel: "error", build: { outDir: EMBED_DIR, emptyOutDir: mode === "app" } });
    }
  } finally {
    process.env.NODE_ENV = environment;
  }
}
