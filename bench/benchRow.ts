/** One line of the `npm run bench` table. */
export interface BenchRow {
  /** The benchmark, e.g. `mock server`. */
  benchmark: string;
  /** What was measured, e.g. `time to first byte (p50)`. */
  metric: string;
  /** The figure, already rounded for display. */
  value: number | string;
  /** `ms`, `kB`, `streams/s`, ... */
  unit: string;
  /** The target, when there is one, e.g. `<= 15`. */
  target?: string;
  /** Whether the figure meets its target; left out when there is no target. */
  pass?: boolean;
}

/** A benchmark module's default export. */
export type Benchmark = () => Promise<BenchRow[]>;
