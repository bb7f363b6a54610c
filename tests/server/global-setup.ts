/**
 * Builds one migrated, seeded database template per run; every test file then opens its own copy.
 * PGlite: a dumped data dir in a temp file. PostgreSQL (TEST_DATABASE_URL): a template database that
 * each file clones with CREATE DATABASE … TEMPLATE, dropped again at the end.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { databaseUrlFor } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const templateDb = `dockhand_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateDb}`);
    await admin.query(`CREATE DATABASE ${templateDb}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, templateDb) });
    await database.migrate();
    await seedDemoData(database.db);
    await database.close();
    project.provide('pgTemplateDb', templateDb);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`);
      await admin.end();
    };
  }

  const database = await openDatabase({});
  await database.migrate();
  await seedDemoData(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = join(tmpdir(), `dockhand-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplateDb', '');
}
