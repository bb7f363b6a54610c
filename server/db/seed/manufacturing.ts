/**
 * Manufacturing (issue 15), built through the same services the API uses, on the seed's clock:
 * Northwind's lavender candle gift box at Dallas.
 * - Components added as items (wax in pounds, oil in ounces, wicks, jars, gift boxes) with their
 *   minimum orders and lead times, bought on PO-NWG-MFG-01 (confirmed, shipped, received with lots)
 *   and, for more wax, PO-NWG-MFG-02 (confirmed, due next week: what covers the draft's shortage).
 * - Two bills of materials: the candle (a sub-assembly: 8 oz of wax, 16 oz to the pound, 6 % waste;
 *   a wick; half an ounce of oil, 10 % waste; a jar) and the gift box kit (a candle, 2 % broken;
 *   a box).
 * - An R&D project, "Eucalyptus candle gift set", whose costing warns of the jar's minimum order and
 *   the oil's lead time.
 * - Work orders: WO-3001 released, started and completed (lot LAV-2410); WO-3002 released, started
 *   and completed in part (25 of 60, lot LAV-2411): In progress; WO-3003 released (its components
 *   allocated); WO-3004 a draft of 200, short of wax and jars (the shortage plan's example).
 */
import { eq } from 'drizzle-orm';
import type { Receipt } from '../../../src/domain/receiving';
import { runPurchaseOrderAction } from '../../modules/inbound/purchase-order-actions.service';
import { schedulePurchaseOrderBatch } from '../../modules/inbound/purchase-order-batches.service';
import { receiveShipment } from '../../modules/inbound/receiving.service';
import {
  completeWorkOrder,
  releaseWorkOrder,
  startWorkOrder,
} from '../../modules/manufacturing/work-order-steps.service';
import { poResource } from '../../resources/declarations/inbound';
import { vendorProductResource } from '../../resources/declarations/inventory';
import {
  billOfMaterialsResource,
  rndProjectResource,
  workOrderResource,
} from '../../resources/declarations/manufacturing';
import { purchaseOrders } from '../schema';
import { DAY, HOUR, isoDay, type SeedContext, type SeedStep } from './context';
import { addRecord } from './records';

const ADMIN = 'admin@dockhand.test';
const MANUFACTURING = 'manufacturing@dockhand.test';

/** The components and products, by key: SKU, name, type, unit, minimum order, lead time, price. */
const ITEMS = {
  wax: ['NWG-WAX-SOY', 'Soy wax flakes', 'RawResource', 'LB', 50, 21, 3.2],
  wick: ['NWG-WICK-CT6', 'Cotton wick, 6 in', 'RawResource', 'E', 1000, 14, 0.09],
  oil: ['NWG-OIL-LAV', 'Lavender essential oil', 'RawResource', 'OZ', 32, 45, 1.85],
  jar: ['NWG-JAR-8OZ', 'Amber glass jar, 8 oz', 'Packaging', 'E', 500, 28, 0.62],
  box: ['NWG-BOX-GIFT', 'Gift box with insert', 'Packaging', 'E', 250, 20, 0.48],
  candle: ['NWG-CNDL-LAV', 'Lavender candle, 8 oz (unboxed)', 'Stock Item', 'E', null, null, null],
  gift: ['NWG-GIFT-LAV', 'Lavender candle gift box', 'Stock Item', 'E', null, null, null],
} as const;
type ItemKey = keyof typeof ITEMS;

/** What PO-NWG-MFG-01 brings: quantity, lot, and the expiry's distance in days. */
const BOUGHT: [ItemKey, number, string, number][] = [
  ['wax', 100, 'SW-2409', 540],
  ['wick', 300, 'CW-0912', 900],
  ['oil', 96, 'LO-1182', 420],
  ['jar', 200, 'AJ-5531', 1500],
  ['box', 150, 'GB-0440', 1500],
];

