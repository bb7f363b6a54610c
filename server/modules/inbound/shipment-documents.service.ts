/**
 * Warehouse shipment documents (ASNs, transfers, PO batches) as records: the rules of their add and
 * edit beyond the schema, and two scoped reads for their screens (the receipts of a shipment, the
 * stock available at a transfer's source). Nothing here moves stock: allocation, confirmation and
 * receiving go through the stock ledger in their own actions.
 */
import { asc, eq, sql } from 'drizzle-orm';
import {
  hasLineProgress,
  isEditableStatus,
  shipmentLine,
  shipmentStatusLabels,
  type ShipmentLine,
  type ShipmentStatus,
} from '../../../src/domain/warehouse-shipment.lifecycle';
import { PURCHASE_ORDER_BATCH } from '../../../src/domain/resources/warehouse-shipment.schema';
import type {
  ShipmentReceiptsAnswer,
  SourceAvailabilityAnswer,
} from '../../../src/domain/contracts/warehouse-shipment-answers';
import type { Sendable } from '../../../src/domain/contracts/wire';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { inboundReceipts, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { resolveItemLines } from '../../resources/item-lines';
import type { Row, WriteContext } from '../../resources/resource';
import { canSeeVendor, canSeeWarehouse, vendorScope } from '../../auth/policy';
import { availableStock } from '../inventory/stock.queries';

type LineInput = {
  sku: string;
  name?: string | null;
  quantity: number;
  vendorProductId?: number | null;
  unitPrice?: number | null;
};

const invalid = (fields: Record<string, string>) => badRequest('Some fields are not valid.', fields);

/**
 * Edits are allowed while the shipment is Draft or Open; after that its lines are being shipped or
 * received, and only its actions (allocate, confirm, receive, cancel) change it: 409. The type is
 * fixed once created (an ASN never turns into a transfer).
 */
function checkEditable(values: Row, before: Row): void {
  const status = String(before.orderStatus);
  if (!isEditableStatus(status))
    throw conflict(
      `This shipment is ${shipmentStatusLabels[status as ShipmentStatus] ?? status} and can no longer be edited.`,
    );
  if (values.type !== before.type) throw invalid({ type: 'The type of a shipment cannot change' });
}

/**
 * Once stock was reserved, sent or received against a shipment that is still Open (an ASN received in
 * part), what the stock movements refer to stays put: its vendor, its warehouses and its lines.
 */
function checkProgressKept(values: Row, before: Row, lines: LineInput[]): void {
  const stored = (before.items ?? []) as ShipmentLine[];
  if (!hasLineProgress(stored)) return;
  const moved =
    ['vendorId', 'fromWarehouseId', 'toWarehouseId'].some((key) => values[key] !== before[key]) ||
    lines.length !== stored.length ||
    lines.some(
      (line, i) =>
        line.quantity !== stored[i]!.quantity ||
        (line.vendorProductId ?? null) !== (stored[i]!.vendorProductId ?? null),
    );
  if (moved)
    throw conflict(
      'Stock has been allocated or received against this shipment: its vendor, warehouses and lines can no longer change.',
    );
}

/** The lines resolved to the vendor's items (resources/item-lines.ts); a shipment has at least one. */
async function resolveLines(tx: Tx, vendorId: number, lines: LineInput[]): Promise<LineInput[]> {
  if (!lines.length) throw invalid({ items: 'Add at least one line' });
  return resolveItemLines(tx, vendorId, lines);
}

/**
 * The declaration's write hook (after the type's permission check): the edit rules above; for ASNs
 * and transfers, lines resolved to the vendor's items and stored in the shape of their type with
 * their progress counters (0 on add; kept from the stored line on edit: only the stock flows move
 * them); and a vendor user's shipment marked as customer requested.
 */
export async function prepareShipmentWrite({
  tx,
  user,
  action,
  values,
  before,
}: WriteContext): Promise<void> {
  if (before) checkEditable(values, before);
  if (action === 'add' && user.roles.includes('vendor')) values.customerRequested = true;
  // Purchase-order batches carry their order's lines (scheduled by the purchase order's own flow).
  if (values.type === PURCHASE_ORDER_BATCH) return;
  const vendorId = values.vendorId as number;
  // A vendor outside the user's scope is refused by the tenant check that follows, on vendorId; its
  // items are not looked at (that would tell what it holds).
  if (!canSeeVendor(user, vendorId)) return;
  const lines = await resolveLines(tx, vendorId, (values.items ?? []) as LineInput[]);
  if (before) checkProgressKept(values, before, lines);
  const stored = (before?.items ?? []) as ShipmentLine[];
  values.items = lines.map((line, i) => {
    const kept = stored[i]?.vendorProductId === line.vendorProductId ? stored[i] : undefined;
    const shaped = shipmentLine(values.type as number, line, kept);
    return line.unitPrice != null ? { ...shaped, unitPrice: line.unitPrice } : shaped;
  });
}

/** The receipts recorded against a shipment, oldest first, with who received them. */
export async function listShipmentReceipts(db: Db, shipmentId: number) {
  const items = await db
    .select({
      id: inboundReceipts.id,
      lineIndex: inboundReceipts.lineIndex,
      sku: inboundReceipts.sku,
      vendorProductId: inboundReceipts.vendorProductId,
      warehouseId: inboundReceipts.warehouseId,
      receivedQuantity: inboundReceipts.receivedQuantity,
      damagedQuantity: inboundReceipts.damagedQuantity,
      quarantineQuantity: inboundReceipts.quarantineQuantity,
      location: inboundReceipts.location,
      lotNumber: inboundReceipts.lotNumber,
      lpn: inboundReceipts.lpn,
      expirationDate: inboundReceipts.expirationDate,
      overReceiptConfirmed: inboundReceipts.overReceiptConfirmed,
      receivedByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      createdAt: inboundReceipts.createdAt,
    })
    .from(inboundReceipts)
    .leftJoin(users, eq(users.id, inboundReceipts.receivedBy))
    .where(eq(inboundReceipts.shipmentId, shipmentId))
    .orderBy(asc(inboundReceipts.createdAt), asc(inboundReceipts.id));
  return { total: items.length, items } satisfies Sendable<ShipmentReceiptsAnswer>;
}

export const MAX_AVAILABILITY_ITEMS = 500;

/**
 * What each item has available at a warehouse: the available bucket's on hand less allocated, over
 * every location, lot and LPN. Items with no stock there answer 0. Limited to the user's vendors; a
 * warehouse outside the user's warehouses answers 404 like one that does not exist.
 */
export async function sourceAvailability(
  db: Db,
  user: AuthUser,
  warehouseId: number,
  vendorProductIds: number[],
): Promise<Sendable<SourceAvailabilityAnswer>> {
  if (!canSeeWarehouse(user, warehouseId)) throw notFound('Warehouse');
  const ids = [...new Set(vendorProductIds)];
  const rows = await availableStock(db, {
    warehouseIds: [warehouseId],
    vendorProductIds: ids,
    scope: (balances) => vendorScope(user, balances.vendorId),
  });
  const byId = new Map(rows.map((r) => [r.vendorProductId, Number(r.available)]));
  return { warehouseId, items: ids.map((id) => ({ vendorProductId: id, available: byId.get(id) ?? 0 })) };
}
