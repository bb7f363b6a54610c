/**
 * The SPA's side of the live hub (/notifications): the stock @microsoft/signalr client, one connection
 * at a time, without its automatic reconnect (the hub machine owns retries and the site up/down
 * signals). Subscriptions outlive connections: a screen subscribes once and hears every connection
 * that follows. The access token never goes into the WebSocket URL: accessTokenFactory answers a
 * fresh single-use ticket each time the client asks (negotiate, then the socket).
 */
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';

const HUB_URL = '/notifications';

/** Spec §7: the server → client methods, listened to on every connection (so none is ever "unknown"). */
const HUB_EVENTS = [
  'Notify',
  'OrderUpdated',
  'StorefrontProductUpdated',
  'WarehouseProductUpdated',
  'WmsProductUpdated',
  // Beyond spec §7's names: manual and bulk shipments (issue 14).
  'ManualShipmentUpdated',
  // Work orders (issue 15).
  'WorkOrderUpdated',
  // Generated reports: status, progress and rows so far (issue 17).
  'GeneratedReportUpdated',
  // A vendor's charges changed (issue 18).
  'BillingEntriesUpdated',
  'Communications.Channel.JoinedtoRoom',
  'Communications.Channel.UserTyped',
  'Communications.ChannelMemberUpdate',
  'Communications.UnreadCountUpdate',
  'Communications.ChannelNewMessage',
] as const;

export type HubHandler = (...args: unknown[]) => void;

export interface HubClient {
  /** Opens a new connection (dropping any previous one); rejects when it cannot start. Aborting stops it. */
  connect(signal?: AbortSignal): Promise<void>;
  /** Closes the connection on purpose (logout); onClose listeners are not told. */
  disconnect(): Promise<void>;
  /** The open connection closed by itself (server restart, network, a close with an error). */
  onClose(listener: (error?: Error) => void): () => void;
  on(method: string, handler: HubHandler): () => void;
  /** A client → server call answered by a completion; rejects when not connected. */
  invoke(method: string, ...args: unknown[]): Promise<unknown>;
  /** Hands an event to the subscribers as the server would (tests, the QA viewer). */
  dispatch(method: string, args: unknown[]): void;
}

export type ConnectionLike = Pick<HubConnection, 'start' | 'stop' | 'on' | 'onclose' | 'invoke' | 'state'>;

export interface HubClientOptions {
  /** A fresh hub ticket (POST /api/hub/ticket) for the signed-in user. */
  fetchTicket: () => Promise<string>;
  url?: string;
  /** Builds a connection; tests pass a fake. */
  build?: (url: string, accessTokenFactory: () => Promise<string>) => ConnectionLike;
}

const buildSignalR = (url: string, accessTokenFactory: () => Promise<string>) =>
  new HubConnectionBuilder()
    .withUrl(url, { accessTokenFactory, transport: HttpTransportType.WebSockets })
    // Failures reach the hub machine (and the QA viewer); the console stays quiet during retries.
    .configureLogging(LogLevel.None)
    .build();

export function createHubClient(options: HubClientOptions): HubClient {
  const url = options.url ?? HUB_URL;
  const build = options.build ?? buildSignalR;
  const handlers = new Map<string, Set<HubHandler>>();
  const closeListeners = new Set<(error?: Error) => void>();
  let current: ConnectionLike | null = null;

  function dispatch(method: string, args: unknown[]) {
    for (const handler of [...(handlers.get(method) ?? [])]) {
      try {
        handler(...args);
      } catch (error) {
        // One screen's broken handler must not keep the event from the others.
        console.error(`The handler of ${method} failed`, error);
      }
    }
  }
  const listenTo = (connection: ConnectionLike, method: string) =>
    connection.on(method, (...args: unknown[]) => dispatch(method, args));

  return {
    async connect(signal) {
      const previous = current;
      const connection = build(url, options.fetchTicket);
      current = connection;
      if (previous) void previous.stop();
      for (const method of new Set<string>([...HUB_EVENTS, ...handlers.keys()])) listenTo(connection, method);
      connection.onclose((error) => {
        if (current !== connection) return;
        current = null;
        for (const listener of [...closeListeners]) listener(error);
      });
      const abort = () => {
        if (current === connection) current = null;
        void connection.stop();
      };
      signal?.addEventListener('abort', abort, { once: true });
      try {
        await connection.start();
      } catch (error) {
        if (current === connection) current = null;
        throw error;
      } finally {
        signal?.removeEventListener('abort', abort);
      }
    },
    async disconnect() {
      const connection = current;
      current = null;
      await connection?.stop();
    },
    onClose(listener) {
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },
    on(method, handler) {
      const known = handlers.get(method);
      const set = known ?? new Set<HubHandler>();
      if (!known) {
        handlers.set(method, set);
        if (current && !(HUB_EVENTS as readonly string[]).includes(method)) listenTo(current, method);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    invoke(method, ...args) {
      if (!current || current.state !== HubConnectionState.Connected)
        return Promise.reject(new Error('The live connection is not open.'));
      return current.invoke(method, ...args);
    },
    dispatch,
  };
}
