/**
 * The IRMS sync (issue 20): pulls the IRMS's purchase orders and customer orders changed since the
 * connection's last successful sync into the /integrations/irms lists, and makes Dockhand documents
 * of them for the vendors that opted in (irms-import.service.ts).
 *
 * - Both lists are read before anything is written, outside any transaction: an IRMS that fails
 *   leaves the lists as they were, and its IrmsError (the operator's message, never the key) fails
 *   the run.
 * - A record belongs to the connection when its warehouse code is the connection's warehouse; one of
 *   another warehouse is skipped (that warehouse's connection keeps it), as is one whose brand code is
 *   no Dockhand vendor's (the lists need a vendor). The counts say how many of each.
 * - Each record is one short transaction: its row upserted on (connection, IRMS id), counted created,
 *   updated or unchanged; a row kept before the warehouse was connected (no connection) is taken up
 *   rather than repeated. Its document work runs in a savepoint, so a record that cannot be made marks
 *   only its row ('error', with the reason) and the others go on. Events go out after each commit.
 * - Run twice, it makes nothing twice: rows are keyed, documents are linked from their row.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fromAmountOrNull, toAmountOrNull } from '../../../src/domain/money';
import type { Db, Tx } from '../../db/client';
import { irmsCustomerOrders, irmsPurchaseOrders, vendors, warehouses } from '../../db/schema';
import type { LineItem } from '../../db/schema/columns';
import { HttpError } from '../../http/errors';
import { createIrmsConnector } from '../../integrations/irms/connector';
import type {
  IrmsLine,
  PulledIrmsCustomerOrder,
  PulledIrmsPurchaseOrder,
} from '../../integrations/irms/records';
import {
  importCustomerOrder,
  importPurchaseOrder,
  type ImportLink,
  type ImportOutcome,
  type ImportScope,
} from './irms-import.service';
import type { SystemSync, WmsSyncContext } from './wms-sync.types';

type IrmsTable = typeof irmsPurchaseOrders | typeof irmsCustomerOrders;
type Pulled = PulledIrmsPurchaseOrder | PulledIrmsCustomerOrder;
type Fields = Record<string, unknown>;

/** What one list's sync did; `skipped` is `unknownVendor` + `otherWarehouse`. */
export interface IrmsListCounts {
  created: number;
  updated: number;
  unchanged: number;
  imported: number;
  skipped: number;
  errors: number;
  unknownVendor: number;
  otherWarehouse: number;
  [outcome: string]: number;
}

const noCounts = (): IrmsListCounts => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  imported: 0,
  skipped: 0,
  errors: 0,
  unknownVendor: 0,
  otherWarehouse: 0,
});

/** One IRMS list: where its rows live, what of a record they keep, and what makes its documents. */
interface IrmsList<R extends Pulled> {
  table: IrmsTable;
  /** The row's column of the Dockhand document it made. */
  documentKey: 'purchaseOrderId' | 'orderId';
  /** The record's own fields as its row keeps them (vendor, warehouse and keys aside). */
  fields: (record: R) => Fields;
  document: (scope: ImportScope, record: R, link: ImportLink) => Promise<ImportOutcome | null>;
}

/** The lines as the lists show them: prices as numbers, read by the money module. */
const listLines = (items: readonly IrmsLine[]): LineItem[] =>
  items.map((line) => ({
    sku: line.sku,
    name: line.name,
    quantity: line.quantity,
    unitPrice: toAmountOrNull(fromAmountOrNull(line.unitPrice)),
  }));

const purchaseOrderList: IrmsList<PulledIrmsPurchaseOrder> = {
  table: irmsPurchaseOrders,
  documentKey: 'purchaseOrderId',
  fields: (po) => ({
    orderNumber: po.orderNumber,
    status: po.status,
    supplierName: po.supplierName,
    orderDate: po.orderDate,
    expectedDate: po.expectedDate,
    items: listLines(po.items),
  }),
  document: importPurchaseOrder,
};

