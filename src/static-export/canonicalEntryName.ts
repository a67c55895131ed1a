/**
 * The name an entry is re-packed under: its parts without empty and `.` ones (`./guides//a.html`
 * is `guides/a.html`). The root folder (`./`) comes out empty. Takes a name `entryProblem` accepted.
 */
export function canonicalEntryName(name: string): string {
  return name
    .split("/")
    .filter((part) => part !== "" && part !== ".")
    .join("/");
}
