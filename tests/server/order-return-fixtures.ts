/**
 * Orders to return, written straight into the database (the order actions have their own tests): a
 * vendor's order at its project's warehouse, in a given status, with lines mapped to the vendor's
 * first stock items.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { orders, projects, vendorProducts, vendors } from '../../server/db/schema';

let seq = 0;

export interface OrderLineSpec {
  /** Which of the vendor's stock items (0 = first). */
  item: number;
  quantity: number;
  ignored?: boolean;
  /** A line intake could not map. */
  unmapped?: boolean;
}

export async function makeOrder(
  db: Db,
  vendorCode: string,
  lines: OrderLineSpec[],
  orderStatus = 'shipped',
): Promise<typeof orders.$inferSelect> {
  const [vendor] = await db.select().from(vendors).where(eq(vendors.code, vendorCode));
  const [project] = await db
    .select()
    .from(projects)
    .where(eq(projects.vendorId, vendor!.id))
    .orderBy(asc(projects.id))
    .limit(1);
  const items = await db
    .select()
    .from(vendorProducts)
    .where(and(eq(vendorProducts.vendorId, vendor!.id), eq(vendorProducts.type, 'Stock Item')))
    .orderBy(asc(vendorProducts.id));
  const n = ++seq;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `RET-${n}-${Date.now()}`,
      projectId: project!.id,
      vendorId: vendor!.id,
      warehouseId: project!.warehouseId,
      orderStatus,
      shipDate: orderStatus === 'shipped' ? new Date() : null,
      carrierCode: 'ups',
      serviceCode: 'ups_ground',
      trackingNumber: `1ZRET${n}`,
      shipmentAddress: {
        name: 'Casey Return',
        addressLine1: '12 Elm St',
        city: 'Austin',
        state: 'TX',
        postcode: '78701',
        countryCode: 'US',
      },
      items: lines.map((l) => {
        const vp = items[l.item]!;
        return {
          sku: `SF-${vp.sku}`,
          name: vp.item,
          quantity: l.quantity,
          unitPrice: 10,
          wmsSku: l.unmapped ? null : vp.sku,
          vendorProductId: l.unmapped ? null : vp.id,
          ignored: l.ignored ?? false,
        };
      }),
      itemCount: lines.reduce((s, l) => s + l.quantity, 0),
    })
    .returning();
  return order!;
}
