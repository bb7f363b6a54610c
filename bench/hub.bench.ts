/**
 * Issue 6's live hub benchmark on PostgreSQL: one server process with 2,000 connected clients
 * (BENCH_HUB_CLIENTS; raw WebSockets speaking the SignalR JSON protocol, in a process of their own),
 * all allowed to see the order. Measured:
 * - latency: from an order change (its row written and committed, then OrderUpdated published after
 *   the commit, as the orders service does) to the last client receiving OrderUpdated, median and
 *   p95 over BENCH_HUB_CHANGES changes made one after another;
 * - messages per second: a burst of changes published back to back, until every client has all;
 * each against a baseline measured in the same run: a bare `ws` server broadcasting the same record
 * to the same number of plain sockets (no negotiate, no audience check, no protocol).
 */
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { WebSocketServer } from 'ws';
import { buildApp } from '../server/app';
import { orders } from '../server/db/schema';
import { DEMO_PASSWORD } from '../server/db/demo-logins';
import { DomainEvents } from '../server/events/domain-events';
import { invocation } from '../server/hub/signalr-protocol';
import type { ClientCommand, ClientReport } from './hub-clients';
import { freshDatabase } from './setup';
import { ms, type Timing } from './stats';

const clientCount = Number(process.env.BENCH_HUB_CLIENTS ?? 2000);
const changes = Number(process.env.BENCH_HUB_CHANGES ?? 50);
const burst = Number(process.env.BENCH_HUB_BURST ?? 50);
const dbName = 'dockhand_bench_hub';

const now = () => performance.timeOrigin + performance.now();

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

/** The client process, and a way to wait for its next report of a kind. */
function startClients() {
  const child = fork(new URL('./hub-clients.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
  });
  interface Waiter {
    test: (r: ClientReport) => boolean;
    resolve: (r: ClientReport) => void;
    reject: (e: Error) => void;
  }
  const waiting: Waiter[] = [];
  child.on('message', (report: ClientReport) => {
    if (report.type === 'failed') {
      for (const w of waiting.splice(0)) w.reject(new Error(`bench clients: ${report.message}`));
      return;
    }
    const i = waiting.findIndex((w) => w.test(report));
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(report);
  });
  const next = <T extends ClientReport>(test: (r: ClientReport) => boolean) =>
    new Promise<T>((resolve, reject) =>
      waiting.push({ test, resolve: resolve as (r: ClientReport) => void, reject }),
    );
  return {
    send: (command: ClientCommand) => child.send(command),
    connected: () => next<Extract<ClientReport, { type: 'connected' }>>((r) => r.type === 'connected'),
    round: (round: number) =>
      next<Extract<ClientReport, { type: 'round' }>>((r) => r.type === 'round' && r.round === round),
    closed: () => next((r) => r.type === 'closed'),
    stop: () => child.kill(),
  };
}

interface Target {
  /** Makes change number `round` and answers when it was made (epoch ms). */
  change(round: number): Promise<number>;
  /** Publishes without a write, for the burst. */
  publishOnly(): void;
}

/** Latency over `changes` rounds after `startRound`, then a burst: answers both. */
async function measureDelivery(clients: ReturnType<typeof startClients>, target: Target, startRound: number) {
  const latencies: number[] = [];
  let round = startRound;
  for (let i = 0; i < changes; i++) {
    round++;
    const arrived = clients.round(round);
    const madeAt = await target.change(round);
    latencies.push((await arrived).last - madeAt);
  }
  const lastOfBurst = clients.round(round + burst);
  const start = now();
  for (let i = 0; i < burst; i++) target.publishOnly();
  const { last } = await lastOfBurst;
  return { latency: timing(latencies), perSecond: (burst * clientCount) / ((last - start) / 1000) };
}

export async function runHubBench() {
  console.log(
    `\nLive hub: ${clientCount.toLocaleString('en-US')} clients on one server process (PostgreSQL)`,
  );
  const { database, client } = await freshDatabase(dbName);
  await client.end();
  const events = new DomainEvents();
  const app = await buildApp({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir: '/nonexistent',
      jwtSecret: 'bench-hub-secret-bench-hub-secret-0123456789',
      credentialsKey: Buffer.alloc(32, 7),
      publicUrl: 'http://127.0.0.1',
      distDir: '/nonexistent',
      logLevel: 'silent',
      seedDemo: false,
    },
    database,
    logger: false,
    events,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@dockhand.test', password: DEMO_PASSWORD },
  });
  const token = (login.json() as { jwtToken: string }).jwtToken;
  const [order] = await database.db.select().from(orders).limit(1);
  if (!order) throw new Error('the demo data has no order');
  const orderEvent = {
    type: 'OrderUpdated' as const,
    orderId: order.id,
    vendorId: order.vendorId,
    warehouseId: order.warehouseId,
  };

  const clients = startClients();
  const rssBefore = process.memoryUsage().rss;
  clients.send({ cmd: 'connectHub', baseUrl, token, count: clientCount });
  const hubConnected = await clients.connected();
  const rssPerClient = (process.memoryUsage().rss - rssBefore) / clientCount;
  const hub = await measureDelivery(
    clients,
    {
      async change() {
        const madeAt = now();
        await database.db
          .update(orders)
          .set({ modifyDate: sql`now()` })
          .where(eq(orders.id, order.id));
        events.publish(orderEvent);
        return madeAt;
      },
      publishOnly: () => events.publish(orderEvent),
    },
    0,
  );
  clients.send({ cmd: 'close' });
  await clients.closed();

  // Baseline: the same record broadcast by a bare ws server to plain sockets, after the same write.
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise((resolve) => wss.once('listening', resolve));
  const record = invocation('OrderUpdated', [
    { id: order.id, vendorId: order.vendorId, warehouseId: order.warehouseId },
  ]);
  const broadcast = () => wss.clients.forEach((socket) => socket.send(record));
  clients.send({
    cmd: 'connectRaw',
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    count: clientCount,
  });
  const rawConnected = await clients.connected();
  const baseline = await measureDelivery(
    clients,
    {
      async change() {
        const madeAt = now();
        await database.db
          .update(orders)
          .set({ modifyDate: sql`now()` })
          .where(eq(orders.id, order.id));
        broadcast();
        return madeAt;
      },
      publishOnly: broadcast,
    },
    0,
  );
  clients.send({ cmd: 'close' });
  await clients.closed();
  clients.stop();
  wss.close();
  await app.close();
  await database.close();

  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  console.log(
    [
      `  connect ${clientCount} clients:      hub ${ms(hubConnected.ms)} (negotiate + upgrade + handshake), bare ws ${ms(rawConnected.ms)}`,
      `  server memory per connection: ${(rssPerClient / 1024).toFixed(1)} kB`,
      `  change → last client (median): hub ${ms(hub.latency.median)}, baseline ${ms(baseline.latency.median)} (${ratio(hub.latency.median, baseline.latency.median)})`,
      `  change → last client (p95):    hub ${ms(hub.latency.p95)}, baseline ${ms(baseline.latency.p95)} (${ratio(hub.latency.p95, baseline.latency.p95)})`,
      `  messages per second (burst of ${burst}): hub ${Math.round(hub.perSecond).toLocaleString('en-US')}, baseline ${Math.round(baseline.perSecond).toLocaleString('en-US')} (${ratio(hub.perSecond, baseline.perSecond)})`,
    ].join('\n'),
  );
}

await runHubBench();
