/**
 * PTC (pass-through cost) files (issue 18): the rows of an uploaded sheet of third-party costs, read in
 * the browser (src/domain/contracts/ptc-files.ts), checked here per cell and priced at cost plus the
 * markup (the row's own, else the pass-through markup of the vendor's rate card in effect on the row's
 * day and warehouse). A preview writes nothing; an import keeps the sheet, the file's row and one
 * charge per row in one transaction, or nothing at all when any row (or the file) is refused.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  ptcFileDownloadPath,
  type PtcFileRow,
  type PtcImportInput,
  type PtcPreviewAnswer,
  type PtcPreviewInput,
  type PtcPreviewRow,
  type PtcSheetRow,
  ptcSheetColumns,
} from '../../../src/domain/contracts/ptc-files';
import {
  chargeOf,
  markedUp,
  parseAmount,
  sum,
  toAmount,
  toDecimalString,
  type Minor,
} from '../../../src/domain/money';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { canSeeVendor, warehouseScope } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import { actionLog, orderBillingEntries, ptcFiles, vendors, warehouses } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { storeBillingFile } from './billing-files.service';
import { loadRateCardBook } from './rate-card-book.queries';

export const PTC_MAX_ROWS = 5000;
const DESCRIPTION_MAX = 200;
const REFERENCE_MAX = 100;
const NAME_MAX = 200;
const MARKUP_MAX = 1000;
/** numeric(14,2): the largest amount a charge or a file's total can hold, in cents. */
const AMOUNT_MAX: Minor = 99_999_999_999_999;
/** numeric(18,6) unit charge: at most 12 digits before the point. */
const UNIT_CHARGE_MAX_INT_DIGITS = 12;
/** numeric(14,3) number of units, kept well inside it. */
const QUANTITY_MAX = 1_000_000_000;
const INSERT_BATCH = 500;

const labelOf = Object.fromEntries(ptcSheetColumns.map((c) => [c.key, c.label])) as Record<
  keyof PtcSheetRow,
  string
>;

type Errors = PtcPreviewRow['errors'];

// ── The request ──────────────────────────────────────────────────────────────────────────────────

