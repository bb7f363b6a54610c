/**
 * One factory for the database: the embedded PGlite kept in a data dir (the default), or a
 * PostgreSQL server when a URL is given. Both run the same migrations and the same Drizzle code.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives; it offers the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: a new client of its own, outside the pool (the hub's LISTEN connection). */
  newClient?: () => pg.Client;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The data directory ${dir} is in use by another Dockhand process. ` +
        'Stop that process first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite's files live in `<dataDir>/pglite`. */
  dataDir?: string;
  /** PGlite only: start from a dumped data dir (tests), kept in memory. */
  loadDataDir?: Blob;
  /** Lock the data dir against a second process (off for in-memory test databases). */
  lock?: boolean;
  /** PostgreSQL only: connections of the pool (10 by default). */
  poolMax?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10);
  return openPglite(options);
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client losing its connection (server restart, dropped database) must not crash the
  // process; the pool replaces it and the next query reports any lasting problem.
  pool.on('error', (err) => console.error(`PostgreSQL connection error: ${err.message}`));
  // Surface a wrong URL at start, not at the first request.
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    newClient: () => new pg.Client({ connectionString: url, keepAlive: true }),
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenOptions): Promise<Database> {
  let release: (() => void) | undefined;
  let dataDir: string | undefined;
  if (options.dataDir && !options.loadDataDir) {
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    if (options.lock !== false) {
      const unlock = lockDataDir(options.dataDir);
      if (!unlock) throw new DataDirLockedError(options.dataDir);
      release = unlock;
    }
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    // The default 128MB of shared buffers costs far more memory than a single-user store needs.
    postgresqlconf: ['shared_buffers=16MB'],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: async () => {
      await client.close();
      release?.();
    },
  };
}
