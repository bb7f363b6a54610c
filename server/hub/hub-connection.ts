/**
 * One live connection: the SignalR JSON protocol (signalr-protocol.ts) over one WebSocket. It waits
 * for the handshake, answers the client's invocations through the hub's handlers (a completion when
 * the client awaits one), pushes the hub's invocations, and closes with an error message the client
 * shows. Anything the protocol does not allow closes the connection with its reason.
 */
import type WebSocket from 'ws';
import type { AuthUser } from '../auth/guard';
import {
  close as closeRecord,
  completion,
  MessageType,
  parseMessage,
  ping,
  ProtocolError,
  readHandshake,
  RECORD_SEPARATOR,
  splitRecords,
  type HubMessage,
} from './signalr-protocol';

/** The client has this long after the upgrade to send its handshake. */
const HANDSHAKE_TIMEOUT_MS = 15_000;
/** A client this far behind on reading is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/**
 * The largest record (one message up to its separator) a client may send: 64 KiB. A frame that
 * never ends its record would otherwise grow the unfinished text without bound; the connection is
 * closed instead. The hub's methods take ids and short texts, far below this.
 */
export const MAX_RECORD_BYTES = 64 * 1024;
/** Invocations a connection may make per second; more are answered with an error, far more close it. */
const MAX_INVOCATIONS_PER_SECOND = 20;
const CLOSE_AT_INVOCATIONS_PER_SECOND = 5 * MAX_INVOCATIONS_PER_SECOND;

export interface ConnectionHost {
  /** Runs a client→server invocation; its value is the completion's result, a throw its error. */
  invoke(connection: HubConnection, target: string, args: unknown[]): Promise<unknown>;
  /** The error message a failed invocation answers (never internals). */
  describeFailure(target: string, error: unknown): string;
  ready(connection: HubConnection): void;
  closed(connection: HubConnection): void;
}

// Characters are at least one byte each, so only a long text needs its bytes counted.
const isOversized = (text: string) =>
  text.length > MAX_RECORD_BYTES ||
  (text.length * 3 > MAX_RECORD_BYTES && Buffer.byteLength(text) > MAX_RECORD_BYTES);

export class HubConnection {
  /** The signed-in user, refreshed while connected (permissions and scope may change). */
  user: AuthUser;
  lastHeardAt = Date.now();
  private handshaken = false;
  private pending = '';
  private isClosed = false;
  /** The current one-second window of invocations: its start and how many it has seen. */
  private invocationWindow = { startedAt: 0, count: 0 };
  private readonly handshakeTimer: NodeJS.Timeout;

  constructor(
    private readonly socket: WebSocket,
    readonly connectionId: string,
    user: AuthUser,
    private readonly host: ConnectionHost,
  ) {
    this.user = user;
    socket.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    socket.on('close', () => this.onClosed());
    socket.on('error', () => this.onClosed());
    this.handshakeTimer = setTimeout(() => this.close('Handshake was canceled.'), HANDSHAKE_TIMEOUT_MS);
    this.handshakeTimer.unref();
  }

  get userId(): string {
    return this.user.id;
  }

  get sessionId(): string {
    return this.user.sessionId;
  }

  /** Handshake done and still open: pushes may be sent. */
  get isReady(): boolean {
    return this.handshaken && !this.isClosed;
  }

