/**
 * The Communications Center's shared vocabulary: channel kinds, the shapes the API answers, the live
 * hub's method names and payloads (spec §7), the limits, and the yup schemas of every input. Pure:
 * shared by the server (which validates) and the SPA (which shows the same messages).
 */
import * as yup from 'yup';
import { UUID_PATTERN } from './ids';
import { requiredText } from './resources/fields';

export const channelKinds = ['direct', 'group', 'purchase_order', 'ticket'] as const;
export type ChannelKind = (typeof channelKinds)[number];

export const PO_CHANNEL_PERMISSION = 'warehouses.po.internalChannel';

export const MESSAGE_MAX_LENGTH = 4000;
export const CHANNEL_NAME_MAX_LENGTH = 80;
export const GROUP_MAX_MEMBERS = 200;
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 200;
export const MESSAGE_LINKS_MAX = 10;
/** An open channel repeats JoinRoom this often, so the server can tell a view that silently ended. */
export const ROOM_KEEPALIVE_MS = 60_000;

/** Documents a message can link to, with the screen that shows each. */
export const messageLinkTypes = ['purchase_order', 'ticket', 'order'] as const;
export type MessageLinkType = (typeof messageLinkTypes)[number];

export interface MessageLink {
  type: MessageLinkType;
  id: number;
  label: string;
}

export const linkPath = (link: Pick<MessageLink, 'type' | 'id'>): string =>
  link.type === 'purchase_order'
    ? `/warehouses/purchaseOrders/view/${link.id}`
    : link.type === 'ticket'
      ? `/support/tickets/view/${link.id}`
      : `/orders/details/${link.id}`;

/** The document links in a text: app URLs or paths of a purchase order, ticket or order. */
export function linksInText(text: string): { type: MessageLinkType; id: number }[] {
  const patterns: [MessageLinkType, RegExp][] = [
    ['purchase_order', /\/warehouses\/purchaseOrders\/view\/(\d{1,9})\b/g],
    ['ticket', /\/support\/tickets\/view\/(\d{1,9})\b/g],
    ['order', /\/orders\/details\/(\d{1,9})\b/g],
  ];
  const found = new Map<string, { type: MessageLinkType; id: number }>();
  for (const [type, pattern] of patterns)
    for (const match of text.matchAll(pattern))
      found.set(`${type}:${match[1]}`, { type, id: Number(match[1]) });
  return [...found.values()].slice(0, MESSAGE_LINKS_MAX);
}

export interface ChannelMessage {
  id: number;
  channelId: number;
  authorId: string | null;
  authorName: string;
  body: string;
  mentions: string[];
  links: MessageLink[];
  clientKey: string | null;
  createdAt: string;
}

export interface ChannelMember {
  userId: string;
  name: string;
  email: string;
  joinedAt: string;
  lastReadMessageId: number;
}

export interface ChannelSummary {
  id: number;
  kind: ChannelKind;
  /** What the list shows: the group's name, the other person, or the document. */
  name: string;
  isOpen: boolean;
  purchaseOrderId: number | null;
  ticketId: number | null;
  /** The other person of a direct channel. */
  peerId: string | null;
  memberCount: number;
  unread: number;
  lastReadMessageId: number;
  lastMessage: Pick<ChannelMessage, 'id' | 'authorName' | 'body' | 'createdAt'> | null;
  updatedAt: string;
}

export interface ChannelDetail extends ChannelSummary {
  members: ChannelMember[];
  /** The document the channel belongs to, for its header link. */
  document: MessageLink | null;
}

export interface ChannelList {
  items: ChannelSummary[];
  totalUnread: number;
}

export interface MessagePage {
  items: ChannelMessage[];
  /** More messages exist beyond this page in the direction asked (older for before, newer for after). */
  hasMore: boolean;
}

export interface UnreadCounts {
  total: number;
  channels: { channelId: number; unread: number }[];
}

export interface Person {
  id: string;
  name: string;
  email: string;
}

/** Spec §7: the hub's server → client events and client → server calls of the Communications Center. */
export const CommsEvents = {
  newMessage: 'Communications.ChannelNewMessage',
  unreadCount: 'Communications.UnreadCountUpdate',
  joinedRoom: 'Communications.Channel.JoinedtoRoom',
  userTyped: 'Communications.Channel.UserTyped',
  memberUpdate: 'Communications.ChannelMemberUpdate',
} as const;

