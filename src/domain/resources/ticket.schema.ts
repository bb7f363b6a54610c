/** The support ticket form (spec §3). */
import * as yup from 'yup';
import { UUID_PATTERN } from '../ids';
import { DEFAULT_TICKET_PRIORITY } from '../constants';
import {
  openTicketStatuses,
  TICKET_STAFF_PERMISSION,
  ticketStatuses,
  ticketStatusLabels,
} from '../ticket.lifecycle';
import { choice, flag, intChoice, longText, optionalRef, requiredText } from './fields';

export { openTicketStatuses, TICKET_STAFF_PERMISSION, ticketStatuses, ticketStatusLabels };

export const ticketTypes = [
  { value: 'Bug Report', label: 'Bug Report' },
  { value: 'New Feature', label: 'New Feature Suggestion' },
  { value: 'Feature Improvement', label: 'Feature Improvement' },
  { value: 'General Support', label: 'General Support' },
] as const;
export const ticketTypeValues = ticketTypes.map((t) => t.value);

export const ticketPriorities = [
  { value: 1, label: 'Low' },
  { value: 2, label: 'Normal' },
  { value: 3, label: 'High' },
  { value: 4, label: 'Urgent' },
] as const;

export const ticketTypeLabel = (type: string): string =>
  ticketTypes.find((t) => t.value === type)?.label ?? type;
export const ticketPriorityLabel = (priority: number): string =>
  ticketPriorities.find((p) => p.value === priority)?.label ?? String(priority);

export const ticketSchema = yup.object({
  name: requiredText('Title', 200),
  description: longText('Description', 20_000),
  type: choice('Type', ticketTypeValues, 'General Support'),
  priority: intChoice(
    'Priority',
    ticketPriorities.map((p) => p.value),
    DEFAULT_TICKET_PRIORITY,
  ),
  status: choice('Status', ticketStatuses, 'Open'),
  vendorId: optionalRef('vendor'),
  assigneeUserId: yup
    .string()
    .typeError('Choose a user as assignee')
    .matches(UUID_PATTERN, { message: 'Choose a user as assignee', excludeEmptyString: true })
    .transform((v: unknown) => (v === '' ? null : v))
    .nullable()
    .default(null),
  collaboratorUserIds: yup
    .array()
    .of(
      yup
        .string()
        .typeError('Collaborators must be users')
        .matches(UUID_PATTERN, 'Collaborators must be users')
        .required(),
    )
    .typeError('Collaborators must be a list')
    .max(20, 'A ticket may have at most 20 collaborators')
    .default(() => []),
  putIntoBackLog: flag('Put into backlog', false),
});
export type TicketInput = yup.InferType<typeof ticketSchema>;

/**
 * Fields only support staff set (those holding support.tickets.update, the lifecycle's): a ticket
 * someone else opens starts Open, unassigned and out of the backlog, whatever the request says; an
 * edit by someone else that sets them is refused (server/modules/support/tickets.service.ts).
 */
export const ticketStaffFields = ['status', 'assigneeUserId', 'putIntoBackLog'] as const;
export const ticketStaffDefaults = { status: 'Open', assigneeUserId: null, putIntoBackLog: false } as const;
