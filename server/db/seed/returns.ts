/**
 * Two returns of shipped orders, made through the returns services: Northwind's label was printed and
 * the parcel arrived and was restocked (through the ledger); Bluepeak's label was printed yesterday.
 */
import { and, eq } from 'drizzle-orm';
import { confirmReturn } from '../../modules/returns/return-confirm.service';
import { createReturn } from '../../modules/returns/return-label.service';
import { orders } from '../schema';
import { DAY, HOUR, type SeedContext, type SeedStep } from './context';

export function orderReturns(ctx: SeedContext): SeedStep[] {
  const { tx } = ctx;
  /** The vendor's first shipped order, by order number. */
  const shippedOf = async (code: string) =>
    (
      await tx
        .select()
        .from(orders)
        .where(and(eq(orders.orderStatus, 'shipped'), eq(orders.vendorId, ctx.vendorId(code))))
        .orderBy(orders.orderNumber)
        .limit(1)
    )[0]!;
  const label = (code: string, notes: string) => async () => {
    const order = await shippedOf(code);
    return createReturn(
      ctx.db,
      ctx.events,
      ctx.user('admin@dockhand.test'),
      {
        orderId: order.id,
        warehouseId: null,
        carrierCode: 'usps',
        serviceCode: 'usps_ground_advantage',
        lines: [{ lineIndex: 0, quantity: 1 }],
        notes,
      },
      undefined,
      ctx.clock,
    );
  };
  let restockedId = 0;
  return [
    {
      at: ctx.ago(4 * DAY),
      run: async () => {
        restockedId = (await label('NWG', 'Customer changed their mind')()).id;
      },
    },
    {
      at: ctx.ago(DAY + 2 * HOUR),
      run: async () => {
        await confirmReturn(
          ctx.db,
          ctx.events,
          ctx.user('warehouse@dockhand.test'),
          restockedId,
          { lines: [{ index: 0, restock: 1, damaged: 0, location: null }] },
          undefined,
          ctx.clock,
        );
      },
    },
    {
      at: ctx.ago(DAY),
      run: async () => {
        await label('BPO', 'Arrived damaged, label printed')();
      },
    },
  ];
}
