/**
 * Moving unallocated stock between status buckets at one place: releasing quarantined units to
 * available, quarantining or writing units down as damaged. A ledger movement like any other
 * (POST /api/inventory/stock/{balanceId}/move, permission inventory.diu.create).
 */
import { and, eq } from 'drizzle-orm';
import * as yup from 'yup';
import { requiredText } from '../../../src/domain/resources/fields';
import type { AuthUser } from '../../auth/guard';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db/client';
import { warehouseProductLocations } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { badRequest, notFound } from '../../http/errors';
import { withIdempotency } from '../../http/idempotency';
import { changeStock } from './stock-changes.service';
import { placeOf } from './stock-ledger.service';
import { scopedTo } from '../../auth/policy';

export const stockMoveSchema = yup.object({
  to: yup
    .string()
    .oneOf(['available', 'quarantine', 'damaged'], 'Choose available, quarantine or damaged')
    .required('Choose where the units go'),
  quantity: yup
    .number()
    .typeError('Quantity must be a number')
    .integer('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .required('Quantity is required'),
  reason: requiredText('Reason', 500),
});
export type StockMove = yup.InferType<typeof stockMoveSchema>;

export function moveStock(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  balanceId: number,
  move: StockMove,
  key: string | undefined,
  clock: Clock = systemClock,
) {
  return changeStock(
    db,
    events,
    user.id,
    async (ledger, tx) => {
      const { result } = await withIdempotency(tx, key, `move stock ${balanceId}`, user.id, async () => {
        const [balance] = await tx
          .select()
          .from(warehouseProductLocations)
          .where(
            and(
              eq(warehouseProductLocations.id, balanceId),
              scopedTo(warehouseProductLocations.vendorId, user.accessVendorIds),
              scopedTo(warehouseProductLocations.warehouseId, user.accessWarehouseIds),
            ),
          );
        if (!balance) throw notFound('Stock');
        if (balance.bucket === 'in_transit') {
          throw badRequest('Some fields are not valid.', { to: 'Stock in transit is received, not moved' });
        }
        if (balance.bucket === move.to) {
          throw badRequest('Some fields are not valid.', { to: 'The units are there already' });
        }
        const after = await ledger.moveBucket(placeOf(balance), move.to, move.quantity, {
          kind: 'status_move',
          reason: move.reason,
          source: { type: 'stock_move', id: balance.id },
        });
        return { balanceId: after.id, bucket: after.bucket, quantity: after.quantity };
      });
      return result;
    },
    clock,
  );
}
