/**
 * The hub benchmark's clients, in a process of their own (so they do not share the server's event
 * loop): many raw WebSockets, either speaking the SignalR JSON protocol to the hub (negotiate with a
 * bearer header, handshake, pings) or plain sockets of the baseline broadcast server. Each counts
 * the messages it receives; when every client has received its r-th message, round r is reported
 * with the arrival time of the last one (epoch ms, high resolution, comparable across processes).
 * Driven over IPC by hub.bench.ts.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const RS = '\u001e';
const PING_EVERY_MS = 10_000;

export type ClientCommand =
  | { cmd: 'connectHub'; baseUrl: string; token: string; count: number }
  | { cmd: 'connectRaw'; url: string; count: number }
  | { cmd: 'close' };

export type ClientReport =
  | { type: 'connected'; count: number; ms: number }
  | { type: 'round'; round: number; last: number }
  | { type: 'closed' }
  | { type: 'failed'; message: string };

const now = () => performance.timeOrigin + performance.now();
const report = (message: ClientReport) => process.send!(message);

let sockets: WebSocket[] = [];
let received: number[] = [];
/** How many clients have received at least r messages, per round r. */
let reached: number[] = [];
let pinger: NodeJS.Timeout | undefined;
let closing = false;

/** A client lost midway would leave its rounds incomplete for ever: say so instead. */
function watchClose(socket: WebSocket) {
  socket.on('close', (code) => {
    if (!closing) report({ type: 'failed', message: `a client was disconnected (${code})` });
  });
}

function counted(index: number) {
  const round = ++received[index]!;
  reached[round] = (reached[round] ?? 0) + 1;
  if (reached[round] === sockets.length) report({ type: 'round', round, last: now() });
}

async function connectHub(baseUrl: string, token: string, index: number): Promise<WebSocket> {
  const headers = { authorization: `Bearer ${token}` };
  const res = await fetch(`${baseUrl}/notifications/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers,
  });
  if (res.status !== 200) throw new Error(`negotiate answered ${res.status}`);
  const { connectionToken } = (await res.json()) as { connectionToken: string };
  const url = `${baseUrl.replace(/^http/, 'ws')}/notifications?id=${encodeURIComponent(connectionToken)}`;
  const socket = new WebSocket(url, { headers, perMessageDeflate: false });
  watchClose(socket);
  return new Promise((resolve, reject) => {
    let handshaken = false;
    socket.on('error', reject);
    socket.on('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
    socket.on('message', (data) => {
      for (const record of data.toString().split(RS)) {
        if (!record) continue;
        if (!handshaken) {
          handshaken = true;
          resolve(socket);
          continue;
        }
        const message = JSON.parse(record) as { type: number; target?: string };
        if (message.type === 1 && message.target === 'OrderUpdated') counted(index);
      }
    });
  });
}

function connectRaw(url: string, index: number): Promise<WebSocket> {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  watchClose(socket);
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('open', () => resolve(socket));
    socket.on('message', (data) => {
      // The same reading work as a hub client: one JSON record per message.
      const message = JSON.parse(data.toString().split(RS)[0]!) as { target?: string };
      if (message.target === 'OrderUpdated') counted(index);
    });
  });
}

/** Opens `count` sockets, 50 at a time (a burst of 2,000 upgrades at once only measures the backlog). */
async function openAll(count: number, open: (index: number) => Promise<WebSocket>) {
  const start = now();
  closing = false;
  sockets = new Array<WebSocket>(count);
  received = new Array<number>(count).fill(0);
  reached = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < count) {
        const index = next++;
        sockets[index] = await open(index);
      }
    }),
  );
  report({ type: 'connected', count, ms: now() - start });
}

async function closeAll() {
  closing = true;
  clearInterval(pinger);
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) =>
          s.readyState === WebSocket.CLOSED ? resolve() : (s.once('close', () => resolve()), s.close()),
        ),
    ),
  );
  sockets = [];
  report({ type: 'closed' });
}

// The benchmark ended (or died): nothing left to measure.
process.on('disconnect', () => process.exit(0));

process.on('message', (command: ClientCommand) => {
  const run = async () => {
    if (command.cmd === 'connectHub') {
      // The hub drops a client silent for 30 s (the stock client pings every 15 s); connecting
      // thousands can take longer than that, so the pings start with the first socket.
      pinger = setInterval(
        () => sockets.forEach((s) => s?.readyState === WebSocket.OPEN && s.send(`{"type":6}${RS}`)),
        PING_EVERY_MS,
      );
      await openAll(command.count, (i) => connectHub(command.baseUrl, command.token, i));
    } else if (command.cmd === 'connectRaw') {
      await openAll(command.count, (i) => connectRaw(command.url, i));
    } else {
      await closeAll();
    }
  };
  run().catch((err: unknown) =>
    report({ type: 'failed', message: err instanceof Error ? err.message : String(err) }),
  );
});
