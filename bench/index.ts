/** `npm run bench`: the benchmarks, each printing ratios against a baseline measured in the same run. */
await import('./orders-list.bench');
