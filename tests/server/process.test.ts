/**
 * The server as a process: it starts on a fresh data dir (migrate + seed), a second process on the
 * same dir stops with a clear message, and SIGTERM shuts it down cleanly, releasing the dir.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'dockhand-proc-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForOutput(server: { output: () => string; exited: Promise<number | null> }, text: string) {
  let done = false;
  void server.exited.then(() => (done = true));
  while (!server.output().includes(text)) {
    if (done) throw new Error(`server exited before printing ${text}:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('server process', () => {
  let first: ReturnType<typeof startServer> & { child: ChildProcess };

  it('starts, seeds on first start and prints the URL and demo logins', async () => {
    const port = await freePort();
    first = startServer(port);
    await waitForOutput(first, 'Dockhand is running at');
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(first.output()).toContain('(demo data seeded)');
    expect(first.output()).toMatch(/vendor\s+brand@northwind\.test\s+dockhand-demo/);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
  }, 120_000);

  it('refuses a second process on the same data dir with a clear message', async () => {
    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Dockhand process/);
  }, 60_000);

  it('shuts down cleanly on SIGTERM and releases the data dir', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'dockhand.lock'))).toBe(false);
  }, 60_000);
});
