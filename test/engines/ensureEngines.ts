import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ENGINE_PACKAGES, missingEngine } from "./engineBinaries";

/**
 * `npm test`'s step before the tests: installs what the Firefox and WebKit lanes drive when it is
 * missing and this user can (root, with Debian's apt: CI), else says in one line what to install.
 * The lanes then fail, naming the package, rather than being skipped.
 */
const missing = (["firefox", "webkit"] as const).filter((engine) => missingEngine(engine) !== null);
if (missing.length > 0) {
  const packages = ENGINE_PACKAGES.join(" ");
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    console.warn(`The ${missing.join(" and ")} lanes need Debian's packages: sudo apt-get install -y --no-install-recommends ${packages}`);
  } else {
    console.log(`Installing the ${missing.join(" and ")} lanes' browsers: apt-get install ${packages}`);
    const install = () => execFileSync("apt-get", ["install", "-y", "--no-install-recommends", ...ENGINE_PACKAGES], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    try {
      install();
    } catch {
      // A fresh machine has no package lists yet.
      execFileSync("apt-get", ["update"], { stdio: "inherit" });
      install();
    }
  }
}
