/** What the benchmarks share: a fresh PostgreSQL database with the demo data, and the app over it. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../server/app';
import { openDatabase, type Database } from '../server/db/client';
import { DEMO_PASSWORD } from '../server/db/demo-logins';
import { seedDemoData } from '../server/db/seed';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function urlFor(database: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Creates a database named `prefix` plus a suffix unique to this run, migrates it and seeds the demo
 * data; answers it, a raw client on it, its name and `drop()`, which closes both and drops the
 * database (every bench calls it at the end, so runs never leave databases behind).
 */
export async function freshDatabase(prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onAdmin(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: urlFor(name) });
  await database.migrate();
  await seedDemoData(database.db);
  const client = new pg.Client({ connectionString: urlFor(name) });
  await client.connect();
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await client.end().catch(() => undefined);
    await database.close().catch(() => undefined);
    await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { database, client, name, drop };
}

/** The app on the database, and the admin's bearer header. */
export async function benchApp(database: Database) {
  const app = await buildApp({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir: '/nonexistent',
      jwtSecret: randomBytes(32).toString('hex'),
      credentialsKey: randomBytes(32),
      publicUrl: 'http://localhost',
      distDir: '/nonexistent',
      logLevel: 'silent',
      seedDemo: false,
      // The intake benchmark sends far more than a connector's per-minute allowance.
      intakeRateLimit: 10_000_000,
    },
    database,
    logger: false,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@dockhand.test', password: DEMO_PASSWORD },
  });
  return { app, headers: { authorization: `Bearer ${login.json().jwtToken as string}` } };
}
