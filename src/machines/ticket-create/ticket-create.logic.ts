/**
 * The ticket form's pure rules: a new form (General Support, priority 2, the URL's link), what is
 * wrong with the values before anything is sent (a title; each file's type and size and how many,
 * in the words of src/domain/support/ticket-files.ts, which the server checks again), and a 400's
 * messages placed on the form's fields.
 */
import { DEFAULT_TICKET_PRIORITY } from '../../domain/constants';
import { parseTicketLink, ticketLinkParam } from '../../domain/support/ticket-links';
import { TICKET_FILES_MAX, ticketFileRefusal } from '../../domain/support/ticket-files';
import type { TicketValues } from './ticket-create.types';

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 20_000;
/** The form's fields: a server message on any other path goes to the form's error line. */
const FORM_FIELDS = new Set([
  'name',
  'type',
  'priority',
  'description',
  'collaboratorUserIds',
  'link',
  'attachments',
]);

export function newTicketValues(link?: string | null): TicketValues {
  const ref = parseTicketLink(link);
  return {
    name: '',
    type: 'General Support',
    priority: DEFAULT_TICKET_PRIORITY,
    description: '',
    collaborators: [],
    link: ref ? ticketLinkParam(ref) : null,
    files: [],
  };
}

/** Why the chosen files cannot be sent, as one message; null when they can. */
export function filesProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > TICKET_FILES_MAX) return `Attach at most ${TICKET_FILES_MAX} files to a ticket`;
  const refusals = files.map(ticketFileRefusal).filter((r): r is string => r !== null);
  return refusals.length ? refusals.join('; ') : null;
}

export function ticketProblems(values: TicketValues): Record<string, string> {
  const problems: Record<string, string> = {};
  const title = values.name.trim();
  if (!title) problems.name = 'Title is required';
  else if (title.length > TITLE_MAX) problems.name = `Title must be at most ${TITLE_MAX} characters`;
  if (values.description.length > DESCRIPTION_MAX)
    problems.description = `Description must be at most ${DESCRIPTION_MAX.toLocaleString('en-US')} characters`;
  const files = filesProblem(values.files);
  if (files) problems.attachments = files;
  return problems;
}

/** The body of POST /api/common/tickets, files aside (read when sent). */
export const ticketBody = (values: TicketValues) => ({
  name: values.name.trim(),
  type: values.type,
  priority: values.priority,
  description: values.description.trim() || null,
  collaboratorUserIds: values.collaborators.map((p) => p.id),
  link: values.link,
});

/** A 400's messages: on the form's fields, the rest said in the form's error line. */
export function refusalOf(message: string, fields: Record<string, string>) {
  const problems: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [path, text] of Object.entries(fields)) {
    const field = path.split(/[.[]/)[0]!;
    if (FORM_FIELDS.has(field)) problems[field] = text;
    else elsewhere.push(text);
  }
  return { problems, error: elsewhere.length ? `${message} ${elsewhere.join('. ')}.` : null };
}
