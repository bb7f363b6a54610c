/** The shortage plan (src/domain/manufacturing/shortage-plan.ts): coverage by date and what to order now. */
import { describe, expect, it } from 'vitest';
import {
  orderQuantity,
  shortagePlanLines,
  type PlanDemand,
  type PlanIncoming,
} from '../../../../src/domain/manufacturing/shortage-plan';

const demand = (
  workOrderId: number,
  vendorProductId: number,
  quantity: number,
  dueDate: string | null,
): PlanDemand => ({
  workOrderId,
  orderNumber: `WO-${workOrderId}`,
  status: 'Draft',
  dueDate,
  quantity,
  warehouseId: 1,
  vendorProductId,
});
const po = (id: number, vendorProductId: number, quantity: number, date: string | null): PlanIncoming => ({
  type: 'purchase_order',
  id,
  number: `PO-${id}`,
  date,
  quantity,
  link: `/warehouses/purchaseOrders/view/${id}`,
  warehouseId: 1,
  vendorProductId,
});
const items: Record<
  number,
  { sku: string; minimumOrderQuantity: number | null; leadTimeDays: number | null }
> = {
  3: { sku: 'WAX', minimumOrderQuantity: 50, leadTimeDays: 10 },
  4: { sku: 'WICK', minimumOrderQuantity: null, leadTimeDays: null },
  5: { sku: 'CARTON', minimumOrderQuantity: null, leadTimeDays: null },
};
const plan = (demands: PlanDemand[], available: Record<number, number>, incoming: PlanIncoming[]) =>
  shortagePlanLines({
    demands,
    available: (_w, id) => available[id] ?? 0,
    incoming,
    item: (id) => (items[id] ? { ...items[id], name: null, itemUnit: 'E' } : null),
    warehouseName: () => 'Main',
  });

describe('shortagePlanLines', () => {
  it('covers a shortage on the date the documents reach the requirement, earliest first', () => {
    const [wax] = plan([demand(1, 3, 30, '2026-11-20'), demand(2, 3, 20, '2026-11-10')], { 3: 10 }, [
      po(8, 3, 25, '2026-11-15'),
      po(7, 3, 10, '2026-11-05'),
      po(9, 3, 100, null),
    ]);
    expect(wax).toMatchObject({ required: 50, available: 10, short: 40, neededBy: '2026-11-10' });
    expect(wax!.incoming.map((i) => [i.number, i.cumulative, i.coversShortage])).toEqual([
      ['PO-7', 20, false],
      ['PO-8', 45, false],
      ['PO-9', 145, true],
    ]);
    expect(wax).toMatchObject({ coveredOn: null, coveredBy: { number: 'PO-9' }, late: true, toOrderNow: 0 });
    expect(wax!.demands.map((d) => d.workOrderId)).toEqual([2, 1]);
  });

  it('says what to order now, at least the minimum order, and by when', () => {
    const [wax] = plan([demand(1, 3, 30, '2026-11-20')], { 3: 5 }, [po(7, 3, 10, '2026-11-05')]);
    expect(wax).toMatchObject({
      short: 25,
      coveredBy: null,
      toOrderNow: 50,
      orderBy: '2026-11-10',
      late: true,
    });
    expect(orderQuantity(15, 50)).toBe(50);
    expect(orderQuantity(80, 50)).toBe(80);
    expect(orderQuantity(0, 50)).toBe(0);
  });

  it('is not late when covered before it is needed, and lists covered components last', () => {
    const lines = plan(
      [demand(1, 3, 30, '2026-11-20'), demand(1, 4, 5, '2026-11-20'), demand(1, 5, 10, '2026-11-20')],
      { 3: 10, 4: 10 },
      [po(7, 3, 30, '2026-11-05')],
    );
    expect(lines.map((l) => [l.sku, l.short, l.late])).toEqual([
      ['CARTON', 10, true], // nothing coming: first
      ['WAX', 20, false],
      ['WICK', 0, false],
    ]);
    expect(lines[1]).toMatchObject({ coveredOn: '2026-11-05', toOrderNow: 0, orderBy: null });
  });
});
