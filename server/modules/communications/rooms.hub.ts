/**
 * Which connection of this process has which channel open on screen (JoinRoom … LeaveRoom), with the
 * member's name for typing notices. Per process: each process knows its own connections. The hub
 * does not say when a connection drops, so clients repeat JoinRoom while the channel stays open
 * (ROOM_KEEPALIVE_MS) and a view not repeated for ROOM_IDLE_MS lapses (`sweep`).
 */

import { ROOM_KEEPALIVE_MS } from '../../../src/domain/communications';

/** Two keep-alives and a half missed: the view is gone. */
export const ROOM_IDLE_MS = ROOM_KEEPALIVE_MS * 2.5;

interface View {
  userId: string;
  name: string;
  channelId: number;
  touchedAt: number;
}

export interface Viewer {
  userId: string;
  name: string;
  channelId: number;
}

export class Rooms {
  /** connectionId → channelId → view */
  private readonly views = new Map<string, Map<number, View>>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Records (or refreshes) the connection viewing the channel. `again`: this connection had it open
   * already (a keep-alive); `firstView`: the user had no other view of it in this process.
   */
  join(connectionId: string, viewer: Viewer): { again: boolean; firstView: boolean } {
    const mine = this.views.get(connectionId) ?? new Map<number, View>();
    const again = mine.has(viewer.channelId);
    const firstView = !again && !this.isViewing(viewer.userId, viewer.channelId);
    mine.set(viewer.channelId, { ...viewer, touchedAt: this.now() });
    this.views.set(connectionId, mine);
    return { again, firstView };
  }

  /** The view closed; `lastView`: the user has no other view of the channel left (in this process). */
  leave(connectionId: string, channelId: number): (Viewer & { lastView: boolean }) | null {
    const mine = this.views.get(connectionId);
    const view = mine?.get(channelId);
    if (!mine || !view) return null;
    mine.delete(channelId);
    if (mine.size === 0) this.views.delete(connectionId);
    return { ...view, lastView: !this.isViewing(view.userId, channelId) };
  }

  /** The connection's view of the channel, refreshed; null when it has not joined it. */
  viewer(connectionId: string, channelId: number): Viewer | null {
    const view = this.views.get(connectionId)?.get(channelId);
    if (!view) return null;
    view.touchedAt = this.now();
    return view;
  }

  /** Forgets views not repeated in time; answers those whose user now views the channel nowhere. */
  sweep(): Viewer[] {
    const before = this.now() - ROOM_IDLE_MS;
    const lapsed: Viewer[] = [];
    for (const [connectionId, mine] of this.views)
      for (const view of [...mine.values()]) {
        if (view.touchedAt >= before) continue;
        const left = this.leave(connectionId, view.channelId);
        if (left?.lastView) lapsed.push({ userId: left.userId, name: left.name, channelId: left.channelId });
      }
    return lapsed;
  }

  isViewing(userId: string, channelId: number): boolean {
    for (const mine of this.views.values()) if (mine.get(channelId)?.userId === userId) return true;
    return false;
  }
}
