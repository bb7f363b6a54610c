/**
 * A ticket's attachments (issue 19): images, PDF and CSV (src/domain/support/ticket-files.ts), checked
 * by the name's extension AND the content's first bytes (a renamed .exe is refused), at most 5 MB
 * each and 10 per call. They are kept in the database (ticket_attachments.content): that is the
 * configured storage, read by every server process and backed up with the ticket. `checkTicketFiles`
 * refuses the whole call on the `attachments` field before anything is written.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  TICKET_FILE_MAX_BYTES,
  TICKET_FILES_MAX,
  ticketFileExtension,
  ticketFileKinds,
  type TicketFileExtension,
} from '../../../src/domain/support/ticket-files';
import type { Db, Tx } from '../../db/client';
import { ticketAttachments } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { attachmentDisposition, cleanFileName } from '../billing/billing-files.service';

export interface CheckedFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const startsWith = (bytes: Buffer, magic: number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);

/** Whether the bytes are what the extension says. */
function contentMatches(ext: TicketFileExtension, bytes: Buffer): boolean {
  switch (ext) {
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'gif':
      return startsWith(bytes, [0x47, 0x49, 0x46, 0x38]); // GIF8
    case 'webp':
      return startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8);
    case 'pdf':
      return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    case 'csv': {
      if (bytes.includes(0)) return false;
      if (
        startsWith(bytes, [0x4d, 0x5a]) ||
        startsWith(bytes, [0x50, 0x4b]) ||
        startsWith(bytes, [0x7f, 0x45])
      )
        return false;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        return true;
      } catch {
        return false;
      }
    }
  }
}

const refuse = (message: string) => badRequest('Some fields are not valid.', { attachments: message });

/** Checks every file of the call; refuses the call (400 on `attachments`) on the first bad one. */
export function checkTicketFiles(input: unknown): CheckedFile[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) throw refuse('Attachments must be a list of files');
  if (input.length > TICKET_FILES_MAX)
    throw refuse(`At most ${TICKET_FILES_MAX} files can be attached at once`);
  return input.map((item: unknown) => {
    const raw = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const fileName = cleanFileName(typeof raw.fileName === 'string' ? raw.fileName : '');
    if (!fileName) throw refuse('Each file needs a name');
    const ext = ticketFileExtension(fileName);
    if (!ext)
      throw refuse(`${fileName}: only images (PNG, JPEG, GIF, WebP), PDF or CSV files can be attached`);
    const text =
      typeof raw.contentBase64 === 'string'
        ? raw.contentBase64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '')
        : '';
    if (!text) throw refuse(`${fileName} is empty`);
    if (text.length % 4 !== 0 || !BASE64.test(text)) throw refuse(`${fileName} could not be read`);
    if ((text.length / 4) * 3 - (text.match(/=+$/)?.[0].length ?? 0) > TICKET_FILE_MAX_BYTES)
      throw refuse(`${fileName} is larger than 5 MB`);
    const bytes = Buffer.from(text, 'base64');
    if (bytes.length === 0) throw refuse(`${fileName} is empty`);
    if (!contentMatches(ext, bytes)) throw refuse(`${fileName}: its content is not what its name says`);
    return { fileName, contentType: ticketFileKinds[ext], bytes };
  });
}

/** Keeps checked files on the ticket, in the caller's transaction. */
export async function storeTicketFiles(
  tx: Tx,
  ticketId: number,
  files: CheckedFile[],
  userId: string | null,
  at: Date,
) {
  if (files.length === 0) return [];
  return tx
    .insert(ticketAttachments)
    .values(
      files.map((f) => ({
        ticketId,
        fileName: f.fileName,
        contentType: f.contentType,
        size: f.bytes.length,
        content: f.bytes,
        createdBy: userId,
        createdAt: at,
      })),
    )
    .returning({ id: ticketAttachments.id, fileName: ticketAttachments.fileName });
}

/** Sends an attachment of a ticket the caller has checked the user may read. */
export async function sendTicketFile(reply: FastifyReply, db: Db, ticketId: number, attachmentId: number) {
  const [file] = await db
    .select()
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.id, attachmentId), eq(ticketAttachments.ticketId, ticketId)))
    .limit(1);
  if (!file) throw notFound('Attachment');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.content.length))
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}
