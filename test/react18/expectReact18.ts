import { version } from "react";
import { version as domVersion } from "react-dom";
import { beforeAll } from "vitest";

// A run that silently fell back to the root's React 19 would prove nothing.
beforeAll(() => {
  if (!version.startsWith("18.") || !domVersion.startsWith("18.")) throw new Error(`Expected React 18, got react ${version} and react-dom ${domVersion}`);
});
