/**
 * Files billing users upload (an invoice made elsewhere, a PTC sheet), kept as they came in
 * billing_files. `storeBillingFile` refuses, with a message on the field, what must not be kept:
 * nothing, text that is not base64, more than 3 MB, or a type other than PDF, XLSX or CSV (checked by
 * the name's extension AND the content's first bytes, so a renamed .exe is refused). The stored
 * content type is the one the extension implies, never the one the browser claimed.
 * `sendBillingFile` answers a stored file as a download; the caller checks the user may read it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { billingFiles } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

export const BILLING_FILE_MAX_BYTES = 3 * 1024 * 1024;

type FileKind = 'pdf' | 'xlsx' | 'csv';

export const billingFileContentTypes: Record<FileKind, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

const kindLabels: Record<FileKind, string> = {
  pdf: 'a PDF',
  xlsx: 'an Excel (.xlsx) file',
  csv: 'a CSV file',
};

export interface BillingFileInput {
  vendorId: number;
  fileName: string;
  contentType?: string | null;
  contentBase64: string;
  userId: string | null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The file's name as it can be kept and sent back: no folders, quotes or control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return (
    base
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f"]/g, '')
      .trim()
      .slice(-200)
  );
}

const extensionOf = (name: string): FileKind | null => {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext === 'pdf' || ext === 'xlsx' || ext === 'csv' ? ext : null;
};

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Whether the bytes are what the extension says. */
function contentMatches(kind: FileKind, bytes: Buffer): boolean {
  if (kind === 'pdf') return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
  if (kind === 'xlsx') return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]); // a zip (PK\3\4)
  // CSV: text (UTF-8, a BOM allowed), no NUL byte, none of the binary formats' signatures.
  if (bytes.includes(0)) return false;
  if (startsWith(bytes, [0x4d, 0x5a]) || startsWith(bytes, [0x50, 0x4b]) || startsWith(bytes, [0x7f, 0x45]))
    return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The bytes of the base64 text (a data: URL prefix allowed), or the field's message. */
function decode(contentBase64: unknown): Buffer | string {
  if (typeof contentBase64 !== 'string' || contentBase64.trim() === '') return 'Choose a file to upload';
  const text = contentBase64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (text.length === 0) return 'Choose a file to upload';
  if (text.length % 4 !== 0 || !BASE64.test(text)) return 'The file could not be read (not base64)';
  if ((text.length / 4) * 3 - (text.match(/=+$/)?.[0].length ?? 0) > BILLING_FILE_MAX_BYTES)
    return 'The file is larger than 3 MB';
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === 0 ? 'The file is empty' : bytes;
}

/** Checks the file (400 per field) and keeps it; answers its id. */
export async function storeBillingFile(tx: Tx | Db, input: BillingFileInput): Promise<{ id: number }> {
  const fileName = cleanFileName(typeof input.fileName === 'string' ? input.fileName : '');
  if (!fileName) throw badRequest('Some fields are not valid.', { fileName: 'The file needs a name' });
  const kind = extensionOf(fileName);
  if (!kind)
    throw badRequest('Some fields are not valid.', {
      fileName: 'Only PDF, XLSX or CSV files can be uploaded',
    });
  const bytes = decode(input.contentBase64);
  if (typeof bytes === 'string') throw badRequest('Some fields are not valid.', { contentBase64: bytes });
  if (!contentMatches(kind, bytes))
    throw badRequest('Some fields are not valid.', {
      contentBase64: `The file's content is not ${kindLabels[kind]}, as its name says`,
    });
  const [row] = await tx
    .insert(billingFiles)
    .values({
      vendorId: input.vendorId,
      fileName,
      contentType: billingFileContentTypes[kind],
      size: bytes.length,
      content: bytes,
      createdBy: input.userId,
    })
    .returning({ id: billingFiles.id });
  return { id: row!.id };
}

/** A Content-Disposition for the name: ASCII fallback and the exact name (RFC 6266/5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a stored file as a download (404 when there is none). */
export async function sendBillingFile(reply: FastifyReply, db: Db | Tx, fileId: number | null) {
  const [file] =
    fileId === null ? [] : await db.select().from(billingFiles).where(eq(billingFiles.id, fileId)).limit(1);
  if (!file) throw notFound('File');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.content.length))
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}
