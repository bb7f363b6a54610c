/** The open channel's state: its detail, the messages held (by id), the outbox, who types and views. */
import type {
  ChannelDetail,
  ChannelMemberUpdate,
  ChannelMessage,
  MessageLink,
  MessagePage,
  UnreadCountUpdate,
  UserTyped,
} from '../../domain/communications';

export interface ChannelInput {
  channelId: number;
  /** The signed-in user: their own messages need no read ping, their typing no notice. */
  userId: string;
}

/** A message on its way: shown at once, sent in order, kept with its error when sending failed. */
export interface OutboxItem {
  clientKey: string;
  body: string;
  mentions: string[];
  links: Pick<MessageLink, 'type' | 'id'>[];
  status: 'queued' | 'failed';
  error: string | null;
}

export interface TypingEntry {
  name: string;
  /** When the notice lapses without a fresh one (ms since the epoch). */
  until: number;
}

export type MemberChange =
  { kind: 'typed'; typing: UserTyped } | { kind: 'updated'; update: ChannelMemberUpdate };

export interface ChannelContext extends ChannelInput {
  channel: ChannelDetail | null;
  /** Oldest first, each id once. */
  messages: ChannelMessage[];
  hasOlder: boolean;
  outbox: OutboxItem[];
  /** The newest message id reported read (pings only go forward). */
  lastReadSent: number;
  lastTypedAt: number;
  /** The outbox item being sent now. */
  sendingKey: string | null;
  isVisible: boolean;
  error: string | null;
  olderError: string | null;
}

export type ChannelEvent =
  | { type: 'message.send'; body: string; mentions: string[]; links: Pick<MessageLink, 'type' | 'id'>[] }
  | { type: 'message.retry'; clientKey: string }
  | { type: 'message.discard'; clientKey: string }
  | { type: 'message.received'; message: ChannelMessage }
  | { type: 'history.loadOlder' }
  | { type: 'hub.reconnected' }
  | { type: 'member.typed'; typing: UserTyped }
  | { type: 'member.updated'; update: ChannelMemberUpdate }
  | { type: 'composer.typed' }
  | { type: 'view.visibility'; visible: boolean }
  | { type: 'load.retry' }
  /** Internal: whether a read ping is due. */
  | { type: 'read.check' }
  /** From the presence machine: the user is no longer a member. */
  | { type: 'presence.removed' };

export interface OpenedChannel {
  channel: ChannelDetail;
  page: MessagePage;
}

export interface PostInput {
  channelId: number;
  item: OutboxItem;
}

export interface ReadPing {
  channelId: number;
  messageId: number;
}

/** What a read ping answers (the hub's completion or the REST call). */
export type ReadAnswer = UnreadCountUpdate;
