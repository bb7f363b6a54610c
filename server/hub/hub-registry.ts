/** The live connections of this process, by connection id and by user. */
import type { HubConnection } from './hub-connection';

export class HubRegistry {
  private readonly byId = new Map<string, HubConnection>();
  private readonly byUser = new Map<string, Set<HubConnection>>();

  get size(): number {
    return this.byId.size;
  }

  add(connection: HubConnection): void {
    this.byId.set(connection.connectionId, connection);
    let mine = this.byUser.get(connection.userId);
    if (!mine) this.byUser.set(connection.userId, (mine = new Set()));
    mine.add(connection);
  }

  remove(connection: HubConnection): void {
    if (this.byId.get(connection.connectionId) !== connection) return;
    this.byId.delete(connection.connectionId);
    const mine = this.byUser.get(connection.userId);
    mine?.delete(connection);
    if (mine?.size === 0) this.byUser.delete(connection.userId);
  }

  all(): IterableIterator<HubConnection> {
    return this.byId.values();
  }

  /** A snapshot: closing a connection while iterating must not skip another. */
  ofUser(userId: string): HubConnection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  ofSessions(sessionIds: readonly string[]): HubConnection[] {
    const wanted = new Set(sessionIds);
    return [...this.byId.values()].filter((c) => wanted.has(c.sessionId));
  }

  /** The distinct sessions behind the connections (one query refreshes them all). */
  sessionIds(): string[] {
    return [...new Set([...this.byId.values()].map((c) => c.sessionId))];
  }
}
