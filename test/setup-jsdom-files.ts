// The node project's files that ask for jsdom (`@vitest-environment jsdom`) wait for states with
// findBy… and waitFor too: their bound (1 s by default) is no pace to hold a busy CI machine to.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/dom");
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
