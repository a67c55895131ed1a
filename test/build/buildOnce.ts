import { rmSync } from "node:fs";
import { buildEmbed, type BuiltEmbed } from "./sharedBuild";

/**
 * One build per Vitest run, shared by every project that asks for it (browser, engines, release): the
 * projects' global setups run in one process, so the promise lives on `globalThis`, and the copy is
 * removed when the last project that used it is done. The package check finishes `npm run build` in
 * the same copy (`buildPackage`), in its own worker, while the other tests run.
 */
interface BuildState {
  embed?: Promise<BuiltEmbed>;
  users: number;
}

const state: BuildState = ((globalThis as { __dawBuild?: BuildState }).__dawBuild ??= { users: 0 });

/** The embed, built on the first call of the run. Sets `DAW_BUILD_DIR` for the test workers (and the demo they start). */
export async function embedOnce(): Promise<BuiltEmbed> {
  state.embed ??= buildEmbed();
  const embed = await state.embed;
  process.env.DAW_BUILD_DIR = embed.distDir;
  return embed;
}

/** Counts a project in; the returned teardown removes the build after the last one. */
export function useBuild(): () => Promise<void> {
  state.users += 1;
  return async () => {
    state.users -= 1;
    if (state.users > 0 || !state.embed) return;
    const embed = await state.embed.catch(() => undefined);
    if (embed) rmSync(embed.dir, { recursive: true, force: true });
    state.embed = undefined;
  };
}
