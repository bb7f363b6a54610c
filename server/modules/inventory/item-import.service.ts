/**
 * Vendor Items import: rows read from a CSV or XLSX file in the browser (src/domain/vendor-product-file.ts)
 * are checked here the way the form is (the shared yup schema), plus what only the server knows: the
 * vendor and warehouse, named by code or name, must be the user's, and an SKU must be new for its
 * vendor, in the file and in the database. A dry run only answers the checks; a real run stores every
 * row in one transaction, or none when any row fails.
 */
import { and, inArray } from 'drizzle-orm';
import { ValidationError } from 'yup';
import { productTypes, unitsOfMeasure, warehouseItemStatuses } from '../../../src/domain/resources/reference';
import { vendorProductSchema } from '../../../src/domain/resources/vendor-product.schema';
import {
  ITEM_IMPORT_MAX_ROWS,
  itemFileColumns,
  type ItemFileField,
  type ItemImportAnswer,
  type ItemImportRowResult,
} from '../../../src/domain/vendor-product-file';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { actionLog, vendorProducts } from '../../db/schema';
import { vendorSetupUpdated, type DomainEvents } from '../../events/domain-events';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { withIdempotency } from '../../http/idempotency';
import { listMyVendors, listMyWarehouses } from '../me/me.service';
import { isUniqueViolation } from '../../db/unique-violation';

export interface ImportRequest {
  rows: Record<string, unknown>[];
  dryRun: boolean;
}

/** The request's body: `{ rows, dryRun }`, with 1 to ITEM_IMPORT_MAX_ROWS row objects. */
export function parseImportRequest(body: unknown): ImportRequest {
  const b = body as { rows?: unknown; dryRun?: unknown } | null;
  if (typeof b !== 'object' || b === null || Array.isArray(b))
    throw badRequest('The request body must be a JSON object.');
  if (!Array.isArray(b.rows) || b.rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r)))
    throw badRequest('Some fields are not valid.', { rows: 'Send the rows as a list of objects' });
  if (b.rows.length === 0)
    throw badRequest('The file has no items to import.', { rows: 'Add at least one row' });
  if (b.rows.length > ITEM_IMPORT_MAX_ROWS)
    throw badRequest(
      `An import takes at most ${ITEM_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; this one has ${b.rows.length.toLocaleString('en-US')}. Split the file and import each part.`,
      { rows: `At most ${ITEM_IMPORT_MAX_ROWS} rows` },
    );
  if (b.dryRun !== undefined && typeof b.dryRun !== 'boolean')
    throw badRequest('Some fields are not valid.', { dryRun: 'Must be true or false' });
  return { rows: b.rows as Record<string, unknown>[], dryRun: b.dryRun !== false };
}

const knownFields = new Set<string>(itemFileColumns.map((c) => c.field));
const numberFields = new Set<string>([
  'wholesalePrice',
  'factoringPercentage',
  'weight',
  'unitsPerBox',
  'unitsPerPallet',
]);
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const typeByKey = new Map<string, string>(productTypes.map((t) => [squash(t), t]));
const unitByKey = new Map<string, string>(
  unitsOfMeasure.flatMap((u) => [
    [squash(u.value), u.value],
    [squash(u.label), u.value],
  ]),
);
unitByKey.set('each', 'E');
const truthy = new Set(['true', 'yes', 'y', '1', 'x', 'on']);
const falsy = new Set(['false', 'no', 'n', '0', 'off']);

/**
 * A file's values as the form would send them: text trimmed and empty cells left out (the schema's
 * defaults apply), '$1,234.50' and '80%' as numbers, 'stock item' as 'Stock Item', 'Boxes' as 'BX',
 * 'yes' / 'no' as true / false. What cannot be read stays as it is, for the schema to name.
 */
