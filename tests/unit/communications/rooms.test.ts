/** The hub's record of who has which channel open (server/modules/communications/rooms.ts). */
import { describe, expect, it } from 'vitest';
import { ROOM_IDLE_MS, Rooms } from '../../../server/modules/communications/rooms.hub';

describe('rooms', () => {
  it('tell a first view, a repeated join, and the last view closing', () => {
    const rooms = new Rooms(() => 0);
    const walt = { userId: 'w', name: 'Walt Hughes', channelId: 7 };
    expect(rooms.join('c1', walt)).toEqual({ again: false, firstView: true });
    expect(rooms.join('c1', walt)).toEqual({ again: true, firstView: false });
    // A second tab of the same person.
    expect(rooms.join('c2', walt)).toEqual({ again: false, firstView: false });
    expect(rooms.viewer('c2', 7)).toMatchObject({ name: 'Walt Hughes' });
    expect(rooms.viewer('c2', 8)).toBeNull();
    expect(rooms.leave('c1', 7)).toMatchObject({ userId: 'w', lastView: false });
    expect(rooms.leave('c2', 7)).toMatchObject({ userId: 'w', lastView: true });
    expect(rooms.leave('c2', 7)).toBeNull();
  });

  it('let a view lapse when its connection stops repeating JoinRoom', () => {
    let now = 0;
    const rooms = new Rooms(() => now);
    rooms.join('silent', { userId: 'w', name: 'Walt Hughes', channelId: 7 });
    rooms.join('alive', { userId: 'm', name: 'Maria Lopez', channelId: 7 });
    now = ROOM_IDLE_MS - 1;
    rooms.join('alive', { userId: 'm', name: 'Maria Lopez', channelId: 7 });
    expect(rooms.sweep()).toEqual([]);
    now = ROOM_IDLE_MS + 1;
    expect(rooms.sweep()).toEqual([{ userId: 'w', name: 'Walt Hughes', channelId: 7 }]);
    expect(rooms.isViewing('w', 7)).toBe(false);
    expect(rooms.isViewing('m', 7)).toBe(true);
  });
});
