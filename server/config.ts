/** Configuration from the environment, with safe defaults for a local run. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CREDENTIALS_KEY_BYTES, parseCredentialsKey } from './integrations/credential-box';
import {
  DEFAULT_EXCEPTION_TICKET_HOURS,
  parseExceptionTicketHours,
  type ExceptionTicketHours,
} from '../src/domain/support/exception-tickets';

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  /**
   * The key sealing stored integration secrets (CREDENTIALS_KEY: 32 bytes, hex or base64); generated
   * once into the data dir when unset. Every process sharing a database needs the same one.
   */
  credentialsKey: Buffer;
  publicUrl: string;
  smtp?: SmtpConfig;
  /** Where the built SPA is served from. */
  distDir: string;
  logLevel: string;
  /** Seed demo data into an empty database on start. */
  seedDemo: boolean;
  /**
   * Minutes between the stock integrity checks of the server process (INTEGRITY_CHECK_MINUTES,
   * 60 by default); 0 or absent: no scheduled check (tests build the app without it).
   */
  integrityCheckMinutes?: number;
  /** Seconds between releases of expired order holds (HOLD_EXPIRY_SECONDS, 60); 0 or absent: never. */
  holdExpirySeconds?: number;
  /**
   * Milliseconds between looks at the job queue and the job schedules (JOB_POLL_MS, 1000); 0 or absent:
   * no timers (tests drive the runner with its tick and drain).
   */
  jobPollMs?: number;
  /** Seconds a running job stays its process's without a heartbeat (JOB_LEASE_SECONDS, 30); absent: 30. */
  jobLeaseSeconds?: number;
  /** Jobs one process runs at once (JOB_CONCURRENCY, 2); 0: this process runs none. Absent: 2. */
  jobConcurrency?: number;
  /** Public order intake calls per storefront API key per minute (INTAKE_RATE_LIMIT); absent: 6000. */
  intakeRateLimit?: number;
  /**
   * The proxies in front of the server whose X-Forwarded-For hops are believed (TRUST_PROXY): a hop
   * count (`1`, or `true` meaning one proxy) or a comma-separated list of proxy addresses/CIDRs.
   * Never "believe every hop": the leftmost address is the client's own claim.
   */
  trustProxy?: number | string[];
  /** NODE_ENV=production: no developers' outbox, warnings meant for operators. */
  production?: boolean;
  /** Connections of the PostgreSQL pool (PG_POOL_MAX); absent: 10. */
  pgPoolMax?: number;
  /**
   * The GS1 company prefix of the SSCCs printed on cartons and pallets (SSCC_COMPANY_PREFIX, 6 to 12
   * digits); absent: GS1's example prefix 0614141 (src/domain/gs1.ts).
   */
  ssccCompanyPrefix?: string;
  /**
   * Hours a problem marker may hold an order before it opens a support ticket
   * (EXCEPTION_TICKET_HOURS="NOT_ENOUGH_INVENTORY=48,MISSING_SKU=4"; defaults in
   * src/domain/support/exception-tickets.ts); absent: none opened.
   */
  exceptionTicketHours?: ExceptionTicketHours;
  /** Minutes between the scheduled syncs of the warehouse system connections (WMS_SYNC_MINUTES, 15); 0 or absent: off. */
  wmsSyncMinutes?: number;
  /**
   * Test-only controls (DOCKHAND_TEST_CONTROLS=1): billing reads a clock that POST
   * /api/test/billing-clock moves forward. Ignored, with a warning, when NODE_ENV=production.
   */
  testControls?: boolean;
}

/**
 * A secret kept in the data dir (mode 0600): the file's text, or `make()` written there the first
 * time, so a restart keeps what the first start generated. Answers the text and where it was read.
 */
function keptInDataDir(dataDir: string, name: string, make: () => string): { text: string; file: string } {
  const file = join(dataDir, name);
  if (existsSync(file)) return { text: readFileSync(file, 'utf8').trim(), file };
  mkdirSync(dataDir, { recursive: true });
  const text = make();
  writeFileSync(file, text, { mode: 0o600 });
  return { text, file };
}

