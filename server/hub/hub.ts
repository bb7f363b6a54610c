/**
 * The live hub as the rest of the server sees it (`deps.hub`): push an invocation to users, handle a
 * client invocation, close a user's connections. Behind it, this process's connections, the domain
 * events fanned out to the users allowed to see them (hub-audience.ts), and the bus that carries
 * everything to the other processes (event-bus.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { loadAuthUsers } from '../auth/guard';
import type { Db } from '../db/client';
import type { DomainEvent, DomainEvents } from '../events/domain-events';
import { HttpError } from '../http/errors';
import type { HubBus, HubBusMessage } from './hub-bus.types';
import { HubAudience } from './hub-audience';
import type { ConnectionHost, HubConnection } from './hub-connection';
import { HubRegistry } from './hub-registry';
import { invocation } from './signalr-protocol';

export interface HubCaller {
  userId: string;
  connectionId: string;
}

export type HubHandler = (caller: HubCaller, args: unknown[]) => unknown | Promise<unknown>;

export interface Hub {
  /** Sends a server→client invocation to every live connection of these users, in every process. */
  sendToUsers(userIds: readonly string[], method: string, args: unknown[]): void;
  /** Registers the handler of a client→server invocation (JoinRoom, LeaveRoom, CommunicationsLastTyped, CommunicationsLastReadPing, …); its return value is the completion result, a thrown HttpError's message the completion error. */
  handle(method: string, handler: HubHandler): void;
  /** Closes every connection of a user, in every process (logout, disable). */
  closeUser(userId: string, reason: string): void;
  /** Closes the connections of these sign-in sessions, in every process (logout ends one session, not the user's others). */
  closeSessions?(sessionIds: readonly string[], reason: string): void;
  /**
   * Re-reads these users' connections at once, in every process: a revoked or expired session's
   * connection closes, the others take the user's current permissions and scope. Called after any
   * commit that ends sessions (refresh-token reuse, password change or reset) or changes access.
   */
  recheckUsers?(userIds: readonly string[]): void;
}

/** spec: the client drops a connection silent for 30 s, so the server pings every 15 s. */
export const PING_INTERVAL_MS = 15_000;
/** The client pings every 15 s too; one silent for longer than this is gone. */
export const CLIENT_TIMEOUT_MS = 30_000;
/** Permissions, scope and the session's life are read again this often for every connection. */
const IDENTITY_REFRESH_MS = 30_000;

export interface HubServiceDeps {
  db: Db;
  events: DomainEvents;
  bus: HubBus;
  log: FastifyBaseLogger;
}

export class HubService implements Hub, ConnectionHost {
  readonly registry = new HubRegistry();
  private readonly handlers = new Map<string, HubHandler>();
  private readonly audience: HubAudience;
  private readonly stops: (() => void)[] = [];
  private stopped = false;

  constructor(private readonly deps: HubServiceDeps) {
    this.audience = new HubAudience(deps.db);
  }

  /** Subscribes to the domain events and the bus and starts the timers. */
  start(): void {
    const { events, bus } = this.deps;
    this.stops.push(events.subscribe((event) => this.deliverEvent(event)));
    this.stops.push(events.forwardTo((event) => bus.publish({ kind: 'event', event })));
    this.stops.push(bus.subscribe((message) => this.fromOtherProcess(message)));
    const ping = setInterval(() => this.pingAll(), PING_INTERVAL_MS);
    const refresh = setInterval(() => void this.refreshIdentities(), IDENTITY_REFRESH_MS);
    ping.unref();
    refresh.unref();
    this.stops.push(
      () => clearInterval(ping),
      () => clearInterval(refresh),
    );
  }

