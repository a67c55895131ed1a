import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * `npm test`'s first step: installs test/react18 (React 18 for `npm run test:react18`) when it is missing
 * or differs from its lock file, with `npm ci`, so a fresh clone needs nothing but `npm ci` at the root.
 */
const DIR = resolve(import.meta.dirname);
const lock = JSON.parse(readFileSync(join(DIR, "package-lock.json"), "utf8")) as { packages: Record<string, { version?: string }> };

function installedVersion(name: string): string | undefined {
  const file = join(DIR, "node_modules", name, "package.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version : undefined;
}

const stale = ["react", "react-dom", "@testing-library/react"].filter((name) => installedVersion(name) !== lock.packages[`node_modules/${name}`]?.version);
if (stale.length > 0) {
  console.log(`test/react18: installing React 18 for the second component run (${stale.join(", ")})`);
  execFileSync("npm", ["ci", "--prefix", DIR, "--no-audit", "--no-fund"], { stdio: "inherit" });
}
