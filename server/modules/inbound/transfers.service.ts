/**
 * A warehouse transfer's stock flow (DESIGN.md §5): allocate (stock reserved at the source, by lot
 * and location: the user's plan, proposed first expiry first out) → confirm (the units leave the
 * source and wait in the destination's in-transit stock) → receive (receiving.service.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import type { InboundLine } from '../../../src/domain/receiving';
import { statusAfterStep } from '../../../src/domain/warehouse-shipment.lifecycle';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { systemClock, type Clock } from '../../clock';
import { requireAny, requireStockOut } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import { vendorProducts, warehouseShipments } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { badRequest } from '../../http/errors';
import { withIdempotency } from '../../http/idempotency';
import { changeStock } from '../inventory/stock-changes.service';
import { consumedLots, fefoProposal } from '../inventory/stock.queries';
import { lockShipment, requireStepOffered, requireStepRights, type Shipment } from './shipment-steps.policy';

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

/** Available stock of each line's item at the source, first expiry first out, with a proposed plan. */
export async function allocationProposal(db: Db, user: AuthUser, id: number) {
  return db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, user, id);
    // The proposal shows the source's lots and locations: only to those who see the source.
    requireStockOut(user, shipment.fromWarehouseId);
    requireAny(user, ['warehouses.transfers.view']);
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
      const takes = item
        ? await fefoProposal(
            tx,
            {
              warehouseId: shipment.fromWarehouseId!,
              vendorProductId: item.id,
              quantity: line.quantity,
            },
            { heldBy: transferSource(shipment) },
          )
        : [];
      const stock = takes.map(({ balance: b, available, proposed }) => ({
        balanceId: b.id,
        location: b.location,
        lotNumber: b.lotNumber,
        lpn: b.lpn,
        expirationDate: b.expirationDate,
        available,
        proposed,
      }));
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
  at: Date,
) {
  const [after] = await tx
    .update(warehouseShipments)
    .set({
      items: lines,
      orderStatus: status,
      version: sql`${warehouseShipments.version} + 1`,
      updatedAt: at,
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
    at,
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
  clock: Clock = systemClock,
) {
  return changeStock(
    db,
    events,
    user.id,
    async (ledger, tx) => {
      const { result } = await withIdempotency(tx, key, `allocate transfer ${id}`, user.id, async () => {
        const shipment = await lockShipment(tx, user, id);
        requireStepRights(user, shipment, 'allocate');
        requireStepOffered(shipment, 'allocate');
        await ledger.release(transferSource(shipment), 'Re-allocated');
        const lines = (shipment.items as InboundLine[]).map((l) => ({ ...l, allocatedQuantity: 0 }));
        for (const [i, part] of plan.lines.entries()) {
          const line = lines[part.lineIndex];
          if (!line)
            throw badRequest('Some lines are not valid.', {
              [`lines[${i}]`]: `No line ${part.lineIndex + 1}`,
            });
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
        return saveLines(
          tx,
          user,
          shipment,
          lines,
          statusAfterStep('allocate'),
          'allocate',
          ledger.clock.now(),
        );
      });
      return result;
    },
    clock,
  );
}

/** The allocated units leave the source: in transit at the destination until received. */
export function confirmTransfer(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  key: string | undefined,
  clock: Clock = systemClock,
) {
  return changeStock(
    db,
    events,
    user.id,
    async (ledger, tx) => {
      const { result } = await withIdempotency(tx, key, `confirm transfer ${id}`, user.id, async () => {
        const shipment = await lockShipment(tx, user, id);
        requireStepRights(user, shipment, 'confirm');
        requireStepOffered(shipment, 'confirm');
        await ledger.transferOut(
          transferSource(shipment),
          shipment.toWarehouseId,
          `Sent on transfer ${shipment.orderNumber}`,
        );
        const lines = (shipment.items as InboundLine[]).map((l) => ({
          ...l,
          sentQuantity: l.allocatedQuantity ?? 0,
        }));
        return saveLines(
          tx,
          user,
          shipment,
          lines,
          statusAfterStep('confirm'),
          'confirm',
          ledger.clock.now(),
        );
      });
      return result;
    },
    clock,
  );
}

/** Lot and expiry of what a transfer sent, per line: what the receiver should find in the boxes. */
export async function sentLots(db: Db, user: AuthUser, id: number) {
  return db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, user, id);
    return consumedLots(tx, transferSource(shipment));
  });
}
