/**
 * Every HTTP call of the support ticket screens (issue 19): the list through its contract (open
 * tickets unless the filters say otherwise), open a ticket with its link and attachments, edit one,
 * its lifecycle steps (POST …/{id}/{step}), its page in one call, a ticket's id by its number, links,
 * files, and an attachment fetched with the user's token and handed to the browser's downloads.
 */
import type { FetchOptions } from 'ofetch';
import { useMemo } from 'react';
import {
  ticketAttachmentPath,
  ticketAttachmentsPath,
  ticketByNumberPath,
  ticketLinksPath,
  ticketsBase,
  ticketsContract,
  ticketStepPath,
  ticketViewPath,
  type TicketAttachmentRow,
  type TicketCreateInput,
  type TicketLinkRow,
  type TicketRow,
  type TicketView,
} from '../domain/contracts/tickets';
import type { TicketFileInput } from '../domain/support/ticket-files';
import type { TicketStep } from '../domain/ticket.lifecycle';
import { useApi } from '../machines/use-app';
import type { ApiClient } from './http';
import { fileAsBase64 } from './invoices.api';
import { contractClient, type ResourceClient } from './resource-client';

export type { TicketAttachmentRow, TicketCreateInput, TicketLinkRow, TicketRow, TicketView };

/**
 * The list's client: "show open" is on unless the filters set it or choose a status (the filter
 * reads "Open tickets" when empty, so the URL of the default list stays clean and Reset comes back
 * to it).
 */
export function ticketsClient(api: ApiClient): ResourceClient<TicketRow> {
  const base = contractClient(api, ticketsContract);
  return {
    ...(base as unknown as ResourceClient<TicketRow>),
    list: (query, signal) => {
      const { showOpen, ...rest } = query.filters;
      // A status chosen is looked for whatever "show" says: a Resolved filter finds resolved tickets.
      const unset = showOpen === undefined || showOpen === null || showOpen === '';
      const open = unset ? !rest.status : showOpen;
      return base.list(
        { ...query, filters: { ...rest, showOpen: open } } as Parameters<typeof base.list>[0],
        signal,
      );
    },
  };
}

export function useTicketsClient() {
  const api = useApi();
  return useMemo(() => ticketsClient(api), [api]);
}

/** Opens a ticket; answers the saved row (its id names the page to open). */
export const createTicket = (api: ApiClient, input: TicketCreateInput, signal?: AbortSignal) =>
  api<TicketRow>(ticketsBase, { method: 'POST', body: { ...input }, signal });

/** The fields an edit may change; `version` is the one the page showed. */
export type TicketEdit = Partial<
  Pick<TicketRow, 'name' | 'description' | 'type' | 'priority' | 'assigneeUserId' | 'putIntoBackLog'>
> & { collaboratorUserIds?: string[] };

/**
 * Edits a ticket: the server validates the whole form, so the row as shown is sent with the change
 * on top (staff-only fields are left out for everyone else: the server refuses them).
 */
export function editTicket(
  api: ApiClient,
  ticket: TicketRow,
  change: TicketEdit,
  isStaff: boolean,
  signal?: AbortSignal,
) {
  const body: Record<string, unknown> = {
    id: ticket.id,
    version: ticket.version,
    name: ticket.name,
    description: ticket.description,
    type: ticket.type,
    priority: ticket.priority,
    collaboratorUserIds: ticket.collaboratorUserIds,
    ...(isStaff ? { assigneeUserId: ticket.assigneeUserId, putIntoBackLog: ticket.putIntoBackLog } : {}),
    ...change,
  };
  return api<TicketRow>(`${ticketsBase}/edit`, { method: 'POST', body, signal });
}

export const takeTicketStep = (
  api: ApiClient,
  id: number,
  step: TicketStep,
  version: number,
  signal?: AbortSignal,
) => api<TicketRow>(ticketStepPath(id, step), { method: 'POST', body: { version }, signal });

export const loadTicketView = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api<TicketView>(ticketViewPath(id), { signal });

export const findTicketByNumber = (api: ApiClient, n: number, signal?: AbortSignal) =>
  api<Pick<TicketRow, 'id' | 'ticketNumber'>>(ticketByNumberPath(n), { signal });

/** Links an object, `link` as in a URL ("order:123"). */
export const addTicketLink = (api: ApiClient, id: number, link: string) =>
  api<TicketLinkRow>(ticketLinksPath(id), { method: 'POST', body: { link } });

export const removeTicketLink = (api: ApiClient, id: number, linkId: number) =>
  api<void>(`${ticketLinksPath(id)}/${linkId}`, { method: 'DELETE' });

export const addTicketFiles = (api: ApiClient, id: number, attachments: TicketFileInput[]) =>
  api<TicketAttachmentRow[]>(ticketAttachmentsPath(id), { method: 'POST', body: { attachments } });

/** Chosen files as the create and attach calls take them. */
export const ticketFilesInput = (files: readonly File[]): Promise<TicketFileInput[]> =>
  Promise.all(files.map(async (f) => ({ fileName: f.name, contentBase64: await fileAsBase64(f) })));

/** Fetches an attachment with the user's token and saves it under its own name. */
export async function downloadTicketFile(api: ApiClient, ticketId: number, file: TicketAttachmentRow) {
  const blob = await api<Blob>(ticketAttachmentPath(ticketId, file.id), {
    responseType: 'blob',
  } as unknown as FetchOptions<'json'>);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