/** The JWT secret from the environment, or one generated once and kept in the data dir. */
function loadJwtSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return fromEnv;
  }
  return keptInDataDir(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')).text;
}

/** CREDENTIALS_KEY, or a key generated once and kept in the data dir, as JWT_SECRET. */
function loadCredentialsKey(dataDir: string, fromEnv?: string): Buffer {
  if (fromEnv?.trim()) return parseCredentialsKey(fromEnv);
  const { text, file } = keptInDataDir(dataDir, 'credentials-key', () =>
    randomBytes(CREDENTIALS_KEY_BYTES).toString('base64'),
  );
  return parseCredentialsKey(text, file);
}

/** A whole number (of minutes, seconds, …), 0 or more, from the environment. */
function wholeOf(name: string, value: string | undefined, fallback: number, unit = 'minutes'): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of ${unit}, 0 or more`);
  return n;
}

/** JOB_LEASE_SECONDS: a lease of no time would hand every running job to another process at once. */
function leaseOf(value: string | undefined): number {
  const seconds = wholeOf('JOB_LEASE_SECONDS', value, 30, 'seconds');
  if (seconds < 1) throw new Error('JOB_LEASE_SECONDS must be a whole number of seconds, 1 or more');
  return seconds;
}

/** TRUST_PROXY: unset/false → none; true → one hop; a number → that many hops; else a list. */
function trustedProxiesOf(value: string | undefined): number | string[] | undefined {
  const v = value?.trim();
  if (!v || v === 'false' || v === '0') return undefined;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** SSCC_COMPANY_PREFIX: a GS1 company prefix is 6 to 12 digits. */
function companyPrefixOf(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (!/^\d{6,12}$/.test(v))
    throw new Error('SSCC_COMPANY_PREFIX must be a GS1 company prefix of 6 to 12 digits');
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port number: ${env.PORT}`);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const smtp: SmtpConfig | undefined = env.SMTP_HOST
    ? {
        host: env.SMTP_HOST,
        port: Number(env.SMTP_PORT ?? 587),
        secure: env.SMTP_SECURE === 'true',
        user: env.SMTP_USER,
        pass: env.SMTP_PASS,
        from: env.SMTP_FROM ?? 'Dockhand <no-reply@dockhand.local>',
      }
    : undefined;
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: loadJwtSecret(dataDir, env.JWT_SECRET),
    credentialsKey: loadCredentialsKey(dataDir, env.CREDENTIALS_KEY),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtp,
    distDir: resolve(env.DIST_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    integrityCheckMinutes: wholeOf('INTEGRITY_CHECK_MINUTES', env.INTEGRITY_CHECK_MINUTES, 60),
    holdExpirySeconds: wholeOf('HOLD_EXPIRY_SECONDS', env.HOLD_EXPIRY_SECONDS, 60, 'seconds'),
    jobPollMs: wholeOf('JOB_POLL_MS', env.JOB_POLL_MS, 1000, 'milliseconds'),
    jobLeaseSeconds: leaseOf(env.JOB_LEASE_SECONDS),
    jobConcurrency: wholeOf('JOB_CONCURRENCY', env.JOB_CONCURRENCY, 2, 'jobs'),
    intakeRateLimit: wholeOf('INTAKE_RATE_LIMIT', env.INTAKE_RATE_LIMIT, 6000, 'calls'),
    trustProxy: trustedProxiesOf(env.TRUST_PROXY),
    production: env.NODE_ENV === 'production',
    pgPoolMax: wholeOf('PG_POOL_MAX', env.PG_POOL_MAX, 10, 'connections'),
    ssccCompanyPrefix: companyPrefixOf(env.SSCC_COMPANY_PREFIX),
    exceptionTicketHours: env.EXCEPTION_TICKET_HOURS?.trim()
      ? parseExceptionTicketHours(env.EXCEPTION_TICKET_HOURS)
      : DEFAULT_EXCEPTION_TICKET_HOURS,
    wmsSyncMinutes: wholeOf('WMS_SYNC_MINUTES', env.WMS_SYNC_MINUTES, 15),
    testControls: env.DOCKHAND_TEST_CONTROLS === '1',
  };
}