const customerOrderList: IrmsList<PulledIrmsCustomerOrder> = {
  table: irmsCustomerOrders,
  documentKey: 'orderId',
  fields: (co) => ({
    orderNumber: co.orderNumber,
    status: co.status,
    customerName: co.customerName,
    orderDate: co.orderDate,
    shipDate: co.shipDate,
    items: listLines(co.items),
  }),
  document: importCustomerOrder,
};

/** A value as it compares: dates as instants, objects whatever order jsonb keeps their keys in. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value ?? null;
}
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

interface KeptRow {
  id: number;
  outcome: 'created' | 'updated' | 'unchanged';
  documentId: number | null;
  syncStatus: string;
}

/** The record's row of this connection, locked: its own, or one kept before the connection existed. */
async function rowOf(
  tx: Tx,
  table: IrmsTable,
  connectionId: number,
  externalId: string,
  warehouseId: number,
) {
  const [own] = await tx
    .select()
    .from(table)
    .where(and(eq(table.connectionId, connectionId), eq(table.externalId, externalId)))
    .for('update');
  if (own) return own as Fields;
  const [kept] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(isNull(table.connectionId), eq(table.externalId, externalId), eq(table.warehouseId, warehouseId)),
    )
    .orderBy(asc(table.id))
    .limit(1)
    .for('update');
  if (!kept) return undefined;
  const [adopted] = await tx.update(table).set({ connectionId }).where(eq(table.id, kept.id)).returning();
  return adopted as Fields;
}

/** Upserts the record's row; answers it and whether this pull created, changed or left it. */
async function keepRow(
  tx: Tx,
  list: IrmsList<Pulled>,
  key: { connectionId: number; externalId: string; warehouseId: number },
  fields: Fields,
  at: Date,
): Promise<KeptRow> {
  const { table } = list;
  const kept = (row: Fields, outcome: KeptRow['outcome']): KeptRow => ({
    id: row.id as number,
    outcome,
    documentId: (row[list.documentKey] as number | null) ?? null,
    syncStatus: row.syncStatus as string,
  });
  let row = await rowOf(tx, table, key.connectionId, key.externalId, key.warehouseId);
  if (!row) {
    const [created] = await tx
      .insert(table)
      .values({
        ...fields,
        connectionId: key.connectionId,
        externalId: key.externalId,
        syncedAt: at,
      } as never)
      .onConflictDoNothing()
      .returning();
    if (created) return kept(created, 'created');
    // Another sync of the connection inserted it a moment ago.
    row = await rowOf(tx, table, key.connectionId, key.externalId, key.warehouseId);
    if (!row) throw new Error(`IRMS record ${key.externalId} could not be stored.`);
  }
  const changed = Object.keys(fields).some((name) => !same(row[name], fields[name]));
  await tx
    .update(table)
    .set({ ...(changed ? { ...fields, updatedAt: at } : {}), syncedAt: at })
    .where(eq(table.id, row.id as number));
  return kept(row, changed ? 'updated' : 'unchanged');
}

/** A document's failure as its row shows it. */
function reasonOf(error: unknown): string {
  const message =
    error instanceof HttpError
      ? error.message
      : `Could not be made in Dockhand: ${error instanceof Error ? error.message : String(error)}`;
  return message.length > 1000 ? `${message.slice(0, 999)}…` : message;
}

interface SyncWorld {
  warehouse: { id: number; code: string };
  /** Vendors by upper-case code. */
  vendors: Map<string, { id: number; code: string; name: string }>;
}

async function worldOf(db: Db, ctx: WmsSyncContext, records: readonly Pulled[]): Promise<SyncWorld> {
  const [warehouse] = await db
    .select({ id: warehouses.id, code: warehouses.code })
    .from(warehouses)
    .where(eq(warehouses.id, ctx.connection.warehouseId));
  if (!warehouse)
    throw new Error(`The connection's warehouse ${ctx.connection.warehouseId} no longer exists.`);
  const codes = [...new Set(records.map((r) => r.vendorCode.toUpperCase()))];
  const rows = codes.length
    ? await db
        .select({ id: vendors.id, code: vendors.code, name: vendors.name })
        .from(vendors)
        .where(inArray(sql`upper(${vendors.code})`, codes))
    : [];
  return { warehouse, vendors: new Map(rows.map((v) => [v.code.toUpperCase(), v])) };
}

