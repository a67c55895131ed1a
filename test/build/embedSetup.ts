import type { TestProject } from "vitest/node";
import { embedOnce, useBuild } from "./buildOnce";

/**
 * Global setup of the projects that load the script-tag embed in a browser: the run's one build
 * (`test/build/buildOnce.ts`), its sizes handed to the tests that read them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const teardown = useBuild();
  const embed = await embedOnce();
  project.provide("embed", embed);
  return teardown;
}