function normalizeImportRow(raw: Record<string, unknown>): Partial<Record<ItemFileField, unknown>> {
  const out: Partial<Record<ItemFileField, unknown>> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!knownFields.has(key) || value === null || value === undefined) continue;
    const field = key as ItemFileField;
    if (typeof value !== 'string') {
      out[field] = value;
      continue;
    }
    const text = value.trim();
    if (text === '') continue;
    if (numberFields.has(field)) {
      const plain = text.replace(/[\s$,%]/g, '');
      out[field] = plain !== '' && Number.isFinite(Number(plain)) ? Number(plain) : text;
    } else if (field === 'type') out[field] = typeByKey.get(squash(text)) ?? text;
    else if (field === 'itemUnit') out[field] = unitByKey.get(squash(text)) ?? text;
    else if (field === 'status')
      out[field] = warehouseItemStatuses.find((s) => s === text.toLowerCase()) ?? text;
    else if (field === 'trackInventory')
      out[field] = truthy.has(text.toLowerCase()) ? true : falsy.has(text.toLowerCase()) ? false : text;
    else out[field] = text;
  }
  return out;
}

interface Named {
  id: number;
  keys: string[];
}

/** Finds a vendor or warehouse among the user's by code, name or id (case does not matter). */
function resolver(rows: Named[]) {
  const byKey = new Map<string, number>();
  for (const row of rows) for (const key of row.keys) byKey.set(key.trim().toLowerCase(), row.id);
  for (const row of rows) if (!byKey.has(String(row.id))) byKey.set(String(row.id), row.id);
  return (value: unknown) => byKey.get(String(value).trim().toLowerCase());
}

const schemaFieldOf = (path: string): ItemFileField | string =>
  path === 'vendorId' ? 'vendor' : path === 'warehouseId' ? 'warehouse' : path;

type NewItem = typeof vendorProducts.$inferInsert;

/**
 * Checks every row; answers the failing rows with a message per field, and the values of the rows
 * (ready to insert) when all passed.
 */
async function checkImportRows(
  tx: Db | Tx,
  user: AuthUser,
  rows: readonly Record<string, unknown>[],
): Promise<{ failures: ItemImportRowResult[]; items: NewItem[] }> {
  const [myVendors, myWarehouses] = await Promise.all([listMyVendors(tx, user), listMyWarehouses(tx, user)]);
  const vendorOf = resolver(myVendors.map((v) => ({ id: v.id, keys: [v.code, v.name] })));
  const warehouseOf = resolver(myWarehouses.map((w) => ({ id: w.id, keys: [w.code, w.fullName] })));
  const onlyVendor = myVendors.length === 1 && user.accessVendorIds !== null ? myVendors[0]!.id : undefined;

  const checked = await Promise.all(
    rows.map(async (raw) => {
      const { vendor, warehouse, ...values } = normalizeImportRow(raw);
      const errors: Record<string, string> = {};
      const vendorId = vendor === undefined ? onlyVendor : vendorOf(vendor);
      if (vendor === undefined && vendorId === undefined) errors.vendor = 'Vendor is required';
      else if (vendorId === undefined)
        errors.vendor = `Unknown vendor “${String(vendor)}”: use the code or name of one of your vendors`;
      const warehouseId = warehouse === undefined ? null : warehouseOf(warehouse);
      if (warehouseId === undefined)
        errors.warehouse = `Unknown warehouse “${String(warehouse)}”: use the code or name of one of your warehouses`;
      let item: NewItem | null = null;
      // A vendor or warehouse message set above wins over the schema's ('Vendor is required').
      try {
        const valid = await vendorProductSchema.validate(
          { ...values, vendorId, warehouseId: warehouseId ?? null },
          { abortEarly: false, stripUnknown: true },
        );
        // The stock level is the inventory module's to keep (the base's stateFields).
        const { inventoryStatus: _kept, ...fields } = valid;
        item = fields;
      } catch (err) {
        if (!(err instanceof ValidationError)) throw err;
        for (const e of err.inner.length ? err.inner : [err])
          errors[schemaFieldOf(e.path ?? '_')] ??= e.message;
      }
      return { errors, item: Object.keys(errors).length ? null : item };
    }),
  );

  // An SKU is new for its vendor: once in the file, and not yet in the database.
  const seen = new Set<string>();
  const keyOf = (item: NewItem) => `${item.vendorId}\u0000${item.sku}`;
  for (const row of checked) {
    if (!row.item) continue;
    if (seen.has(keyOf(row.item))) {
      row.errors.sku = `SKU “${row.item.sku}” is on an earlier row of this file for the same vendor`;
      row.item = null;
    } else seen.add(keyOf(row.item));
  }
  const candidates = checked.flatMap((r) => (r.item ? [r.item] : []));
  if (candidates.length) {
    const taken = new Set<string>();
    for (let i = 0; i < candidates.length; i += 1000) {
      const part = candidates.slice(i, i + 1000);
      const existing = await tx
        .select({ vendorId: vendorProducts.vendorId, sku: vendorProducts.sku })
        .from(vendorProducts)
        .where(
          and(
            inArray(vendorProducts.vendorId, [...new Set(part.map((c) => c.vendorId))]),
            inArray(vendorProducts.sku, [...new Set(part.map((c) => c.sku))]),
          ),
        );
      for (const e of existing) taken.add(`${e.vendorId}\u0000${e.sku}`);
    }
    for (const row of checked) {
      if (row.item && taken.has(keyOf(row.item))) {
        row.errors.sku = `SKU “${row.item.sku}” already exists for this vendor`;
        row.item = null;
      }
    }
  }
  const failures = checked.flatMap((r, index) =>
    Object.keys(r.errors).length ? [{ index, errors: r.errors }] : [],
  );
  return { failures, items: failures.length ? [] : checked.map((r) => r.item!) };
}

