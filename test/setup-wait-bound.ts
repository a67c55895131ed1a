// findBy… and waitFor wait for a state; their bound (1 s by default) is no pace to hold a busy CI machine
// to. Every file with a document gets it: the dom project's, and the node project's that ask for jsdom.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/dom");
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
