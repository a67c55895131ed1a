/**
 * The script-tag build's stand-in for vfile's path helpers (`#minpath`, `#minurl`: a port of Node's
 * `path` and `url`). react-markdown makes each file from its text alone, and vfile reaches these only
 * for a file given a path (`path`, `basename`, `dirname`…, which nothing here sets), so the helpers
 * never run: 1.5 kB gzip stays out of the first answer's download. Were a path ever set, it fails loudly.
 */
function noPaths(): never {
  throw new Error("docs-assistant: vfile paths are not part of the script-tag build");
}

export const minpath = { basename: noPaths, dirname: noPaths, extname: noPaths, join: noPaths, sep: "/" };

export function isUrl(): boolean {
  return false;
}

export const urlToPath = noPaths;