/** The 400 of a real run with failing rows: nothing was stored. */
class ImportRejected extends HttpError {
  constructor(readonly answer: ItemImportAnswer) {
    super(
      400,
      'bad_request',
      `${answer.rows.length} of ${answer.total} rows have errors, so nothing was imported. Fix them and import the file again.`,
    );
  }

  override toBody() {
    return { ...super.toBody(), ...this.answer };
  }
}

const INSERT_BATCH = 500;

/** A dry run answers the checks; a real run stores all rows in one transaction (or none). */
export async function importItems(
  db: Db,
  user: AuthUser,
  request: ImportRequest,
  idempotencyKey: string | undefined,
  events?: DomainEvents,
): Promise<ItemImportAnswer> {
  const total = request.rows.length;
  if (request.dryRun) {
    const { failures } = await checkImportRows(db, user, request.rows);
    return { total, valid: failures.length === 0, rows: failures };
  }
  const vendorIds = new Set<number>();
  return db
    .transaction(async (tx) => {
      const { result } = await withIdempotency(
        tx,
        idempotencyKey,
        'POST /api/vendorProducts/import',
        user.id,
        async (): Promise<ItemImportAnswer> => {
          const { failures, items } = await checkImportRows(tx, user, request.rows);
          if (failures.length) throw new ImportRejected({ total, valid: false, rows: failures });
          for (const item of items) vendorIds.add(item.vendorId);
          for (let i = 0; i < items.length; i += INSERT_BATCH) {
            const created = await tx
              .insert(vendorProducts)
              .values(items.slice(i, i + INSERT_BATCH))
              .returning();
            // One action-log row per item, as an add writes (recordAction's shape), in one statement per batch.
            await tx.insert(actionLog).values(
              created.map((row) => ({
                userId: user.id,
                resource: 'vendorProducts',
                resourceId: String(row.id),
                action: 'import',
                before: null,
                after: row,
              })),
            );
          }
          return { total, valid: true, rows: [], created: items.length };
        },
      );
      return result;
    })
    .then((result) => {
      // The vendors' onboarding checklists count their items (issue 21).
      for (const vendorId of vendorIds) events?.publish(vendorSetupUpdated({ vendorId }));
      return result;
    })
    .catch((err: unknown) => {
      // Someone added one of these SKUs between our check and our insert.
      if (isUniqueViolation(err))
        throw conflict(
          'One of these SKUs was just added by someone else. Check the file again and import it.',
        );
      throw err;
    });
}
