/**
 * `npm run bench`: the benchmarks, each printing ratios against a baseline measured in the same run.
 * BENCH_ONLY=orders or BENCH_ONLY=stock runs one of them.
 */
const only = process.env.BENCH_ONLY;
if (!only || only === 'orders') await import('./orders-list.bench');
if (!only || only === 'stock') await import('./stock.bench');
