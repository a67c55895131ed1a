import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy… and waitFor wait for a state; their bound (1 s by default) is no pace to hold a busy CI machine to.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
