/**
 * Automations on two processes (two connection pools) sharing one PostgreSQL (issue 19): the same
 * events are dispatched by both at once, directly and through two job runners draining together;
 * each (automation, event) gets exactly one log row and exactly one e-mail. PostgreSQL only: PGlite
 * is one connection, so the race cannot show there.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { MovingClock } from '../../server/clock';
import { openDatabase, type Database } from '../../server/db/client';
import { automationContents, automations, contentTemplates } from '../../server/db/schema';
import { DomainEvents } from '../../server/events/domain-events';
import type { MailMessage } from '../../server/mail/mailer';
import { automationDeliveryJob } from '../../server/modules/automations/automation-delivery.job';
import {
  automationDispatchJob,
  dispatchEvent,
} from '../../server/modules/automations/automation-dispatch.job';
import { recordAutomationEvent } from '../../server/modules/automations/automation-events.service';
import { runnerOf } from './job-fixtures';
import { databaseUrlFor } from './pg-admin';

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `dockhand_t_auto2_${process.pid}_${randomBytes(3).toString('hex')}`;
const EVENTS = 30;

describe.skipIf(!adminUrl)('automations on two processes sharing one PostgreSQL', () => {
  let admin: pg.Client;
  let a: Database;
  let b: Database;
  let automationIds: number[] = [];
  const clock = new MovingClock(new Date());
  const mails: { A: MailMessage[]; B: MailMessage[] } = { A: [], B: [] };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplateDb')}`);
    const url = databaseUrlFor(adminUrl!, dbName);
    a = await openDatabase({ databaseUrl: url, poolMax: 4 });
    b = await openDatabase({ databaseUrl: url, poolMax: 4 });
    await a.db.update(automations).set({ enabled: false });
    const [tpl] = await a.db
      .insert(contentTemplates)
      .values({ name: 'Two', subject: 'Ticket {{ subject.ref }}', content: '{{ event.n }}' })
      .returning();
    const rows = await a.db
      .insert(automations)
      .values(
        ['one', 'two'].map((name) => ({
          name,
          onEvent: 'TicketCreated',
          contentTemplateId: tpl!.id,
          fromEvent: false,
          recipients: `${name}@example.com`,
        })),
      )
      .returning();
    automationIds = rows.map((r) => r.id);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it('runs each automation once per event, whichever process dispatches and delivers', async () => {
    const eventIds: number[] = [];
    for (let n = 0; n < EVENTS; n += 1)
      eventIds.push(
        await a.db.transaction((tx) =>
          recordAutomationEvent(tx, clock, {
            type: 'TicketCreated',
            subject: { type: 'ticket', id: 9000 + n, ref: `#${9000 + n}` },
            payload: { n },
          }),
        ),
      );
    // Both processes dispatch the same events at once, outside the queue too.
    await Promise.all(
      eventIds.flatMap((id) => [
        dispatchEvent({ db: a.db, clock }, id),
        dispatchEvent({ db: b.db, clock }, id),
      ]),
    );
    const deps = (database: Database) => ({ db: database.db, events: new DomainEvents(), clock });
    const jobsOf = (box: MailMessage[]) => [
      automationDispatchJob,
      automationDeliveryJob({ send: async (m) => void box.push(m) }),
    ];
    const ra = runnerOf(deps(a), jobsOf(mails.A), { id: 'A', concurrency: 4 });
    const rb = runnerOf(deps(b), jobsOf(mails.B), { id: 'B', concurrency: 4 });
    await Promise.all([ra.drain(), rb.drain()]);

    const runs = await a.db
      .select()
      .from(automationContents)
      .where(inArray(automationContents.eventId, eventIds));
    expect(runs).toHaveLength(EVENTS * 2);
    expect(new Set(runs.map((r) => `${r.automationId}:${r.eventId}`)).size).toBe(EVENTS * 2);
    expect(runs.every((r) => r.status === 'Sent' && r.attempts === 1)).toBe(true);
    const all = [...mails.A, ...mails.B];
    expect(all).toHaveLength(EVENTS * 2);
    for (const id of automationIds) {
      const [row] = await a.db.select().from(automations).where(eq(automations.id, id));
      expect(all.filter((m) => m.to === row!.recipients)).toHaveLength(EVENTS);
    }
    // Both runners took part.
    expect(mails.A.length + mails.B.length).toBe(EVENTS * 2);
  });
});
