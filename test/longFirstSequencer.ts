import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Projects whose files take longest (builds, then real browsers) start first, so the two workers are
 * not left with one long file at the end of the run while the other idles. Within a project, Vitest's
 * own order (slowest first once a run has been timed).
 */
const FIRST = ["release", "firefox", "webkit", "frameworks", "browser"];

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = FIRST.indexOf(file.project.name);
      return index === -1 ? FIRST.length : index;
    };
    return sorted.map((file, index) => ({ file, index })).sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index).map(({ file }) => file);
  }
}
