import { existsSync } from "node:fs";

/** The system browsers the engine lanes drive (Debian's packages; nothing is downloaded). */
export const FIREFOX = "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const XVFB_RUN = "/usr/bin/xvfb-run";

/** Debian's packages that bring them. */
export const ENGINE_PACKAGES = ["firefox-esr", "webkit2gtk-driver", "xvfb", "xauth"];

/** What is missing of the packages an engine needs, with the one line that installs them. */
export function missingEngine(engine: "firefox" | "webkit"): string | null {
  const needed: Array<[string, string]> =
    engine === "firefox" ? [[FIREFOX, "firefox-esr"]] : [[WEBKIT_DRIVER, "webkit2gtk-driver"], [MINIBROWSER, "webkit2gtk-driver"], [XVFB_RUN, "xvfb"], ["/usr/bin/xauth", "xauth"]];
  const packages = [...new Set(needed.filter(([file]) => !existsSync(file)).map(([, name]) => name))];
  return packages.length === 0 ? null : `The ${engine} lane needs Debian's ${packages.join(", ")}: apt-get install -y --no-install-recommends ${packages.join(" ")}`;
}
