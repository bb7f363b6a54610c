/**
 * `npm run bench`: the benchmarks, each printing ratios against a baseline measured in the same run.
 * BENCH_ONLY=orders, intake, stock, hub, reports or billing runs one of them.
 */
const only = process.env.BENCH_ONLY;
if (!only || only === 'orders') await import('./orders-list.bench');
if (!only || only === 'intake') await import('./intake.bench');
if (!only || only === 'stock') await import('./stock.bench');
if (!only || only === 'hub') await import('./hub.bench');
if (!only || only === 'reports') await import('./reports.bench');
if (!only || only === 'billing') await import('./billing.bench');
export {};
