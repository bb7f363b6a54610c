/**
 * A warehouse transfer's stock flow (DESIGN.md §5): allocate (stock reserved at the source, by lot
 * and location: the user's plan, proposed first expiry first out) → confirm (the units leave the
 * source and wait in the destination's in-transit stock) → receive (receiving.service.ts).
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import * as yup from 'yup';
import type { InboundLine } from '../../../src/domain/receiving';
import { WAREHOUSE_TRANSFER } from '../../../src/domain/resources/warehouse-shipment.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { vendorProducts, warehouseProductLocations, warehouseShipments } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { badRequest, conflict } from '../../http/errors';
import { withIdempotency } from '../../http/idempotency';
import { changeStock } from '../inventory/stock-changes';
import { lockShipment, requireShipmentPermission, type Shipment } from './receiving.service';

export const allocationPlanSchema = yup.object({
  lines: yup
    .array()
    .of(
      yup.object({
        lineIndex: yup
          .number()
          .typeError('Line must be a number')
          .integer()
          .min(0)
          .required('Line is required'),
        from: yup
          .array()
          .of(
            yup.object({
              balanceId: yup.number().typeError('Choose stock').integer().positive().required('Choose stock'),
              quantity: yup
                .number()
                .typeError('Quantity must be a number')
                .integer('Quantity must be a whole number')
                .min(1, 'Quantity must be at least 1')
                .required('Quantity is required'),
            }),
          )
          .default(() => []),
      }),
    )
    .typeError('Lines must be a list')
    .min(1, 'Allocate at least one line')
    .required('Lines are required'),
});
export type AllocationPlan = yup.InferType<typeof allocationPlanSchema>;

/** The ledger source that holds a transfer's allocations. */
const transferSource = (shipment: Pick<Shipment, 'id'>) => ({ type: 'warehouse_transfer', id: shipment.id });

function assertTransfer(shipment: Shipment, statuses: string[], what: string) {
  if (shipment.type !== WAREHOUSE_TRANSFER)
    throw conflict('Only warehouse transfers are allocated and sent this way.');
  if (!statuses.includes(shipment.orderStatus)) {
    throw conflict(`This transfer is ${shipment.orderStatus}; it cannot be ${what} now.`);
  }
}

/** Available stock of each line's item at the source, first expiry first out, with a proposed plan. */
export async function allocationProposal(db: Db, user: AuthUser, id: number) {
  return db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, user, id);
    requireShipmentPermission(user, shipment, 'view');
    const lines = shipment.items as InboundLine[];
    const out = [];
    for (const [lineIndex, line] of lines.entries()) {
      const [item] = await tx
        .select({ id: vendorProducts.id })
        .from(vendorProducts)
        .where(
          and(
            eq(vendorProducts.vendorId, shipment.vendorId),
            line.vendorProductId
              ? eq(vendorProducts.id, line.vendorProductId)
              : eq(vendorProducts.sku, line.sku),
          ),
        );
      const candidates = item
        ? await tx
            .select()
            .from(warehouseProductLocations)
            .where(
              and(
                eq(warehouseProductLocations.warehouseId, shipment.fromWarehouseId!),
                eq(warehouseProductLocations.vendorProductId, item.id),
                eq(warehouseProductLocations.bucket, 'available'),
                gt(warehouseProductLocations.quantity, warehouseProductLocations.quantityAllocated),
              ),
            )
            .orderBy(
              sql`${warehouseProductLocations.expirationDate} asc nulls last`,
              asc(warehouseProductLocations.id),
            )
        : [];
      let left = line.quantity;
      const stock = candidates.map((b) => {
        const available = b.quantity - b.quantityAllocated;
        const proposed = Math.min(left, available);
        left -= proposed;
        return {
          balanceId: b.id,
          location: b.location,
          lotNumber: b.lotNumber,
          lpn: b.lpn,
          expirationDate: b.expirationDate,
          available,
          proposed,
        };
      });
      out.push({ lineIndex, sku: line.sku, name: line.name ?? null, quantity: line.quantity, stock });
    }
    return { shipmentId: shipment.id, status: shipment.orderStatus, lines: out };
  });
}

