// Prints one closing line per suite ('name: N passed, N failed') from the JSON reports CI asked for.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let failedTotal = 0;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const name = file.replace(/\.json$/, '');
  let passed;
  let failed;
  let skipped;
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed = report.stats.expected;
    failed = report.stats.unexpected + (report.stats.flaky ?? 0);
    skipped = report.stats.skipped;
  } else {
    // Vitest
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    skipped = report.numPendingTests + (report.numTodoTests ?? 0);
  }
  failedTotal += failed;
  console.log(`${name}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}
process.exit(failedTotal > 0 ? 1 : 0);