  /** Sends an already serialized record (one serialization per event, whatever the audience). */
  sendRecord(record: string): void {
    if (!this.isReady) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close('The connection could not keep up with its messages.', true);
      return;
    }
    this.socket.send(record);
  }

  ping(): void {
    this.sendRecord(ping());
  }

  /** Closes with a Close record the client reports as its error (omitted: a normal close). */
  close(error?: string, allowReconnect = false): void {
    if (this.isClosed) return;
    if (this.handshaken) this.socket.send(closeRecord(error, allowReconnect));
    this.socket.close(1000);
    this.onClosed();
  }

  /** Drops the socket at once (shutdown after close records were sent, or a dead peer). */
  terminate(): void {
    this.socket.terminate();
    this.onClosed();
  }

  private onClosed() {
    if (this.isClosed) return;
    this.isClosed = true;
    clearTimeout(this.handshakeTimer);
    this.host.closed(this);
  }

  private onMessage(data: WebSocket.RawData, isBinary: boolean) {
    if (this.isClosed) return;
    this.lastHeardAt = Date.now();
    if (isBinary) return this.close('Binary messages are not supported; use the JSON protocol.');
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    const text = this.pending + bytes.toString('utf8');
    this.pending = '';
    try {
      if (this.handshaken) this.onRecords(text);
      else this.onHandshake(text);
    } catch (err) {
      this.close(err instanceof ProtocolError ? err.message : 'The message could not be read.');
    }
  }

  private onHandshake(text: string) {
    if (!text.includes(RECORD_SEPARATOR)) {
      if (isOversized(text))
        throw new ProtocolError(`A message is larger than ${MAX_RECORD_BYTES / 1024} KiB.`);
      this.pending = text;
      return;
    }
    const { response, ok, rest } = readHandshake(text);
    this.socket.send(response);
    clearTimeout(this.handshakeTimer);
    if (!ok) {
      this.socket.close(1000);
      this.onClosed();
      return;
    }
    this.handshaken = true;
    this.host.ready(this);
    if (rest) this.onRecords(rest);
  }

  private onRecords(text: string) {
    const { records, rest } = splitRecords(text);
    if (records.some(isOversized) || isOversized(rest)) {
      throw new ProtocolError(`A message is larger than ${MAX_RECORD_BYTES / 1024} KiB.`);
    }
    this.pending = rest;
    for (const record of records) this.onMessageRecord(parseMessage(record));
  }

  /** Counts an invocation in its one-second window: 'ok', 'refuse' (answer an error) or 'close'. */
  private admitInvocation(): 'ok' | 'refuse' | 'close' {
    const now = Date.now();
    if (now - this.invocationWindow.startedAt >= 1000) this.invocationWindow = { startedAt: now, count: 0 };
    const count = ++this.invocationWindow.count;
    if (count > CLOSE_AT_INVOCATIONS_PER_SECOND) return 'close';
    return count > MAX_INVOCATIONS_PER_SECOND ? 'refuse' : 'ok';
  }

  private onMessageRecord(message: HubMessage) {
    switch (message.type) {
      case MessageType.Invocation: {
        const admitted = this.admitInvocation();
        if (admitted === 'close') throw new ProtocolError('Too many calls: the connection was closed.');
        if (admitted === 'refuse') {
          if (message.invocationId !== undefined)
            this.sendRecord(completion(message.invocationId, { error: 'Too many calls: slow down.' }));
          return;
        }
        void this.runInvocation(message.target, message.arguments, message.invocationId);
        return;
      }
      case MessageType.StreamInvocation:
        // Streams are not offered; the client awaits a completion for its invocation id.
        if (typeof message.invocationId === 'string')
          this.sendRecord(completion(message.invocationId, { error: 'Streaming is not supported.' }));
        return;
      case MessageType.Close:
        this.socket.close(1000);
        this.onClosed();
        return;
      default:
        // Pings only prove the client is alive; completions, stream items and cancels have no use here.
        return;
    }
  }

  private async runInvocation(target: string, args: unknown[], invocationId: string | undefined) {
    let outcome: { result: unknown } | { error: string };
    try {
      outcome = { result: (await this.host.invoke(this, target, args)) ?? null };
    } catch (error) {
      outcome = { error: this.host.describeFailure(target, error) };
    }
    // send() (no invocation id) gets no answer, even when it failed.
    if (invocationId !== undefined) this.sendRecord(completion(invocationId, outcome));
  }
}
