import chromium from "@sparticuz/chromium";

/**
 * Before any browser test file: unpack the packaged Chromium once (the embed they load is the run's
 * one build, `test/build/embedSetup.ts`).
 */
export default async function setup(): Promise<void> {
  if (!process.env.CHROMIUM_PATH) await chromium.executablePath();
}
