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

/** Drops and creates `name`, migrates it and seeds the demo data; answers it and a raw client on it. */
export async function freshDatabase(name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: urlFor(name) });
  await database.migrate();
  await seedDemoData(database.db);
  const client = new pg.Client({ connectionString: urlFor(name) });
  await client.connect();
  return { database, client };
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
