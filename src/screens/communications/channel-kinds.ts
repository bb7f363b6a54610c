/** How each kind of channel is named on screen. */
import type { ChannelKind } from '../../domain/communications';

export const kindLabels: Record<ChannelKind, string> = {
  group: 'Group',
  direct: 'Direct message',
  purchase_order: 'Purchase order',
  ticket: 'Ticket',
};

/** The channel list's sections, in order. */
export const kindSections: { kind: ChannelKind; title: string }[] = [
  { kind: 'group', title: 'Groups' },
  { kind: 'direct', title: 'Direct messages' },
  { kind: 'purchase_order', title: 'Purchase orders' },
  { kind: 'ticket', title: 'Tickets' },
];

export const channelHref = (id: number) => `/communications/${id}`;
