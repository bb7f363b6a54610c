/** The embedded database's data dir is locked: a second process on it stops with a clear message. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, openDatabase } from '../../server/db/client';

const dir = mkdtempSync(join(tmpdir(), 'dockhand-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!!process.env.TEST_DATABASE_URL)('PGlite data dir', () => {
  it('refuses a second opener while the first holds it, and reopens after close', async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another Dockhand process/);
    await first.close();

    const again = await openDatabase({ dataDir: dir });
    await again.migrate();
    await again.close();
  }, 180_000);
});