export function manufacturing(ctx: SeedContext): SeedStep[] {
  const { vendorId, warehouseId } = ctx;
  const end = ctx.end.getTime();
  const day = (offsetDays: number) => isoDay(new Date(end + offsetDays * DAY));
  const deps = { database: { db: ctx.db }, events: ctx.events, clock: ctx.clock };
  const item = new Map<ItemKey, { id: number; sku: string; item: string }>();
  const itemOf = (key: ItemKey) => item.get(key)!;
  const ids = new Map<string, number>();
  const idOf = (key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`${key} is not created yet`);
    return id;
  };
  const NWG = () => vendorId('NWG');
  const DAL = () => warehouseId('DAL');
  const projectId = async () =>
    (await ctx.tx.query.projects.findFirst({ where: (p, { eq: is }) => is(p.clientCode, 'NWG-SHOP') }))!.id;
  const poVersion = async (key: string) =>
    (
      await ctx.tx
        .select({ version: purchaseOrders.version })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, idOf(key)))
    )[0]!.version;
  const poLine = (key: ItemKey, quantity: number) => ({
    sku: itemOf(key).sku,
    name: itemOf(key).item,
    quantity,
    unitPrice: ITEMS[key][6],
    vendorProductId: itemOf(key).id,
  });
  const component = (key: ItemKey, quantity: number, extra: Record<string, unknown> = {}) => ({
    vendorProductId: itemOf(key).id,
    sku: itemOf(key).sku,
    name: itemOf(key).item,
    quantity,
    productType: ITEMS[key][2],
    ...extra,
  });
  const by = ctx.user(MANUFACTURING);
  const workOrder = (key: string, body: Record<string, unknown>) => async () => {
    const row = await addRecord(ctx, workOrderResource, MANUFACTURING, {
      type: 'Internal',
      assembleType: 'Assemble',
      vendorId: NWG(),
      warehouseId: DAL(),
      billOfMaterialsId: idOf('gift-bom'),
      ...body,
    });
    ids.set(key, row.id as number);
  };
  const release = (key: string) => () => releaseWorkOrder(deps, by, idOf(key), {}).then(() => undefined);
  const start = (key: string) => () => startWorkOrder(deps, by, idOf(key), {}).then(() => undefined);
  const complete = (key: string, quantity: number, lot: string) => () =>
    completeWorkOrder(deps, by, idOf(key), { quantity, lot, expiry: day(365), consumedLots: [] }, {}).then(
      () => undefined,
    );

  return [
    {
      at: ctx.ago(52 * DAY),
      run: async () => {
        for (const [key, [sku, name, type, unit, moq, lead]] of Object.entries(ITEMS) as [
          ItemKey,
          (typeof ITEMS)[ItemKey],
        ][]) {
          const row = await addRecord(ctx, vendorProductResource, MANUFACTURING, {
            vendorId: NWG(),
            warehouseId: DAL(),
            sku,
            item: name,
            type,
            itemUnit: unit,
            wholesalePrice: key === 'gift' ? 24 : null,
            minimumOrderQuantity: moq,
            leadTimeDays: lead,
          });
          item.set(key, { id: row.id as number, sku, item: name });
        }
      },
    },
    {
      at: ctx.ago(51 * DAY),
      run: async () => {
        const row = await addRecord(ctx, poResource, ADMIN, {
          orderNumber: 'PO-NWG-MFG-01',
          vendorId: NWG(),
          projectId: await projectId(),
          warehouseId: DAL(),
          expectedDate: day(-44),
          shippingFee: 140,
          otherFees: 0,
          items: BOUGHT.map(([key, quantity]) => poLine(key, quantity)),
        });
        ids.set('po-1', row.id as number);
      },
    },
    {
      at: ctx.ago(50 * DAY),
      run: async () =>
        runPurchaseOrderAction(
          ctx.db,
          ctx.user(ADMIN),
          idOf('po-1'),
          'confirm',
          await poVersion('po-1'),
          ctx.clock,
        ).then(() => undefined),
    },
    {
      at: ctx.ago(47 * DAY),
      run: async () => {
        const batch = await schedulePurchaseOrderBatch(
          ctx.db,
          ctx.user(ADMIN),
          idOf('po-1'),
          {
            version: await poVersion('po-1'),
            shipped: true,
            carrier: 'FedEx Freight',
            trackingNumber: 'FXF-88120417',
            shipDate: isoDay(ctx.clock.peek()),
            expectedDate: null,
            userNote: null,
            lines: BOUGHT.map(([, quantity], poLineIndex) => ({ poLineIndex, quantity })),
          },
          undefined,
          ctx.clock,
        );
        ids.set('po-1-batch', batch.id);
      },
    },
    {
      at: ctx.ago(44 * DAY),
      run: async () => {
        const lines: Receipt['lines'] = BOUGHT.map(([, quantity, lot, expiresIn], lineIndex) => ({
          lineIndex,
          received: quantity,
          damaged: 0,
          quarantine: 0,
          location: `D-MF-0${lineIndex + 1}`,
          lpn: null,
          lotNumber: lot,
          expirationDate: day(expiresIn),
        }));
        await receiveShipment(
          ctx.db,
          ctx.events,
          ctx.user('warehouse@dockhand.test'),
          idOf('po-1-batch'),
          { lines, closeShort: [], confirmOverReceipt: false },
          undefined,
          ctx.clock,
        );
      },
    },
    {
      at: ctx.ago(42 * DAY),
      run: async () => {
        const candle = await addRecord(ctx, billOfMaterialsResource, MANUFACTURING, {
          name: 'Lavender candle, 8 oz',
          type: 'Assembly',
          vendorId: NWG(),
          warehouseId: DAL(),
          warehouseProductId: itemOf('candle').id,
          items: [
            component('wax', 8, { unit: 'OZ', unitsPerItemUnit: 16, wastePercent: 6 }),
            component('wick', 1),
            component('oil', 0.5, { unit: 'OZ', wastePercent: 10 }),
            component('jar', 1),
          ],
        });
        const gift = await addRecord(ctx, billOfMaterialsResource, MANUFACTURING, {
          name: 'Lavender candle gift box',
          type: 'Kit',
          vendorId: NWG(),
          warehouseId: DAL(),
          warehouseProductId: itemOf('gift').id,
          items: [component('candle', 1, { wastePercent: 2 }), component('box', 1)],
        });
        ids.set('candle-bom', candle.id as number);
        ids.set('gift-bom', gift.id as number);
      },
    },
    {
      at: ctx.ago(38 * DAY),
      run: async () => {
        await addRecord(ctx, rndProjectResource, MANUFACTURING, {
          name: 'Eucalyptus candle gift set',
          vendorId: NWG(),
          warehouseId: DAL(),
          items: [
            { sku: itemOf('wax').sku, quantity: 1 },
            { sku: itemOf('jar').sku, quantity: 2 },
            { sku: itemOf('oil').sku, quantity: 1 },
            { sku: 'NWG-OIL-EUC', name: 'Eucalyptus essential oil (sample)', quantity: 1, unitPrice: 2.4 },
          ],
          quantity: 2,
          quantityToOrder: 300,
          otherFees: 180,
          percentMarkup: 55,
          unitWeight: 0.62,
        });
      },
    },
    // WO-3001: made and done.
    {
      at: ctx.ago(30 * DAY),
      run: workOrder('wo-1', { orderNumber: 'WO-3001', quantity: 40, dueDate: day(-24) }),
    },
    { at: ctx.ago(30 * DAY - 2 * HOUR), run: release('wo-1') },
    { at: ctx.ago(29 * DAY), run: start('wo-1') },
    { at: ctx.ago(28 * DAY), run: complete('wo-1', 40, 'LAV-2410') },
    // WO-3002: 25 of 60 made so far.
    {
      at: ctx.ago(12 * DAY),
      run: workOrder('wo-2', { orderNumber: 'WO-3002', quantity: 60, dueDate: day(2) }),
    },
    { at: ctx.ago(12 * DAY - 3 * HOUR), run: release('wo-2') },
    { at: ctx.ago(11 * DAY), run: start('wo-2') },
    { at: ctx.ago(9 * DAY), run: complete('wo-2', 25, 'LAV-2411') },
    // WO-3003: components allocated, waiting for the floor.
    {
      at: ctx.ago(5 * DAY),
      run: workOrder('wo-3', { orderNumber: 'WO-3003', quantity: 30, dueDate: day(6) }),
    },
    { at: ctx.ago(5 * DAY - 4 * HOUR), run: release('wo-3') },
    // More wax is on order; WO-3004, the holiday run, waits for it (and for jars nobody ordered yet).
    {
      at: ctx.ago(3 * DAY),
      run: async () => {
        const row = await addRecord(ctx, poResource, ADMIN, {
          orderNumber: 'PO-NWG-MFG-02',
          vendorId: NWG(),
          projectId: await projectId(),
          warehouseId: DAL(),
          expectedDate: day(7),
          shippingFee: 60,
          otherFees: 0,
          items: [poLine('wax', 150)],
        });
        ids.set('po-2', row.id as number);
      },
    },
    {
      at: ctx.ago(3 * DAY - 2 * HOUR),
      run: async () =>
        runPurchaseOrderAction(
          ctx.db,
          ctx.user(ADMIN),
          idOf('po-2'),
          'confirm',
          await poVersion('po-2'),
          ctx.clock,
        ).then(() => undefined),
    },
    {
      at: ctx.ago(2 * DAY),
      run: workOrder('wo-4', { orderNumber: 'WO-3004', quantity: 200, dueDate: day(12) }),
    },
  ];
}