async function saveLines(
  tx: Tx,
  user: AuthUser,
  before: Shipment,
  lines: InboundLine[],
  status: string,
  action: string,
) {
  const [after] = await tx
    .update(warehouseShipments)
    .set({
      items: lines,
      orderStatus: status,
      version: sql`${warehouseShipments.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(warehouseShipments.id, before.id))
    .returning();
  await recordAction(tx, {
    actorId: user.id,
    resource: 'warehouseShipments',
    resourceId: before.id,
    action,
    before,
    after,
    projectId: before.projectId,
  });
  return after!;
}

/**
 * Reserves the planned stock at the source (re-allocating releases the previous plan first). Each
 * line takes at most its requested quantity; a short line may be confirmed short later.
 */
export function allocateTransfer(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  plan: AllocationPlan,
  key: string | undefined,
) {
  return changeStock(db, events, user.id, async (ledger, tx) => {
    const { result } = await withIdempotency(tx, key, `allocate transfer ${id}`, user.id, async () => {
      const shipment = await lockShipment(tx, user, id);
      requireShipmentPermission(user, shipment, 'update');
      assertTransfer(shipment, ['Open', 'AwaitingShipment'], 'allocated');
      await ledger.release(transferSource(shipment), 'Re-allocated');
      const lines = (shipment.items as InboundLine[]).map((l) => ({ ...l, allocatedQuantity: 0 }));
      for (const [i, part] of plan.lines.entries()) {
        const line = lines[part.lineIndex];
        if (!line)
          throw badRequest('Some lines are not valid.', { [`lines[${i}]`]: `No line ${part.lineIndex + 1}` });
        const quantity = part.from.reduce((n, f) => n + f.quantity, 0);
        if (quantity === 0) continue;
        if (quantity > line.quantity) {
          throw badRequest('Some lines are not valid.', {
            [`lines[${i}]`]: `${line.sku}: ${quantity} chosen, but ${line.quantity} requested`,
          });
        }
        const [item] = await tx
          .select({ id: vendorProducts.id })
          .from(vendorProducts)
          .where(and(eq(vendorProducts.vendorId, shipment.vendorId), eq(vendorProducts.sku, line.sku)));
        if (!item)
          throw badRequest('Some lines are not valid.', {
            [`lines[${i}]`]: `${line.sku} is not an item of this vendor`,
          });
        await ledger.allocate(
          { warehouseId: shipment.fromWarehouseId!, vendorProductId: item.id, quantity, from: part.from },
          transferSource(shipment),
          `Allocated to transfer ${shipment.orderNumber}`,
        );
        line.vendorProductId = item.id;
        line.allocatedQuantity = quantity;
      }
      if (lines.every((l) => !l.allocatedQuantity)) throw badRequest('Allocate at least one unit.');
      return saveLines(tx, user, shipment, lines, 'AwaitingShipment', 'allocate');
    });
    return result;
  });
}

/** The allocated units leave the source: in transit at the destination until received. */
export function confirmTransfer(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  key: string | undefined,
) {
  return changeStock(db, events, user.id, async (ledger, tx) => {
    const { result } = await withIdempotency(tx, key, `confirm transfer ${id}`, user.id, async () => {
      const shipment = await lockShipment(tx, user, id);
      requireShipmentPermission(user, shipment, 'confirm');
      assertTransfer(shipment, ['AwaitingShipment'], 'confirmed');
      await ledger.transferOut(
        transferSource(shipment),
        shipment.toWarehouseId,
        `Sent on transfer ${shipment.orderNumber}`,
      );
      const lines = (shipment.items as InboundLine[]).map((l) => ({
        ...l,
        sentQuantity: l.allocatedQuantity ?? 0,
      }));
      return saveLines(tx, user, shipment, lines, 'Shipped', 'confirm');
    });
    return result;
  });
}

/** Lot and expiry of what a transfer sent, per line: what the receiver should find in the boxes. */
export async function sentLots(db: Db, user: AuthUser, id: number) {
  return db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, user, id);
    const rows = (await tx.execute(sql`
      select a.vendor_product_id as "vendorProductId", b.lot_number as "lotNumber",
             b.expiration_date as "expirationDate", sum(a.quantity)::int as quantity
      from stock_allocations a join warehouse_product_locations b on b.id = a.balance_id
      where a.source_type = 'warehouse_transfer' and a.source_id = ${String(shipment.id)} and a.status = 'consumed'
      group by 1, 2, 3 order by 1, 3 nulls last, 2`)) as unknown as {
      rows: {
        vendorProductId: number;
        lotNumber: string | null;
        expirationDate: string | null;
        quantity: number;
      }[];
    };
    return rows.rows;
  });
}
