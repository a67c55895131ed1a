declare module "@joplin/turndown-plugin-gfm" {
  import type TurndownService from "turndown";
  /** Tables, strikethrough, task lists and highlighted code blocks. */
  export function gfm(service: TurndownService): void;
}
