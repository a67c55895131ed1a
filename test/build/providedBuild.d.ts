import type { BuiltEmbed } from "./sharedBuild";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's script-tag build (`test/build/embedSetup.ts`). */
    embed: BuiltEmbed;
  }
}
