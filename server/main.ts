/**
 * `npm start`: open the database (PGlite in ./data unless DATABASE_URL is set), migrate, seed the demo
 * data on first start, serve SPA + API, and shut down cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { DEMO_PASSWORD, demoLogins, extraVendorLogins } from './db/demo-logins';
import { seedDemoData } from './db/seed';

const config = loadConfig();

let database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.pgPoolMax,
  });
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
await database.migrate();
const seeded = config.seedDemo ? await seedDemoData(database.db) : false;

const app = await buildApp({ config, database });
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing running requests');
  try {
    await app.close();
  } finally {
    await database!.close();
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
// Every seeded login, as the README lists them (tests/server/readme-logins.test.ts holds the two together).
const logins = [...demoLogins, ...extraVendorLogins];
const width = Math.max(...logins.map((l) => l.role.length));
const emailWidth = Math.max(...logins.map((l) => l.email.length));
const limitOf = (l: (typeof logins)[number]) =>
  l.vendorCodes
    ? `  (vendor ${l.vendorCodes.join(', ')})`
    : l.warehouseCodes
      ? `  (warehouses ${l.warehouseCodes.join(', ')})`
      : '';
console.log(
  [
    '',
    `  Dockhand is running at ${config.publicUrl}`,
    `  Database: ${where}${seeded ? ' (demo data seeded)' : ''}`,
    '',
    '  Demo logins:',
    ...logins.map(
      (l) => `    ${l.role.padEnd(width)}  ${l.email.padEnd(emailWidth)}  ${DEMO_PASSWORD}${limitOf(l)}`,
    ),
    '',
  ].join('\n'),
);
