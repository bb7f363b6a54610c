/** Timing helpers for the benchmarks: run a function many times, report median and p95 in ms. */
import { performance } from 'node:perf_hooks';

export interface Timing {
  median: number;
  p95: number;
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
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;
