/**
 * 30 storefront orders across storefronts, stores and statuses, made the way real ones are: each
 * comes in through intake (mapping, checks, holds) shortly after the customer ordered, then people
 * and the system take the same steps the API takes (hold, send to fulfilment, ship, cancel), each at
 * its own time, so allocations, fulfilment orders, holds, ledger rows and timelines agree.
 */
import { add, compare, fromAmount, multiply, sum, toAmount } from '../../../src/domain/money';
import { orderIntakeSchema } from '../../../src/domain/resources/order.schema';
import { holdOrder } from '../../modules/orders/order-actions.service';
import { cancelOrder, markShipped, sendToFulfillment } from '../../modules/orders/order-fulfillment.service';
import { intakeInTransaction } from '../../modules/orders/order-intake.service';
import { eq } from 'drizzle-orm';
import { orders, projects, stores } from '../schema';
import type { VendorProduct } from './catalogue';
import { DAY, HOUR, type SeedContext, type SeedStep } from './context';
import { customers, orderStatusMix, streets } from './demo-data';

const MINUTE = 60_000;

export interface OrderSpec {
  project: typeof projects.$inferSelect;
  storeId: number | null;
  /** Which demo customer (demo-data.ts) ordered. */
  customer: number;
  orderNumber: string;
  orderKey: string;
  orderDate: Date;
  lines: { sku: string; name: string; quantity: number; unitPrice: number }[];
  paid: boolean;
  notes: string | null;
  tags: string[];
  giftMessage: boolean;
}

/** A storefront order as its connector sends it to intake: totals, customer, addresses. */
export function storefrontOrderInput(ctx: SeedContext, spec: OrderSpec) {
  const { lines, orderDate, paid, customer: i } = spec;
  // Money in minor units (src/domain/money.ts): 7.25% tax rounded half away from zero.
  const subtotal = sum(lines.map((l) => multiply(fromAmount(l.unitPrice), l.quantity)));
  const shippingAmount = compare(subtotal, fromAmount(100)) > 0 ? 0 : 7.95;
  const taxAmount = toAmount(multiply(subtotal, '0.0725'));
  const orderTotal = toAmount(add(subtotal, fromAmount(shippingAmount), fromAmount(taxAmount)));
  const [name, city, state, postcode] = customers[i % customers.length]!;
  const [first, last] = name.split(' ') as [string, string];
  const address = {
    name,
    addressLine1: `${100 + i * 7} ${ctx.pick(streets)}`,
    city,
    state,
    postcode,
    countryCode: 'US',
    email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
  };
  return orderIntakeSchema.validateSync({
    orderNumber: spec.orderNumber,
    orderKey: spec.orderKey,
    projectId: spec.project.id,
    storeId: spec.storeId,
    orderDate,
    paymentDate: paid ? new Date(orderDate.getTime() + MINUTE) : null,
    shipByDate: new Date(orderDate.getTime() + 2 * DAY),
    orderTotal,
    amountPaid: paid ? orderTotal : 0,
    shippingAmount,
    taxAmount,
    customerEmail: address.email,
    customerUsername: `${first.toLowerCase()}${last[0]!.toLowerCase()}${i}`,
    billTo: address,
    shipmentAddress: address,
    items: lines,
    advancedOptions: {
      customField1: spec.giftMessage ? 'gift-message' : null,
      customField2: null,
      customField3: null,
    },
    requestedService: ctx.pick(['Standard', 'Expedited', 'Ground', 'Priority']),
    carrierCode: null,
    serviceCode: null,
    notes: spec.notes,
    tags: spec.tags,
  });
}