  /** Stops the timers and subscriptions and closes every connection (the client may reconnect elsewhere). */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const stop of this.stops.splice(0)) stop();
    for (const connection of [...this.registry.all()]) connection.close('Server is shutting down.', true);
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  sendToUsers(userIds: readonly string[], method: string, args: unknown[]): void {
    this.deliverToUsers(userIds, method, args);
    this.deps.bus.publish({ kind: 'send', userIds: [...userIds], method, args });
  }

  handle(method: string, handler: HubHandler): void {
    if (this.handlers.has(method)) throw new Error(`The hub method ${method} already has a handler.`);
    this.handlers.set(method, handler);
  }

  closeUser(userId: string, reason: string): void {
    for (const connection of this.registry.ofUser(userId)) connection.close(reason);
    this.deps.bus.publish({ kind: 'closeUser', userId, reason });
  }

  closeSessions(sessionIds: readonly string[], reason: string): void {
    if (sessionIds.length === 0) return;
    for (const connection of this.registry.ofSessions(sessionIds)) connection.close(reason);
    this.deps.bus.publish({ kind: 'closeSessions', sessionIds: [...sessionIds], reason });
  }

  recheckUsers(userIds: readonly string[]): void {
    if (userIds.length === 0) return;
    void this.recheck(userIds);
    this.deps.bus.publish({ kind: 'recheckUsers', userIds: [...userIds] });
  }

  // ConnectionHost: a connection joins the audience once its handshake is done.
  ready(connection: HubConnection): void {
    if (this.stopped) return connection.close('Server is shutting down.', true);
    this.registry.add(connection);
  }

  closed(connection: HubConnection): void {
    this.registry.remove(connection);
  }

  async invoke(connection: HubConnection, target: string, args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(target);
    if (!handler) throw new UnknownHubMethodError(target);
    return handler({ userId: connection.userId, connectionId: connection.connectionId }, args);
  }

  describeFailure(target: string, error: unknown): string {
    if (error instanceof UnknownHubMethodError || error instanceof HttpError) return error.message;
    this.deps.log.error({ err: error, method: target }, 'hub method failed');
    return `An unexpected error occurred invoking '${target}' on the server.`;
  }

  private deliverToUsers(userIds: readonly string[], method: string, args: unknown[]) {
    const record = invocation(method, args);
    for (const userId of new Set(userIds))
      for (const connection of this.registry.ofUser(userId)) connection.sendRecord(record);
  }

  private deliverEvent(event: DomainEvent) {
    if (this.registry.size === 0) return;
    this.audience.deliveryOf(event).then(
      (delivery) => {
        if (!delivery) return;
        const record = invocation(delivery.method, delivery.args);
        for (const connection of this.registry.all())
          if (delivery.mayReceive(connection.user)) connection.sendRecord(record);
      },
      (err: unknown) => this.deps.log.error({ err, event: event.type }, 'hub event could not be delivered'),
    );
  }

  private fromOtherProcess(message: HubBusMessage) {
    switch (message.kind) {
      case 'event':
        return this.deps.events.receive(message.event);
      case 'send':
        return this.deliverToUsers(message.userIds, message.method, message.args);
      case 'closeUser':
        for (const connection of this.registry.ofUser(message.userId)) connection.close(message.reason);
        return;
      case 'closeSessions':
        for (const connection of this.registry.ofSessions(message.sessionIds))
          connection.close(message.reason);
        return;
      case 'recheckUsers':
        void this.recheck(message.userIds);
        return;
    }
  }

  private pingAll() {
    const silentSince = Date.now() - CLIENT_TIMEOUT_MS;
    for (const connection of [...this.registry.all()]) {
      if (connection.lastHeardAt < silentSince)
        connection.close('Server timeout elapsed without receiving a message from the client.');
      else connection.ping();
    }
  }

  /** Re-reads every connected session: revoked or expired ones close, the others get fresh permissions. */
  async refreshIdentities(): Promise<void> {
    await this.recheckConnections([...this.registry.all()]);
  }

  private recheck(userIds: readonly string[]): Promise<void> {
    return this.recheckConnections(userIds.flatMap((id) => [...this.registry.ofUser(id)]));
  }

  private async recheckConnections(connections: HubConnection[]): Promise<void> {
    if (connections.length === 0) return;
    try {
      const live = await loadAuthUsers(this.deps.db, [...new Set(connections.map((c) => c.sessionId))]);
      for (const connection of connections) {
        const user = live.get(connection.sessionId);
        if (user) connection.user = user;
        else connection.close('Your session has ended. Sign in again.');
      }
    } catch (err) {
      this.deps.log.warn({ err }, 'hub connections could not be re-checked');
    }
  }
}

class UnknownHubMethodError extends Error {
  constructor(method: string) {
    super(`Unknown hub method '${method}'`);
    this.name = 'UnknownHubMethodError';
  }
}
