/**
 * The hub bus on PostgreSQL (LISTEN/NOTIFY): messages reach the other process and not the sender,
 * one too large for a NOTIFY payload travels through hub_messages, and a listener whose connection
 * is killed reconnects and hears what comes after. PostgreSQL only.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import type { HubBusMessage } from '../../server/hub/hub-bus.types';
import { HUB_CHANNEL, PgEventBus } from '../../server/hub/pg-event-bus';
import { waitUntil } from './hub-fixtures';
import { databaseUrlFor } from './pg-admin';

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `dockhand_t_bus_${process.pid}_${randomBytes(3).toString('hex')}`;
const warnings: string[] = [];
const log = { warn: (_: object, msg: string) => void warnings.push(msg), error: () => {} };

describe.skipIf(!adminUrl)('the PostgreSQL hub bus', () => {
  let admin: pg.Client;
  let database: Database;
  let sender: PgEventBus;
  let receiver: PgEventBus;
  const heard: { sender: HubBusMessage[]; receiver: HubBusMessage[] } = { sender: [], receiver: [] };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplateDb')}`);
    database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl!, dbName) });
    sender = new PgEventBus(database.db, database.newClient!, log);
    receiver = new PgEventBus(database.db, database.newClient!, log);
    await sender.start();
    await receiver.start();
    sender.subscribe((m) => heard.sender.push(m));
    receiver.subscribe((m) => heard.receiver.push(m));
  });

  afterAll(async () => {
    await sender?.close();
    await receiver?.close();
    await database?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it('carries a message to the other bus, not back to its sender', async () => {
    const message: HubBusMessage = { kind: 'closeUser', userId: 'u-1', reason: 'test' };
    sender.publish(message);
    await waitUntil(() => heard.receiver.length === 1);
    expect(heard.receiver[0]).toEqual(message);
    expect(heard.sender).toEqual([]);
  });

  it('carries a message larger than a NOTIFY payload through a table row', async () => {
    const text = 'x'.repeat(20_000);
    sender.publish({ kind: 'send', userIds: ['u-2'], method: 'Notify', args: [text] });
    await waitUntil(() => heard.receiver.length === 2);
    expect(heard.receiver[1]).toEqual({ kind: 'send', userIds: ['u-2'], method: 'Notify', args: [text] });
  });

  it('reconnects its listener when the connection is killed', async () => {
    const killed = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query = $2`,
      [dbName, `LISTEN ${HUB_CHANNEL}`],
    );
    expect(killed.rowCount).toBe(2);
    await waitUntil(() => !receiver.listening);
    await waitUntil(() => receiver.listening && sender.listening, 10_000);
    expect(warnings).toContain('hub listener connection lost; reconnecting');
    sender.publish({ kind: 'closeSessions', sessionIds: ['s-1'], reason: 'after reconnect' });
    await waitUntil(() => heard.receiver.length === 3);
    expect(heard.receiver[2]).toMatchObject({ reason: 'after reconnect' });
  });
});
