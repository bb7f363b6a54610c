/**
 * Timing helpers for the benchmarks. A comparison alternates its two sides over several passes so
 * that a change in the machine's load hits both alike, and prints min/median/max of each side with
 * the load average, so a reader can tell a real difference from noise.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

export interface Timing {
  median: number;
  p95: number;
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export async function measure(fn: () => Promise<unknown>, iterations: number, warmup = 20): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0]!, median: quantile(sorted, 0.5), max: sorted[sorted.length - 1]! };
}

/**
 * Runs `baseline` and `subject` alternately, `passes` times each (baseline first on odd passes,
 * subject first on even ones); each run answers one figure (a median in ms, or a rate per second).
 * Answers the spread of each side over the passes.
 */
export async function alternate(
  passes: number,
  baseline: () => Promise<number>,
  subject: () => Promise<number>,
): Promise<{ baseline: Spread; subject: Spread }> {
  const a: number[] = [];
  const b: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    if (pass % 2 === 0) {
      a.push(await baseline());
      b.push(await subject());
    } else {
      b.push(await subject());
      a.push(await baseline());
    }
  }
  return { baseline: spread(a), subject: spread(b) };
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;

export const fmtSpread = (s: Spread, unit: (n: number) => string) =>
  `${unit(s.median)} (min ${unit(s.min)}, max ${unit(s.max)})`;

/** The machine's load average, printed beside every comparison. */
export function loadLine() {
  const [one, five] = loadavg();
  return `load average ${one!.toFixed(2)} (1 min), ${five!.toFixed(2)} (5 min)`;
}

export const passes = () => Number(process.env.BENCH_PASSES ?? 5);
