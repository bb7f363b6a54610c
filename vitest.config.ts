import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) } },
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    // CI asks for a JSON report beside the console output, for its closing summary lines.
    ...(process.env.CI_REPORT_DIR
      ? {
          reporters: ['default', 'json'],
          outputFile: {
            json: `${process.env.CI_REPORT_DIR}/${process.env.CI_REPORT_NAME ?? 'vitest-pglite'}.json`,
          },
        }
      : {}),
    // Two cores: PGlite per test file is memory-hungry; two workers keep the machine responsive.
    maxWorkers: 2,
  },
});
