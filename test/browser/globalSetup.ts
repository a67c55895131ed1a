import chromium from "@sparticuz/chromium";
import { build } from "vite";

/**
 * Before any browser test file: unpack the packaged Chromium once, and build the script-tag embed
 * from the current sources, so the embed tests load exactly what `npm run build` ships.
 */
export default async function setup(): Promise<void> {
  if (!process.env.CHROMIUM_PATH) await chromium.executablePath();
  // Vitest runs with NODE_ENV=test, which would give React's development JSX runtime: build as npm does.
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    for (const mode of ["app", "loader"]) {
      await build({ configFile: "vite.embed.config.ts", mode, logLevel: "error" });
    }
  } finally {
    process.env.NODE_ENV = environment;
  }
}