export async function storefrontOrders(
  ctx: SeedContext,
  productRows: readonly VendorProduct[],
): Promise<SeedStep[]> {
  const { tx, pick } = ctx;
  const projectRows = await tx.select().from(projects).orderBy(projects.id);
  const storeRows = await tx.select().from(stores).orderBy(stores.id);
  const productsOf = (vId: number) => productRows.filter((p) => p.vendorId === vId);
  const statusOf = async (id: number) =>
    (await tx.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, id)))[0]!.status;
  const steps: SeedStep[] = [];
  for (const [i, status] of orderStatusMix.entries()) {
    const p = projectRows[i % projectRows.length]!;
    const projectStores = storeRows.filter((s) => s.projectId === p.id && !s.shouldIgnoreIt);
    const store = projectStores[i % Math.max(projectStores.length, 1)];
    const lines = productsOf(p.vendorId)
      .filter((vp) => vp.type === 'Stock Item')
      .filter((vp) => vp.inventoryStatus !== 0)
      .slice(0, 1 + (i % 3))
      .map((vp, n) => ({
        // Lumen's WooCommerce store sells under the vendor's own SKUs: intake maps them by SKU.
        sku: p.clientCode === 'LUM-WEB' ? vp.sku : `${p.clientCode}-${vp.sku.split('-').slice(1).join('-')}`,
        name: vp.item,
        quantity: 1 + ((i + n) % 3),
        unitPrice: toAmount(multiply(fromAmount(vp.wholesalePrice ?? 10), '2.2')),
      }));
    // Held orders get their problem the way real ones do: a product the storefront never mapped
    // (Northwind's gift set), more than the warehouse holds, or an address someone must check.
    if (status === 'on_hold' && p.clientCode === 'NWG-WHSL')
      lines.push({ sku: 'NWG-GIFT-SET', name: 'Holiday Gift Set', quantity: 1, unitPrice: 25 });
    else if (status === 'on_hold' && i % 2 === 1 && lines[0]) lines[0].quantity = 900;
    const orderDate = ctx.ago((i * 23 + 2) * HOUR);
    const input = storefrontOrderInput(ctx, {
      project: p,
      storeId: store?.id ?? null,
      customer: i,
      orderNumber: `${p.clientCode.split('-')[0]}-${10420 + i}`,
      orderKey: `ok_${(0x5f3a1 + i * 7919).toString(16)}`,
      orderDate,
      lines,
      paid: status !== 'awaiting_payment',
      notes: status === 'on_hold' ? 'Waiting for stock or a SKU fix' : null,
      tags: i % 7 === 0 ? ['VIP'] : [],
      giftMessage: i % 5 === 0,
    });
    const { state } = input.shipmentAddress as { state: string };
    const ship =
      status === 'shipped'
        ? {
            carrierCode: pick(['ups', 'usps', 'fedex']),
            serviceCode: pick(['ups_ground', 'usps_priority_mail', 'fedex_home_delivery']),
            trackingNumber: `1Z${(999000 + i * 37).toString()}${state}`,
          }
        : null;

    let orderId = 0;
    // The storefront connector brings it in a few minutes after the customer ordered.
    steps.push({
      at: new Date(orderDate.getTime() + 5 * MINUTE),
      run: async () => {
        const { result } = await intakeInTransaction(tx, input, {
          channel: 'seed',
          userId: ctx.userId('admin@dockhand.test'),
          at: ctx.clock.now(),
        });
        orderId = result.order.id;
      },
    });
    if (status === 'on_hold')
      steps.push({
        at: new Date(orderDate.getTime() + 40 * MINUTE),
        run: async () => {
          // Intake may have held it already (an unmapped product, not enough stock).
          if ((await statusOf(orderId)) === 'on_hold') return;
          await holdOrder(ctx.orderContext('manager@dockhand.test'), {
            id: orderId,
            hold: { type: 'address', reason: 'The carrier could not verify the street address' },
          });
        },
      });
    if (status === 'pending_fulfillment' || status === 'shipped')
      steps.push({
        at: new Date(orderDate.getTime() + HOUR),
        run: async () => {
          if ((await statusOf(orderId)) !== 'awaiting_shipment') return;
          await sendToFulfillment(ctx.orderContext(null), { id: orderId });
        },
      });
    // It left the day after it was ordered.
    if (ship)
      steps.push({
        at: new Date(orderDate.getTime() + 28 * HOUR),
        run: async () => {
          // A send that held the order instead (not enough stock) leaves nothing to ship.
          if ((await statusOf(orderId)) !== 'pending_fulfillment') return;
          await markShipped(ctx.orderContext(null), { id: orderId, ship });
        },
      });
    if (status === 'cancelled')
      steps.push({
        at: new Date(orderDate.getTime() + 3 * HOUR),
        run: async () => {
          await cancelOrder(ctx.orderContext('manager@dockhand.test'), {
            id: orderId,
            reason: 'the customer cancelled',
          });
        },
      });
  }
  return steps;
}
