/**
 * The Communications Center's services over one database and hub, shared by its routes and its hub
 * handlers, and the id parsing both use.
 */
import type { AppDeps } from '../../context';
import { notFound } from '../../http/errors';
import { ChannelMembership } from './channel-membership.service';
import { CommsNotifier, type EventLog } from './comms-notifier.events';
import { DocumentChannels } from './document-channels.service';
import { ChannelMessages } from './messages.service';

export interface Communications {
  notifier: CommsNotifier;
  membership: ChannelMembership;
  documents: DocumentChannels;
  messages: ChannelMessages;
}

export function createCommunications({ database: { db }, hub }: AppDeps, log: EventLog): Communications {
  const notifier = new CommsNotifier(db, hub, log);
  return {
    notifier,
    membership: new ChannelMembership(db, notifier),
    documents: new DocumentChannels(db, notifier),
    messages: new ChannelMessages(db, notifier),
  };
}

const INT_MAX = 2_147_483_647;

/** A channel's or document's id from a path or a hub call: a positive integer, else 404 (not 400). */
export function idOf(raw: unknown, what = 'Channel'): number {
  const id =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > INT_MAX) throw notFound(what);
  return id;
}
