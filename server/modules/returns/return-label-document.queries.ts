/** The return label PDF of one return the user may see: its order, vendor and warehouse read once. */
import { eq } from 'drizzle-orm';
import { carrierServiceLabel, rmaNumber } from '../../../src/domain/order-return';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { orders, vendors, warehouses } from '../../db/schema';
import { findReturn, returnLinesOf } from './return-records.repository';
import { renderReturnLabelPdf } from './return-label.pdf';

export async function returnLabelDocument(db: Db, user: AuthUser, id: number) {
  const row = await findReturn(db, user, id);
  const [order] = await db
    .select({ orderNumber: orders.orderNumber, shipmentAddress: orders.shipmentAddress, items: orders.items })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  const [vendor] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, row.vendorId));
  const [warehouse] = await db
    .select({ code: warehouses.code, fullName: warehouses.fullName })
    .from(warehouses)
    .where(eq(warehouses.id, row.warehouseId));
  const rma = row.trackingNumber ?? rmaNumber(row.id);
  const pdf = await renderReturnLabelPdf({
    rma,
    orderNumber: row.orderNumber ?? order?.orderNumber ?? `#${row.orderId}`,
    createdAt: row.createdAt,
    carrierService: carrierServiceLabel(row.carrierCode, row.serviceCode),
    vendorName: vendor?.name ?? 'Vendor',
    warehouse: warehouse ?? { code: '', fullName: `Warehouse #${row.warehouseId}` },
    shipFrom: order?.shipmentAddress ?? {},
    lines: returnLinesOf(row, (order?.items ?? []) as { sku: string; quantity: number }[]).map((l) => ({
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
    })),
    notes: row.notes,
  });
  return { pdf, rma };
}
