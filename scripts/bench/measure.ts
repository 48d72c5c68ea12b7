// Timing helpers shared by the benchmarks: warm up, time batches, take the median.
import { performance } from 'node:perf_hooks';

/** One printed figure: `name: value unit`. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
}

/** A goal a figure is compared against (at most `max`, or at least `min`); never fatal. */
export type Target = { figure: string; max: number } | { figure: string; min: number };

/** One measurement: reads the figures printed so far (for derived ratios), returns its own. */
export type Bench = (done: ReadonlyMap<string, Figure>) => Figure[] | Promise<Figure[]>;

export interface BatchPlan {
  /** Untimed batches first, so the JIT and SQLite's page cache settle. */
  warmup: number;
  batches: number;
  /** Calls of the body per timed batch. */
  iterations: number;
}

/** The median of a non-empty list. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** Median milliseconds of one call of `body`, over timed batches after warm-up batches. */
export function medianMsPerCall(body: (k: number) => void, plan: BatchPlan): number {
  let k = 0;
  const batch = (): number => {
    const t0 = performance.now();
    for (let j = 0; j < plan.iterations; j++) body(k++);
    return (performance.now() - t0) / plan.iterations;
  };
  for (let w = 0; w < plan.warmup; w++) batch();
  const times: number[] = [];
  for (let b = 0; b < plan.batches; b++) times.push(batch());
  return median(times);
}

/** A figure rounded for printing (3 significant decimals are plenty for a benchmark). */
export function formatFigure(f: Figure): string {
  return `${f.name}: ${Number(f.value.toFixed(3))} ${f.unit}`;
}