export const CommsCalls = {
  joinRoom: 'JoinRoom',
  leaveRoom: 'LeaveRoom',
  typed: 'CommunicationsLastTyped',
  readPing: 'CommunicationsLastReadPing',
} as const;

export interface UnreadCountUpdate {
  channelId: number;
  unread: number;
  total: number;
}

export interface UserTyped {
  channelId: number;
  userId: string;
  name: string;
}

/**
 * A change among a channel's members: someone joined, left or was added (with the new member list),
 * or opened or closed the channel on screen (viewing / away).
 */
export interface ChannelMemberUpdate {
  channelId: number;
  change: 'joined' | 'left' | 'added' | 'viewing' | 'away';
  userId: string;
  name: string;
  members?: ChannelMember[];
}

export interface JoinedRoom {
  channelId: number;
  connectionId: string;
  lastMessageId: number;
}

/** The link Notify carries for a mention: the channel, opened. */
export const channelPath = (channelId: number) => `/communications/${channelId}`;

// ——— Inputs ———

const userId = (label: string) =>
  yup.string().typeError(`${label} must be a user id`).matches(UUID_PATTERN, `${label} must be a user id`);

const userIds = (label: string, max: number) =>
  yup
    .array()
    .typeError(`${label} must be a list of users`)
    .of(userId(label).required(`${label} must be a list of users`))
    .max(max, `${label} may hold at most ${max} users`)
    .default(() => []);

export const directChannelSchema = yup.object({
  userId: userId('User').required('User is required'),
});

export const groupChannelSchema = yup.object({
  name: requiredText('Name', CHANNEL_NAME_MAX_LENGTH),
  memberIds: userIds('Members', GROUP_MAX_MEMBERS).required('Members are required'),
  isOpen: yup.boolean().typeError('Open must be true or false').default(true),
});
export type GroupChannelInput = yup.InferType<typeof groupChannelSchema>;

export const addMembersSchema = yup.object({
  userIds: userIds('Users', GROUP_MAX_MEMBERS)
    .min(1, 'Choose at least one user')
    .required('Choose at least one user'),
});

const positiveId = (label: string) =>
  yup
    .number()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .min(1, `${label} must be a positive number`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large`);

export const messageLinkSchema = yup.object({
  type: yup
    .string()
    .typeError('Link type must be text')
    .oneOf([...messageLinkTypes], `Link type must be one of: ${messageLinkTypes.join(', ')}`)
    .required('Link type is required'),
  id: positiveId('Link id').required('Link id is required'),
});

export const postMessageSchema = yup.object({
  body: yup
    .string()
    .typeError('Message must be text')
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`)
    .required('Message is required'),
  mentions: userIds('Mentions', GROUP_MAX_MEMBERS),
  links: yup
    .array()
    .typeError('Links must be a list')
    .of(messageLinkSchema)
    .max(MESSAGE_LINKS_MAX, `A message may link at most ${MESSAGE_LINKS_MAX} documents`)
    .default(() => []),
  clientKey: yup
    .string()
    .typeError('Client key must be text')
    .max(64, 'Client key must be at most 64 characters')
    .nullable()
    .default(null),
});
export type PostMessageInput = yup.InferType<typeof postMessageSchema>;

export const markReadSchema = yup.object({
  messageId: yup
    .number()
    .typeError('Message id must be a number')
    .integer('Message id must be a whole number')
    .min(0, 'Message id cannot be negative')
    .max(Number.MAX_SAFE_INTEGER, 'Message id is too large')
    .required('Message id is required'),
});

/** Query of a history page: `before` for older messages, `after` for those missed; not both. */
export const historyQuerySchema = yup
  .object({
    before: positiveId('Before').optional(),
    after: yup
      .number()
      .typeError('After must be a number')
      .integer('After must be a whole number')
      .min(0, 'After cannot be negative')
      .max(Number.MAX_SAFE_INTEGER, 'After is too large')
      .optional(),
    limit: yup
      .number()
      .typeError('Limit must be a number')
      .integer('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(MESSAGE_PAGE_MAX, `Limit must be at most ${MESSAGE_PAGE_MAX}`)
      .default(MESSAGE_PAGE_SIZE),
  })
  .test('one-direction', function (value) {
    if (value?.before !== undefined && value?.after !== undefined)
      return this.createError({ path: 'after', message: 'Give either before or after, not both' });
    return true;
  });
export type HistoryQuery = yup.InferType<typeof historyQuerySchema>;
