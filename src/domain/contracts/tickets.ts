/** The contract of /api/common/tickets (see index.ts), its step calls and the ticket page's answer. */
import type { TicketLinkKind } from '../support/ticket-links';
import type { TicketStep } from '../ticket.lifecycle';
import { defineContract } from './contract';

export interface TicketRow {
  id: number;
  ticketNumber: number;
  name: string;
  description: string | null;
  type: string;
  priority: number;
  status: string;
  vendorId: number | null;
  createdBy: string | null;
  assigneeUserId: string | null;
  collaboratorUserIds: string[];
  putIntoBackLog: boolean;
  exceptionHoldId: number | null;
  exceptionMarker: string | null;
  lastActivityAt: string;
  resolvedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Computed by the list and the read: who the names are. */
  vendorName?: string | null;
  assigneeName?: string | null;
  createdByName?: string | null;
}

export const ticketsContract = defineContract<TicketRow>()({
  name: 'tickets',
  base: '/api/common/tickets',
  listPath: 'listItems',
  filters: {
    showOpen: 'boolean',
    search: 'string',
    status: 'string',
    type: 'string',
    priority: 'number',
    vendorId: 'number',
    assigneeUserId: 'string',
    putIntoBackLog: 'boolean',
  },
  sortKeys: ['createdAt', 'updatedAt', 'ticketNumber', 'priority', 'status', 'lastActivityAt'],
  permissions: {
    view: ['support.tickets.viewAll', 'support.tickets.create', 'support.tickets.update'],
    create: ['support.tickets.create'],
    // Whoever opens tickets edits their own (title, description, priority, collaborators); status,
    // assignee and backlog stay support staff's (the lifecycle's TICKET_STAFF_PERMISSION).
    edit: ['support.tickets.create', 'support.tickets.update'],
    delete: [],
  },
  screen: {
    path: '/support/tickets/all',
    menu: { anyOf: ['support.tickets.viewAll', 'support.tickets.create'] },
  },
});

export const ticketsBase = ticketsContract.base;
export const ticketScreenPath = (id: number) => `/support/tickets/view/${id}`;
export const ticketCreateScreenPath = '/support/tickets/create';
export const ticketViewPath = (id: number) => `${ticketsBase}/${id}/view`;
export const ticketStepPath = (id: number, step: TicketStep) => `${ticketsBase}/${id}/${step}`;
export const ticketLinksPath = (id: number) => `${ticketsBase}/${id}/links`;
export const ticketAttachmentsPath = (id: number) => `${ticketsBase}/${id}/attachments`;
export const ticketAttachmentPath = (id: number, attachmentId: number) =>
  `${ticketsBase}/${id}/attachments/${attachmentId}`;
export const ticketByNumberPath = (n: number) => `${ticketsBase}/by-number/${n}`;

export interface TicketLinkRow {
  id: number;
  objectType: TicketLinkKind;
  objectId: string;
  label: string;
}

export interface TicketAttachmentRow {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
  createdByName: string | null;
}

export interface TicketHistoryRow {
  id: number;
  at: string;
  who: string;
  /** In words: "Status: Open → In progress", "Linked Order #1042". */
  what: string;
}

export interface TicketSuggestion {
  slug: string;
  title: string;
}

export interface TicketPerson {
  id: string;
  name: string;
}

/** GET {base}/{id}/view: the ticket page in one call. */
export interface TicketView {
  ticket: TicketRow;
  links: TicketLinkRow[];
  attachments: TicketAttachmentRow[];
  history: TicketHistoryRow[];
  collaborators: TicketPerson[];
  /** Knowledge-base pages tagged for the marker of the hold that opened it. */
  suggestions: TicketSuggestion[];
  /** Staff who may be assigned (empty for a user who cannot assign). */
  assignees: TicketPerson[];
}

/** The body of the create call: the form, a link, and attachments. */
export interface TicketCreateInput {
  name: string;
  description?: string | null;
  type?: string;
  priority?: number;
  vendorId?: number | null;
  collaboratorUserIds?: string[];
  assigneeUserId?: string | null;
  putIntoBackLog?: boolean;
  link?: string | null;
  attachments?: { fileName: string; contentBase64: string }[];
}
