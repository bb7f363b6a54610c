/**
 * Northwind's wool throw sold out at Dallas, and its shop kept taking orders: each came in through
 * intake and was held NOT_ENOUGH_INVENTORY. Yesterday the first truck of ASN-NWG-3310 brought 20
 * throws (inbound.ts), so every one of these orders can ship now and waits on Has Inventory for
 * someone to release it.
 */
import { and, eq } from 'drizzle-orm';
import { fromAmount, multiply, toAmount } from '../../../src/domain/money';
import { intakeInTransaction } from '../../modules/orders/order-intake.service';
import { projects, stores } from '../schema';
import type { VendorProduct } from './catalogue';
import { DAY, HOUR, type SeedContext, type SeedStep } from './context';
import { storefrontOrderInput } from './orders';
import { GIFT_WRAP } from './untracked-items';

/** Order number, days ago it was placed, throws, mugs, gift wrap, VIP. */
const backordered: [string, number, number, number, boolean, boolean][] = [
  ['NWG-10450', 9, 1, 0, false, false],
  ['NWG-10451', 6, 2, 0, true, false],
  ['NWG-10452', 4, 1, 2, false, false],
  ['NWG-10453', 2, 1, 0, false, true],
];

export async function backorders(
  ctx: SeedContext,
  productRows: readonly VendorProduct[],
): Promise<SeedStep[]> {
  const { tx } = ctx;
  const [shop] = await tx.select().from(projects).where(eq(projects.clientCode, 'NWG-SHOP'));
  const [store] = await tx
    .select()
    .from(stores)
    .where(and(eq(stores.projectId, shop!.id), eq(stores.name, 'Northwind Shopify')));
  const item = (sku: string) => productRows.find((p) => p.sku === sku)!;
  const retail = (vp: VendorProduct) => toAmount(multiply(fromAmount(vp.wholesalePrice ?? 10), '2.2'));
  const shopSku = (vp: VendorProduct) => `NWG-SHOP-${vp.sku.split('-').slice(1).join('-')}`;
  const [throwItem, mug] = [item('NWG-THROW-WL'), item('NWG-MUG-11')];

  return backordered.map(([orderNumber, daysAgo, throws, mugs, giftWrap, vip], n) => {
    const lines = [
      { sku: shopSku(throwItem), name: throwItem.item, quantity: throws, unitPrice: retail(throwItem) },
    ];
    if (mugs) lines.push({ sku: shopSku(mug), name: mug.item, quantity: mugs, unitPrice: retail(mug) });
    if (giftWrap)
      lines.push({ sku: GIFT_WRAP.storefrontSku, name: 'Gift Wrap & Card', quantity: 1, unitPrice: 4.5 });
    const orderDate = ctx.ago(daysAgo * DAY + (n + 2) * HOUR);
    const customer = 30 + n;
    const input = storefrontOrderInput(ctx, {
      project: shop!,
      storeId: store!.id,
      customer,
      orderNumber,
      orderKey: `ok_${(0x5f3a1 + customer * 7919).toString(16)}`,
      orderDate,
      lines,
      paid: true,
      notes: null,
      tags: vip ? ['VIP'] : [],
      giftMessage: giftWrap,
    });
    return {
      at: new Date(orderDate.getTime() + 5 * 60_000),
      run: async () => {
        await intakeInTransaction(tx, input, {
          channel: 'seed',
          userId: ctx.userId('admin@dockhand.test'),
          at: ctx.clock.now(),
        });
      },
    };
  });
}
