/** `npm run seed`: migrate and seed the demo data set into the configured database. */
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemoData } from './seed';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolMax: config.pgPoolMax,
});
try {
  await database.migrate();
  const seeded = await seedDemoData(database.db);
  console.log(seeded ? 'Demo data seeded.' : 'The database already has users; nothing seeded.');
} finally {
  await database.close();
}
