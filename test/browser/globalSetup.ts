import chromium from "@sparticuz/chromium";

/** Unpacks the packaged Chromium once, before any browser test file starts. */
export default async function setup(): Promise<void> {
  if (!process.env.CHROMIUM_PATH) await chromium.executablePath();
}
