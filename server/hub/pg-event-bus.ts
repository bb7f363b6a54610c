/**
 * The hub bus on PostgreSQL: NOTIFY on one channel through the pool, LISTEN on a dedicated client
 * (a pooled connection would be handed to other queries and miss notifications). The listener
 * reconnects with a growing pause when its connection drops; what was notified meanwhile is lost,
 * which costs an open list one live refresh, never data. A payload is small JSON stamped with the
 * sending process, which ignores its own; one too large for NOTIFY (about 8 kB) travels as a row of
 * hub_messages and the notification carries its id.
 */
import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/client';
import { hubMessages } from '../db/schema';
import type { BusLogger, HubBus, HubBusMessage } from './hub-bus.types';

export const HUB_CHANNEL = 'dockhand_hub';
/** PostgreSQL refuses payloads of 8000 bytes or more; leave room for the envelope. */
const MAX_NOTIFY_BYTES = 7000;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;
const OVERSIZED_KEEP_MS = 60_000;

interface Envelope {
  /** The sending process. */
  o: string;
  m?: HubBusMessage;
  /** The hub_messages row holding an oversized message. */
  ref?: number;
}

export class PgEventBus implements HubBus {
  readonly origin = randomUUID();
  private readonly listeners = new Set<(message: HubBusMessage) => void>();
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelay = RETRY_MIN_MS;
  private lastCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly newClient: () => pg.Client,
    private readonly log: BusLogger,
  ) {}

  /** Starts listening; a failure is logged and retried in the background, never thrown. */
  async start(): Promise<void> {
    await this.connect().catch(() => undefined);
  }

  /** Whether the listening connection is up (tests, health). */
  get listening(): boolean {
    return this.client !== null;
  }

  publish(message: HubBusMessage): void {
    if (this.closed) return;
    this.send(message).catch((err: unknown) => this.log.error({ err }, 'hub message could not be published'));
  }

  subscribe(listener: (message: HubBusMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async send(message: HubBusMessage): Promise<void> {
    const payload = JSON.stringify({ o: this.origin, m: message } satisfies Envelope);
    if (Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES) return this.notify(payload);
    const [row] = await this.db
      .insert(hubMessages)
      .values({ payload: message })
      .returning({ id: hubMessages.id });
    await this.notify(JSON.stringify({ o: this.origin, ref: row!.id } satisfies Envelope));
    await this.removeOldOversized();
  }

  private async notify(payload: string) {
    await this.db.execute(sql`select pg_notify(${HUB_CHANNEL}, ${payload})`);
  }

  private async removeOldOversized() {
    const now = Date.now();
    if (now - this.lastCleanup < OVERSIZED_KEEP_MS) return;
    this.lastCleanup = now;
    await this.db.delete(hubMessages).where(lt(hubMessages.createdAt, new Date(now - OVERSIZED_KEEP_MS)));
  }

  private async receive(payload: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === this.origin) return;
    let message = envelope.m;
    if (envelope.ref !== undefined) {
      const [row] = await this.db
        .select({ payload: hubMessages.payload })
        .from(hubMessages)
        .where(eq(hubMessages.id, envelope.ref));
      message = row?.payload as HubBusMessage | undefined;
    }
    if (!message) return;
    for (const listener of this.listeners) {
      try {
        listener(message);
      } catch (err) {
        this.log.error({ err }, 'hub message handler failed');
      }
    }
  }

  private async connect(): Promise<void> {
    const client = this.newClient();
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.log.warn({ err: err?.message }, 'hub listener connection lost; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (n) => {
      if (n.channel === HUB_CHANNEL && n.payload)
        this.receive(n.payload).catch((err: unknown) =>
          this.log.error({ err }, 'hub message could not be read'),
        );
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${HUB_CHANNEL}`);
    } catch (err) {
      onLost(err as Error);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryDelay = RETRY_MIN_MS;
  }

  private scheduleReconnect() {
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      // A failed attempt reports itself through onLost, which schedules the next one.
      this.connect().catch(() => undefined);
    }, this.retryDelay);
    this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
  }
}
