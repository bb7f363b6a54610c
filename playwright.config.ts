/**
 * End-to-end: the built app and the real server on a fresh embedded database, driven in Debian's
 * Chromium (Playwright cannot download its own browser here).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// E2E_BASE_URL points the specs at a server that is already running (a developer's own build and
// port, so parallel work does not share one dist folder); otherwise `npm start` is launched here.
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'dockhand-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  // One server on one embedded database: the specs run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI_REPORT_DIR
    ? [['list'], ['json', { outputFile: `${process.env.CI_REPORT_DIR}/playwright.json` }]]
    : [['list']],
  // Generous: CI shares two cores between the server, the build and Chromium.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        // Exactly the README's command, so CI proves it works from a clean clone.
        command: 'npm start',
        url: `${baseURL}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: baseURL,
          LOG_LEVEL: 'warn',
          // Jobs run (generated reports reach Ready), looking at the queue every half second.
          JOB_POLL_MS: '500',
          // Test-only: billing's clock moves forward on POST /api/test/billing-clock (billing-flow.spec.ts).
          DOCKHAND_TEST_CONTROLS: '1',
        },
      },
});
