/**
 * A test file's own app on its own database (a copy of the seeded template), driven over HTTP with
 * `app.inject`. Use `await startTestApp()` in beforeAll and `close()` in afterAll.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import type { Clock } from '../../server/clock';
import type { Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/demo-logins';
import type { DomainEvents } from '../../server/events/domain-events';
import type { Mailer, MailMessage } from '../../server/mail/mailer';
import { databaseUrlFor } from './pg-admin';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** E-mails the app sent, newest last. */
  mails: MailMessage[];
  close(): Promise<void>;
  /** Signs in and answers the login body (jwtToken, refreshToken, user fields). */
  login(email: string, password?: string): Promise<LoginBody>;
  /** A JSON request with an optional bearer token. */
  request(
    method: string,
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
}

export interface LoginBody {
  jwtToken: string;
  refreshToken: string;
  id: string;
  email: string;
  userRoles: string[];
  permissions: string[];
  [key: string]: unknown;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    jwtSecret: randomBytes(32).toString('hex'),
    credentialsKey: randomBytes(32),
    publicUrl: 'http://localhost:3000',
    distDir: '/nonexistent-dist',
    logLevel: 'silent',
    seedDemo: false,
    ...overrides,
  };
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const pgTemplate = inject('pgTemplateDb');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (pgTemplate && adminUrl) {
    const name = `dockhand_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name) });
    return {
      database,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const database = await openDatabase({ loadDataDir: new Blob([dump]) });
  return { database, drop: async () => {} };
}

export interface TestAppOptions {
  /** The app's domain events, so a test can publish or hear them directly. */
  events?: DomainEvents;
  /** The clock the app's services record time by (the system clock when not given). */
  clock?: Clock;
}

export async function startTestApp(
  configOverrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const mails: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m) };
  const app = await buildApp({
    config: testConfig(configOverrides),
    database,
    logger: false,
    mailer,
    events: options.events,
    clock: options.clock,
  });
  await app.ready();

  const request: TestApp['request'] = (method, url, options = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      payload: options.body === undefined ? undefined : (options.body as object),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });

  return {
    app,
    database,
    mails,
    request,
    async login(email, password = DEMO_PASSWORD) {
      const res = await request('POST', '/api/auth/login', { body: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} answered ${res.statusCode}: ${res.body}`);
      return res.json() as LoginBody;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
