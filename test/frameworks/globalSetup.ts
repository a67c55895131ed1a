import chromium from "@sparticuz/chromium";
import { packWidget } from "./packedWidget";

/**
 * Before the framework tests: the package packed once from the current tree (every example installs
 * that tarball), and the packaged Chromium unpacked.
 */
export default async function setup(): Promise<void> {
  const started = Date.now();
  const [packed] = await Promise.all([packWidget(), process.env.CHROMIUM_PATH ? undefined : chromium.executablePath()]);
  process.stderr.write(`frameworks: package ${packed.reused ? "reused" : "built and packed"} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
