/**
 * Kits on storefront orders (issue 16), through the same services the API uses:
 * - Kettle & Crumb sells a "Weekend Breakfast Box" meal kit (a Kit bill of materials at Columbus:
 *   a granola and two coffees) on its subscription storefront; Northwind Shop sells the existing
 *   "Gift Set — Mug & Candle" kit.
 * - Orders of them come in through intake, which explodes each kit into its components: one shipped
 *   (its components allocated, picked and shipped; the activity facts count the kits), one waiting
 *   to be sent to fulfilment.
 */
import { eq } from 'drizzle-orm';
import { intakeInTransaction } from '../../modules/orders/order-intake.service';
import { markShipped, sendToFulfillment } from '../../modules/orders/order-fulfillment.service';
import { storefrontProductResource } from '../../resources/declarations/orders';
import { billOfMaterialsResource } from '../../resources/declarations/manufacturing';
import { billsOfMaterials, projects, stores } from '../schema';
import type { VendorProduct } from './catalogue';
import { DAY, HOUR, type SeedContext, type SeedStep } from './context';
import { storefrontOrderInput } from './orders';
import { addRecord } from './records';

const ADMIN = 'admin@dockhand.test';
const MANUFACTURING = 'manufacturing@dockhand.test';

export const BREAKFAST_BOX_SKU = 'KTC-SUB-BRKFST-BOX';
export const GIFT_SET_SKU = 'NWG-SHOP-GIFT-SET';

export function kitOrders(ctx: SeedContext, productRows: readonly VendorProduct[]): SeedStep[] {
  const { tx, vendorId, warehouseId } = ctx;
  const item = (sku: string) => productRows.find((p) => p.sku === sku)!;
  const component = (sku: string, quantity: number) => {
    const vp = item(sku);
    return { sku: vp.sku, name: vp.item, quantity, vendorProductId: vp.id };
  };
  const project = async (clientCode: string) =>
    (await tx.select().from(projects).where(eq(projects.clientCode, clientCode)))[0]!;
  const storeOf = async (projectId: number) =>
    (await tx.select().from(stores).where(eq(stores.projectId, projectId)).orderBy(stores.id))[0]?.id ?? null;
  const orderIds = new Map<string, number>();

  const kitOrder = (
    clientCode: string,
    orderNumber: string,
    at: Date,
    customer: number,
    lines: { sku: string; name: string; quantity: number; unitPrice: number }[],
  ): SeedStep => ({
    at,
    run: async () => {
      const p = await project(clientCode);
      const input = storefrontOrderInput(ctx, {
        project: p,
        storeId: await storeOf(p.id),
        customer,
        orderNumber,
        orderKey: `ok_${orderNumber.toLowerCase()}`,
        orderDate: new Date(at.getTime() - 5 * 60_000),
        lines,
        paid: true,
        notes: null,
        tags: [],
        giftMessage: false,
      });
      const { result } = await intakeInTransaction(tx, input, {
        channel: 'seed',
        userId: ctx.userId(ADMIN),
        at: ctx.clock.now(),
      });
      orderIds.set(orderNumber, result.order.id);
    },
  });

  return [
    {
      at: ctx.ago(18 * DAY),
      run: async () => {
        const box = await addRecord(ctx, billOfMaterialsResource, MANUFACTURING, {
          name: 'Weekend Breakfast Box',
          type: 'Kit',
          vendorId: vendorId('KTC'),
          warehouseId: warehouseId('CMH'),
          items: [component('KTC-GRAN-OAT', 1), component('KTC-COF-HB', 2)],
        });
        const [giftSet] = await tx
          .select({ id: billsOfMaterials.id })
          .from(billsOfMaterials)
          .where(eq(billsOfMaterials.name, 'Gift Set — Mug & Candle'));
        await addRecord(ctx, storefrontProductResource, ADMIN, {
          projectId: (await project('KTC-SUB')).id,
          name: 'Weekend Breakfast Box (meal kit)',
          sku: BREAKFAST_BOX_SKU,
          billOfMaterialsId: box.id,
        });
        await addRecord(ctx, storefrontProductResource, ADMIN, {
          projectId: (await project('NWG-SHOP')).id,
          name: 'Gift Set — Mug & Candle',
          sku: GIFT_SET_SKU,
          billOfMaterialsId: giftSet!.id,
        });
      },
    },
    kitOrder('KTC-SUB', 'KTC-KIT-2001', ctx.ago(3 * DAY), 2, [
      { sku: BREAKFAST_BOX_SKU, name: 'Weekend Breakfast Box (meal kit)', quantity: 2, unitPrice: 24 },
    ]),
    {
      at: ctx.ago(3 * DAY - HOUR),
      run: async () => {
        await sendToFulfillment(ctx.orderContext(null), { id: orderIds.get('KTC-KIT-2001')! });
      },
    },
    {
      at: ctx.ago(2 * DAY),
      run: async () => {
        await markShipped(ctx.orderContext(null), {
          id: orderIds.get('KTC-KIT-2001')!,
          ship: { carrierCode: 'usps', serviceCode: 'usps_priority_mail', trackingNumber: '9400111KTC2001' },
        });
      },
    },
    kitOrder('NWG-SHOP', 'NWG-KIT-3001', ctx.ago(6 * HOUR), 4, [
      { sku: GIFT_SET_SKU, name: 'Gift Set — Mug & Candle', quantity: 1, unitPrice: 29 },
      { sku: 'NWG-SHOP-TOTE-CAN', name: 'Canvas Tote Bag', quantity: 1, unitPrice: 14 },
    ]),
  ];
}
