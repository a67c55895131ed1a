import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { build, createLogger, type Rollup } from "vite";

/** What a site's bundler made of one entry file. */
export interface ConsumerBundle {
  /** Every JS chunk, concatenated. */
  js: string;
  /** Every CSS asset, concatenated. */
  css: string;
  /** What the bundler warned about (e.g. a Node built-in it had to stub for the browser). */
  warnings: string[];
}

/**
 * Bundles `source` as a site would (Vite, browser target, not minified so names stay readable), from a
 * project whose `node_modules` holds the packed package. React stays external: it is the site's own.
 */
export async function bundleForBrowser(consumerDir: string, name: string, source: string): Promise<ConsumerBundle> {
  const entry = join(consumerDir, `${name}.js`);
  writeFileSync(entry, source);
  const warnings: string[] = [];
  const logger = createLogger("warn", { allowClearScreen: false });
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = (message) => void warnings.push(message);
  const result = await build({
    root: consumerDir,
    configFile: false,
    envFile: false,
    customLogger: logger,
    logLevel: "warn",
    build: {
      write: false,
      minify: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: entry,
        external: [/^react($|\/)/, /^react-dom($|\/)/],
        onwarn: (warning) => void warnings.push(warning.message),
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const items = outputs.flatMap((output) => output.output);
  return {
    js: items.flatMap((item) => (item.type === "chunk" ? [item.code] : [])).join("\n"),
    css: items.flatMap((item) => (item.type === "asset" && item.fileName.endsWith(".css") ? [String(item.source)] : [])).join("\n"),
    warnings,
  };
}
