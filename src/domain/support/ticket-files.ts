/**
 * What a ticket may carry as attachments (issue 19): images, PDF and CSV, each at most 5 MB, at most
 * 10 per call. The SPA checks the name and size before sending; the server checks them again with
 * the content's first bytes (server/modules/support/ticket-attachments.service.ts).
 */
export const TICKET_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_FILES_MAX = 10;

export const ticketFileKinds = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  csv: 'text/csv',
} as const;
export type TicketFileExtension = keyof typeof ticketFileKinds;

export const TICKET_FILE_ACCEPT = Object.keys(ticketFileKinds)
  .map((ext) => `.${ext}`)
  .join(',');

export const ticketFileExtension = (name: string): TicketFileExtension | null => {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext && ext in ticketFileKinds ? (ext as TicketFileExtension) : null;
};

/** Why a file cannot be attached, by its name and size; null when it may be sent. */
export function ticketFileRefusal(file: { name: string; size: number }): string | null {
  if (!ticketFileExtension(file.name))
    return `${file.name}: only images (PNG, JPEG, GIF, WebP), PDF or CSV files can be attached`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > TICKET_FILE_MAX_BYTES) return `${file.name} is larger than 5 MB`;
  return null;
}

/** A file as the create and attach calls take it. */
export interface TicketFileInput {
  fileName: string;
  contentBase64: string;
}
