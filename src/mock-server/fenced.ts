/** A code fence longer than any run of backticks inside the code, so the code cannot close it. */
export function fenced(code: string, lang: string): string {
  const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longestRun + 1));
  return `${fence}${lang}\n${code}\n${fence}`;
}
