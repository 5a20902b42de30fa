/** One measured figure, printed by `npm run bench` with its budget (if any). */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  /** Upper bound the figure must stay under; a figure over budget makes `npm run bench` exit non-zero. */
  budget?: number;
  /** Free-text detail printed after the figure (e.g. "median of 5 runs"). */
  note?: string;
}

/** A benchmark module (`bench/<name>.bench.ts`) default-exports one of these. */
export interface Benchmark {
  title: string;
  run(): Promise<BenchFigure[]>;
}