/** One record: its row, then (for an opted-in vendor) its document in a savepoint. */
async function syncRecord<R extends Pulled>(
  ctx: WmsSyncContext,
  world: SyncWorld,
  list: IrmsList<R>,
  record: R,
  counts: IrmsListCounts,
): Promise<void> {
  if (record.warehouseCode.toUpperCase() !== world.warehouse.code.toUpperCase()) {
    counts.skipped++;
    counts.otherWarehouse++;
    return;
  }
  const vendor = world.vendors.get(record.vendorCode.toUpperCase());
  if (!vendor) {
    counts.skipped++;
    counts.unknownVendor++;
    return;
  }
  const at = ctx.clock.now();
  const fields = { ...list.fields(record), vendorId: vendor.id, warehouseId: world.warehouse.id };
  const afterCommit = await ctx.db.transaction(async (tx) => {
    const key = {
      connectionId: ctx.connection.id,
      externalId: record.externalId,
      warehouseId: world.warehouse.id,
    };
    const row = await keepRow(tx, list as IrmsList<Pulled>, key, fields, at);
    counts[row.outcome]++;
    let result: ImportOutcome | null;
    if (!ctx.connection.importVendorIds.includes(vendor.id)) {
      // Kept for the lists only; a document made while the vendor was opted in stays linked.
      result = { syncStatus: 'synced', syncError: null, documentId: row.documentId, afterCommit: [] };
    } else {
      const scope = { clock: ctx.clock, events: ctx.events, vendor, warehouse: world.warehouse };
      const link = {
        documentId: row.documentId,
        syncStatus: row.syncStatus,
        changed: row.outcome !== 'unchanged',
      };
      try {
        result = await tx.transaction((savepoint) =>
          list.document({ ...scope, tx: savepoint }, record, link),
        );
      } catch (error) {
        result = {
          syncStatus: 'error',
          syncError: reasonOf(error),
          documentId: row.documentId,
          afterCommit: [],
        };
      }
    }
    if (!result) return [];
    if (result.syncStatus === 'imported') counts.imported++;
    if (result.syncStatus === 'error') counts.errors++;
    await tx
      .update(list.table)
      .set({
        syncStatus: result.syncStatus,
        syncError: result.syncError,
        [list.documentKey]: result.documentId,
      })
      .where(eq(list.table.id, row.id));
    return result.afterCommit;
  });
  for (const run of afterCommit) run();
}

async function syncList<R extends Pulled>(
  ctx: WmsSyncContext,
  world: SyncWorld,
  list: IrmsList<R>,
  records: readonly R[],
): Promise<IrmsListCounts> {
  const counts = noCounts();
  for (const record of records) await syncRecord(ctx, world, list, record, counts);
  return counts;
}

export const syncIrms: SystemSync = async (ctx) => {
  const credentials = { baseUrl: ctx.connection.baseUrl, apiKey: ctx.secret };
  const connector = ctx.irmsConnectorFor
    ? ctx.irmsConnectorFor(credentials, ctx.connection)
    : createIrmsConnector(credentials);
  const purchaseOrders = await connector.purchaseOrders(ctx.lastSuccessAt);
  const customerOrders = await connector.customerOrders(ctx.lastSuccessAt);
  const world = await worldOf(ctx.db, ctx, [...purchaseOrders, ...customerOrders]);
  return {
    purchaseOrders: await syncList(ctx, world, purchaseOrderList, purchaseOrders),
    customerOrders: await syncList(ctx, world, customerOrderList, customerOrders),
  };
};
