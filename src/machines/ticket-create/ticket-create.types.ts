/** The ticket form's values, context, input and events (ticket-create.machine.ts). */
import type { TicketCreateInput, TicketRow } from '../../domain/contracts/tickets';
import type { Person } from '../../domain/communications';

export type { TicketCreateInput, TicketRow };

/** A chosen file: its name and size are checked in the browser, its content read when sent. */
export interface ChosenFile {
  name: string;
  size: number;
  file: Blob;
}

export interface TicketValues {
  name: string;
  type: string;
  priority: number;
  /** Markdown. */
  description: string;
  collaborators: Person[];
  /** "order:123", or null. */
  link: string | null;
  files: ChosenFile[];
}

export interface TicketCreateInputs {
  /** `?link=order:123` from an object's "Open a ticket"; null without one. */
  link: string | null;
}

export interface TicketCreateContext {
  values: TicketValues;
  /** What is wrong, by field (the form's own check, or the server's 400). */
  problems: Record<string, string>;
  error: string | null;
  ticket: TicketRow | null;
}

export type TicketCreateEvent =
  { type: 'ticket.submit'; values: TicketValues } | { type: 'ticket.retry' } | { type: 'ticket.edit' };