const invalid = (fields: Record<string, string>) => badRequest('Some fields are not valid.', fields);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{ vendorId, rows }`: a vendor id and 1 to PTC_MAX_ROWS row objects (400 per field otherwise). */
export function parsePreviewInput(body: unknown): PtcPreviewInput {
  if (!isObject(body)) throw badRequest('The request body must be a JSON object.');
  const fields: Record<string, string> = {};
  const vendorId = body.vendorId;
  if (!Number.isSafeInteger(vendorId) || (vendorId as number) <= 0 || (vendorId as number) > 2_147_483_647)
    fields.vendorId = 'Choose a vendor';
  const rows = body.rows;
  if (!Array.isArray(rows) || rows.some((r) => !isObject(r)))
    fields.rows = 'Send the rows as a list of objects';
  else if (rows.length === 0) fields.rows = 'The file has no rows below its header row';
  else if (rows.length > PTC_MAX_ROWS)
    fields.rows = `A file takes at most ${PTC_MAX_ROWS.toLocaleString('en-US')} rows; this one has ${rows.length.toLocaleString('en-US')}. Split it and upload each part.`;
  if (Object.keys(fields).length) throw invalid(fields);
  return { vendorId: vendorId as number, rows: rows as PtcSheetRow[] };
}

/** The import's body: the preview's, plus the name and the file (400 per field otherwise). */
export function parseImportInput(body: unknown): PtcImportInput {
  const fields: Record<string, string> = {};
  let preview: PtcPreviewInput | null = null;
  try {
    preview = parsePreviewInput(body);
  } catch (err) {
    if (!(err instanceof HttpError) || !err.fields) throw err;
    Object.assign(fields, err.fields);
  }
  const b = body as Record<string, unknown>;
  const name = typeof b.name === 'string' ? b.name.trim() : '';
  if (!name) fields.name = 'Name is required';
  else if (name.length > NAME_MAX) fields.name = `Name must be at most ${NAME_MAX} characters`;
  const fileName = typeof b.fileName === 'string' ? b.fileName.trim() : '';
  if (!fileName) fields.fileName = 'Choose the file to upload';
  else if (!/\.(csv|xlsx)$/i.test(fileName)) fields.fileName = 'Choose a CSV (.csv) or Excel (.xlsx) file';
  if (typeof b.contentBase64 !== 'string' || b.contentBase64.trim() === '')
    fields.contentBase64 = 'Choose the file to upload';
  if (b.contentType !== undefined && b.contentType !== null && typeof b.contentType !== 'string')
    fields.contentType = 'Must be text';
  if (Object.keys(fields).length || !preview) throw invalid(fields);
  return {
    ...preview,
    name,
    fileName,
    contentType: typeof b.contentType === 'string' ? b.contentType : '',
    contentBase64: b.contentBase64 as string,
  };
}

// ── One cell ─────────────────────────────────────────────────────────────────────────────────────

/** A cell as text: trimmed; numbers and booleans as written; undefined for anything else. */
function cellText(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function readDay(value: unknown): { day: string } | { error: string } {
  const text = cellText(value);
  if (text === '') return { error: `${labelOf.date} is required` };
  const m = text === undefined ? null : DAY.exec(text);
  if (m) {
    const [, y, mo, d] = m.map(Number) as [number, number, number, number];
    const at = new Date(Date.UTC(y, mo - 1, d));
    if (y >= 1900 && y <= 9999 && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d) return { day: text! };
  }
  return { error: `${labelOf.date} must be a day written YYYY-MM-DD` };
}

function readText(
  key: 'description' | 'reference',
  value: unknown,
  max: number,
  required: boolean,
): { text: string | null } | { error: string } {
  const text = cellText(value);
  if (text === undefined) return { error: `${labelOf[key]} must be text` };
  if (text === '') return required ? { error: `${labelOf[key]} is required` } : { text: null };
  if (text.length > max) return { error: `${labelOf[key]} must be at most ${max} characters` };
  return { text };
}

/** A plain decimal ('1,000.5' too): its text without the grouping commas, or null. */
function plainDecimal(text: string): string | null {
  const m = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || !/\d/.test(text)) return null;
  return `${(m[1] ?? '').replace(/,/g, '') || '0'}${m[2] ? `.${m[2]}` : ''}`;
}

const decimalsOf = (plain: string) => (plain.split('.')[1] ?? '').replace(/0+$/, '').length;

function readQuantity(value: unknown): { quantity: string } | { error: string } {
  const label = labelOf.quantity;
  const text = cellText(value);
  if (text === '') return { quantity: '1' };
  if (text === undefined) return { error: `${label} must be a number` };
  if (/^-/.test(text)) return { error: `${label} must be more than 0` };
  const plain = plainDecimal(text);
  if (plain === null) return { error: `${label} “${text}” is not a number` };
  if (decimalsOf(plain) > 3) return { error: `${label} must have at most 3 decimals` };
  const n = Number(plain);
  if (n <= 0) return { error: `${label} must be more than 0` };
  if (n > QUANTITY_MAX) return { error: `${label} must be at most ${QUANTITY_MAX.toLocaleString('en-US')}` };
  return { quantity: plain };
}

function readCost(value: unknown): { minor: Minor } | { error: string } {
  const label = labelOf.unitCost;
  const text = cellText(value);
  if (text === '') return { error: `${label} is required` };
  if (text === undefined) return { error: `${label} must be an amount` };
  const parsed = parseAmount(text);
  if (!parsed.ok) return { error: `${label} ${parsed.error}` };
  if (parsed.minor < 0) return { error: `${label} must be 0 or more` };
  return { minor: parsed.minor };
}

function readMarkup(value: unknown): { percent: string | null } | { error: string } {
  const label = labelOf.markupPercent;
  const text = cellText(value);
  if (text === '') return { percent: null };
  if (text === undefined) return { error: `${label} must be a number` };
  const bare = text.replace(/\s*%$/, '');
  if (/^-/.test(bare)) return { error: `${label} must be 0 or more` };
  const plain = plainDecimal(bare);
  if (plain === null) return { error: `${label} “${text}” is not a number` };
  if (decimalsOf(plain) > 2) return { error: `${label} must have at most 2 decimals` };
  if (Number(plain) > MARKUP_MAX) return { error: `${label} must be at most ${MARKUP_MAX}` };
  return { percent: plain };
}

// ── The rows ─────────────────────────────────────────────────────────────────────────────────────

/** A checked row ready to become a charge. */
interface PricedRow {
  index: number;
  day: string;
  description: string;
  reference: string | null;
  warehouseId: number | null;
  quantity: string;
  costMinor: Minor;
  markupPercent: string;
  unitCharge: string;
  amountMinor: Minor;
}

export interface CheckedSheet {
  answer: PtcPreviewAnswer;
  priced: PricedRow[];
}

/** The vendor, when the user may see it; 404 (as a missing one) otherwise. */
async function requireVendor(db: Db | Tx, user: AuthUser, vendorId: number) {
  if (!canSeeVendor(user, vendorId)) throw notFound('Vendor');
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  if (!vendor) throw notFound('Vendor');
  return vendor;
}

/** The warehouses the rows name (by code, any case, or id) among those the user may see. */
async function warehouseFinder(db: Db | Tx, user: AuthUser, rows: readonly PtcSheetRow[]) {
  const named = [...new Set(rows.map((r) => cellText(r.warehouse)).filter((t): t is string => !!t))];
  const byKey = new Map<string, number>();
  if (named.length === 0) return (key: string) => byKey.get(key);
  const ids = named.filter((t) => /^\d{1,9}$/.test(t)).map(Number);
  const codes = named.map((t) => t.toLowerCase());
  const found = await db
    .select({ id: warehouses.id, code: warehouses.code })
    .from(warehouses)
    .where(
      and(
        or(
          ids.length ? inArray(warehouses.id, ids) : undefined,
          inArray(sql`lower(${warehouses.code})`, codes),
        ),
        warehouseScope(user, warehouses.id),
      ),
    );
  for (const w of found) byKey.set(w.code.toLowerCase(), w.id);
  // A code wins over an id when a code is all digits.
  for (const w of found) if (!byKey.has(String(w.id))) byKey.set(String(w.id), w.id);
  return (key: string) => byKey.get(key.toLowerCase());
}

/**
 * Checks every row of the sheet for the vendor and prices the valid ones. `today` is the day whose
 * markup the answer names as the default when no row has a valid day.
 */
export async function checkSheet(
  db: Db | Tx,
  user: AuthUser,
  input: PtcPreviewInput,
  today: string,
): Promise<CheckedSheet> {
  await requireVendor(db, user, input.vendorId);
  const [findWarehouse, book] = await Promise.all([
    warehouseFinder(db, user, input.rows),
    loadRateCardBook(db, [input.vendorId]),
  ]);
  // The pass-through markup of the card in effect (rate-card-book.queries.ts passThroughMarkupFor's
  // lookup, over one loaded book rather than a query per row).
  const markupOn = (warehouseId: number | null, day: string) =>
    String(book.versionFor(input.vendorId, warehouseId, day)?.passThroughMarkupPercent ?? 0);

  const rows: PtcPreviewRow[] = [];
  const priced: PricedRow[] = [];
  input.rows.forEach((raw, index) => {
    const errors: Errors = {};
    const row: PtcPreviewRow = {
      row: index + 1,
      date: null,
      description: null,
      reference: null,
      warehouseId: null,
      quantity: null,
      unitCost: null,
      markupPercent: null,
      unitCharge: null,
      amount: null,
      errors,
    };
    const date = readDay(raw.date);
    if ('error' in date) errors.date = date.error;
    else row.date = date.day;
    const description = readText('description', raw.description, DESCRIPTION_MAX, true);
    if ('error' in description) errors.description = description.error;
    else row.description = description.text;
    const reference = readText('reference', raw.reference, REFERENCE_MAX, false);
    if ('error' in reference) errors.reference = reference.error;
    else row.reference = reference.text;
    const warehouseText = cellText(raw.warehouse);
    if (warehouseText === undefined) errors.warehouse = `${labelOf.warehouse} must be a warehouse code`;
    else if (warehouseText !== '') {
      const id = findWarehouse(warehouseText);
      if (id === undefined)
        errors.warehouse = `${labelOf.warehouse} “${warehouseText}” is not one of your warehouses: write its code`;
      else row.warehouseId = id;
    }
    const quantity = readQuantity(raw.quantity);
    if ('error' in quantity) errors.quantity = quantity.error;
    else row.quantity = Number(quantity.quantity);
    const cost = readCost(raw.unitCost);
    if ('error' in cost) errors.unitCost = cost.error;
    else row.unitCost = toAmount(cost.minor);
    const markup = readMarkup(raw.markupPercent);
    if ('error' in markup) errors.markupPercent = markup.error;
    const percent =
      'error' in markup ? null : (markup.percent ?? (row.date ? markupOn(row.warehouseId, row.date) : null));
    if (percent !== null) row.markupPercent = Number(percent);

    if ('minor' in cost && percent !== null) {
      const unitCharge = markedUp(toDecimalString(cost.minor), percent);
      if (unitCharge.split('.')[0]!.length > UNIT_CHARGE_MAX_INT_DIGITS)
        errors.unitCost ??= `${labelOf.unitCost} with its markup is more than the largest unit charge`;
      else {
        row.unitCharge = unitCharge;
        if ('quantity' in quantity) {
          const amountMinor = chargeOf(unitCharge, quantity.quantity);
          if (amountMinor > AMOUNT_MAX)
            errors.unitCost ??= `${labelOf.unitCost} × ${labelOf.quantity} is more than the largest amount`;
          else row.amount = toAmount(amountMinor);
          if (Object.keys(errors).length === 0)
            priced.push({
              index,
              day: row.date!,
              description: row.description!,
              reference: row.reference,
              warehouseId: row.warehouseId,
              quantity: quantity.quantity,
              costMinor: cost.minor,
              markupPercent: percent,
              unitCharge,
              amountMinor,
            });
        }
      }
    }
    rows.push(row);
  });

  const errorCount = rows.filter((r) => Object.keys(r.errors).length > 0).length;
  const lastDay = priced.reduce<string | null>((last, p) => (last && last > p.day ? last : p.day), null);
  return {
    answer: {
      rows,
      validCount: rows.length - errorCount,
      errorCount,
      total: toAmount(sum(priced.map((p) => p.amountMinor))),
      defaultMarkupPercent: Number(markupOn(null, lastDay ?? today)),
    },
    priced,
  };
}

/** The 400 of an import with refused rows: a message per cell (`rows[3].unitCost`) and the preview. */
class SheetRejected extends HttpError {
  constructor(readonly answer: PtcPreviewAnswer) {
    const fields: Record<string, string> = {};
    for (const row of answer.rows)
      for (const [key, message] of Object.entries(row.errors))
        fields[`rows[${row.row - 1}].${key}`] = message;
    super(
      400,
      'bad_request',
      `${answer.errorCount} of ${answer.rows.length} rows have errors, so nothing was imported. Fix them in the file and upload it again.`,
      fields,
    );
  }

  override toBody() {
    return { ...super.toBody(), preview: this.answer };
  }
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** POST /preview: the rows checked and priced; writes nothing. */
export async function previewSheet(db: Db, user: AuthUser, body: unknown, now: Date) {
  return (await checkSheet(db, user, parsePreviewInput(body), today(now))).answer;
}

/** POST /import: the sheet, its file row and one charge per row, all or nothing; answers the file row. */
export async function importSheet(db: Db, user: AuthUser, body: unknown, now: Date): Promise<PtcFileRow> {
  const input = parseImportInput(body);
  return db.transaction(async (tx) => {
    const { answer, priced } = await checkSheet(tx, user, input, today(now));
    if (answer.errorCount > 0) throw new SheetRejected(answer);
    const totalMinor = sum(priced.map((p) => p.amountMinor));
    if (totalMinor > AMOUNT_MAX)
      throw invalid({
        rows: 'The file’s total is more than the largest amount: split it into smaller files',
      });

    const file = await storeBillingFile(tx, {
      vendorId: input.vendorId,
      fileName: input.fileName,
      contentType: input.contentType,
      contentBase64: input.contentBase64,
      userId: user.id,
    });
    const days = priced.map((p) => p.day).sort();
    const [inserted] = await tx
      .insert(ptcFiles)
      .values({
        vendorId: input.vendorId,
        name: input.name,
        type: 'InvoiceUploaded',
        currency: 'USD',
        periodStart: days[0]!,
        periodEnd: days[days.length - 1]!,
        total: toAmount(totalMinor),
        rowCount: priced.length,
        fileId: file.id,
      })
      .returning({ id: ptcFiles.id });
    const id = inserted!.id;
    const [saved] = await tx
      .update(ptcFiles)
      .set({ invoiceExcelUrl: ptcFileDownloadPath(id) })
      .where(eq(ptcFiles.id, id))
      .returning();

    for (let i = 0; i < priced.length; i += INSERT_BATCH) {
      const part = priced.slice(i, i + INSERT_BATCH);
      const charges = await tx
        .insert(orderBillingEntries)
        .values(
          part.map((p) => ({
            vendorId: input.vendorId,
            warehouseId: p.warehouseId,
            entryDate: p.day,
            // Exact (≤ 6 decimals): not through a float.
            singleUnitCharge: sql`${p.unitCharge}::numeric` as unknown as number,
            numberOfUnits: Number(p.quantity),
            amount: toAmount(p.amountMinor),
            chargeLabel: p.description,
            chargeType: 'Pass-through',
            type: 'PassThrough',
            refNum: p.reference,
            sourceType: 'ptcFile',
            sourceId: String(id),
            sourceRef: p.reference ?? input.name,
            ptcFileId: id,
            eventKey: `ptc:${id}:${p.index + 1}`,
            inputs: {
              cost: toAmount(p.costMinor),
              markupPercent: Number(p.markupPercent),
              quantity: Number(p.quantity),
              row: p.index + 1,
            },
            createdBy: user.id,
          })),
        )
        .returning();
      // One action-log row per charge, as an add writes them (recordAction's shape), one statement per batch.
      await tx.insert(actionLog).values(
        charges.map((row) => ({
          userId: user.id,
          resource: 'orderBillingEntries',
          resourceId: String(row.id),
          action: 'import',
          before: null,
          after: row,
        })),
      );
    }
    await recordAction(tx, {
      actorId: user.id,
      resource: 'ptcFiles',
      resourceId: id,
      action: 'import',
      before: null,
      after: { ...saved, fileName: input.fileName, charges: priced.length },
    });
    return serialize(saved!);
  });
}

/** The row as the contract carries it (instants as ISO text). */
function serialize(row: typeof ptcFiles.$inferSelect): PtcFileRow {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** A PTC file the user may read (its vendor in scope), else 404. */
export async function findPtcFile(db: Db, user: AuthUser, id: number) {
  const [row] = await db.select().from(ptcFiles).where(eq(ptcFiles.id, id));
  if (!row || !canSeeVendor(user, row.vendorId)) throw notFound('PTC file');
  return row;
}
