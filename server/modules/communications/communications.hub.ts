/**
 * The Communications Center's client → server hub calls (spec §7):
 * - JoinRoom(channelId): a member opens the channel on screen; answers { channelId, lastMessageId }
 *   (the client fetches what it missed after its last id) and sends Communications.Channel.JoinedtoRoom;
 *   repeated every ROOM_KEEPALIVE_MS while the channel stays open (rooms.ts);
 * - LeaveRoom(channelId): the channel is closed on screen;
 * - CommunicationsLastTyped(channelId): tells the other members Communications.Channel.UserTyped;
 * - CommunicationsLastReadPing(channelId, messageId): marks read, the user gets UnreadCountUpdate.
 * A channel the caller may not use answers the completion error 'Channel not found.', as the API's 404.
 */
import { CommsCalls, CommsEvents, markReadSchema, type JoinedRoom } from '../../../src/domain/communications';
import type { AppDeps } from '../../context';
import { badRequest, HttpError, notFound, validateBody } from '../../http/errors';
import { channelAudience, channelForMember, fullName, loadSubject } from './channel-access.policy';
import type { EventLog } from './comms-notifier.events';
import { createCommunications, idOf } from './communications.service';
import { Rooms } from './rooms.hub';

/** One typing notice per person and channel per this long; clients send about every 2 s while typing. */
const TYPED_MIN_INTERVAL_MS = 1000;
/** Who receives typing notices is re-read this often (typing is frequent; membership changes are not). */
const AUDIENCE_TTL_MS = 10_000;

/** The message id of a read ping; a bad one answers its field's message (a completion has no fields). */
async function readPosition(raw: unknown): Promise<number> {
  try {
    return (await validateBody(markReadSchema, { messageId: raw })).messageId;
  } catch (err) {
    const field = err instanceof HttpError ? err.fields?.messageId : undefined;
    throw field ? badRequest(field) : err;
  }
}

const consoleLog: EventLog = { error: (details, message) => console.error(message, details) };

export function registerCommunicationsHub(deps: AppDeps, log: EventLog = consoleLog): Rooms {
  const { hub } = deps;
  const db = deps.database.db;
  const comms = createCommunications(deps, log);
  const rooms = new Rooms();
  const lastTyped = new Map<string, number>();
  const audiences = new Map<number, { ids: string[]; at: number }>();

  const subjectOf = async (userId: string) => {
    const subject = await loadSubject(db, userId);
    if (!subject) throw notFound('Channel');
    return subject;
  };

  async function audienceOf(channelId: number): Promise<string[]> {
    const cached = audiences.get(channelId);
    if (cached && Date.now() - cached.at < AUDIENCE_TTL_MS) return cached.ids;
    const ids = (await channelAudience(db, channelId))?.subjects.map((s) => s.id) ?? [];
    audiences.set(channelId, { ids, at: Date.now() });
    return ids;
  }

  /** Views whose connection went silent: the other members see them leave. */
  const sweep = async () => {
    for (const lapsed of rooms.sweep())
      await comms.notifier.viewingChanged(lapsed.channelId, 'away', { id: lapsed.userId, name: lapsed.name });
  };

  hub.handle(CommsCalls.joinRoom, async (caller, [raw]) => {
    const channelId = idOf(raw);
    const subject = await subjectOf(caller.userId);
    const channel = await channelForMember(db, subject, channelId);
    audiences.delete(channelId);
    const name = fullName(subject);
    const { again, firstView } = rooms.join(caller.connectionId, { userId: subject.id, name, channelId });
    if (!again) {
      const joined: JoinedRoom = {
        channelId,
        connectionId: caller.connectionId,
        lastMessageId: channel.lastMessageId,
      };
      hub.sendToUsers([subject.id], CommsEvents.joinedRoom, [joined]);
    }
    if (firstView) await comms.notifier.viewingChanged(channelId, 'viewing', { id: subject.id, name });
    await sweep();
    return { channelId, lastMessageId: channel.lastMessageId };
  });

  hub.handle(CommsCalls.leaveRoom, async (caller, [raw]) => {
    const channelId = idOf(raw);
    const left = rooms.leave(caller.connectionId, channelId);
    if (left?.lastView)
      await comms.notifier.viewingChanged(channelId, 'away', { id: left.userId, name: left.name });
    await sweep();
    return null;
  });

  hub.handle(CommsCalls.typed, async (caller, [raw]) => {
    const channelId = idOf(raw);
    const viewer = rooms.viewer(caller.connectionId, channelId);
    if (!viewer) throw badRequest('Open the channel (JoinRoom) before typing in it.');
    const key = `${viewer.userId}:${channelId}`;
    const now = Date.now();
    if (now - (lastTyped.get(key) ?? 0) < TYPED_MIN_INTERVAL_MS) return null;
    if (lastTyped.size > 10_000)
      for (const [k, at] of lastTyped) if (now - at > TYPED_MIN_INTERVAL_MS) lastTyped.delete(k);
    lastTyped.set(key, now);
    const recipients = await audienceOf(channelId);
    // Someone removed from the channel since they opened it no longer speaks in it.
    if (!recipients.includes(viewer.userId)) throw notFound('Channel');
    comms.notifier.typed({ channelId, userId: viewer.userId, name: viewer.name }, recipients);
    return null;
  });

  hub.handle(CommsCalls.readPing, async (caller, [rawChannel, rawMessage]) => {
    const channelId = idOf(rawChannel);
    const messageId = await readPosition(rawMessage);
    const subject = await subjectOf(caller.userId);
    return comms.messages.markRead(subject, channelId, messageId);
  });

  return rooms;
}
