/**
 * Reads a manual or bulk shipment for its printable documents: the shipment as the user may read it
 * (vendor and warehouse scope, the kind's view permission: 404 otherwise, like a missing one), its
 * vendor and warehouse, item names, cartons and pallets, and the stock allocated to it (the picks,
 * through the ledger's reads).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OutboundLine } from '../../../src/domain/manual-shipment.lifecycle';
import { shipmentNumberOf, type OutboundDocumentState } from '../../../src/domain/outbound-documents';
import { carrierServiceLabel } from '../../../src/domain/order-return';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Db } from '../../db/client';
import {
  manualShipments,
  shipmentCartons,
  shipmentPallets,
  vendorProducts,
  vendors,
  warehouses,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { manualShipmentResource } from '../../resources/declarations/outbound';
import { allocationsOf } from '../inventory/stock.queries';
import { mayReadShipment } from './manual-shipment-access.policy';
import { shipmentSource } from './manual-shipment-steps.service';
import type { DocumentCarton, DocumentPick, ShipmentDocument } from './outbound-documents.types';

const count = (n: unknown) => Number(n ?? 0) || 0;

export async function readShipmentDocument(db: Db, user: AuthUser, id: number): Promise<ShipmentDocument> {
  const [row] = await db
    .select({ shipment: manualShipments, vendor: { code: vendors.code, name: vendors.name } })
    .from(manualShipments)
    .innerJoin(vendors, eq(vendors.id, manualShipments.vendorId))
    .where(and(eq(manualShipments.id, id), scopeCondition(manualShipmentResource, user)));
  if (!row || !mayReadShipment(user, row.shipment)) throw notFound('Shipment');
  const s = row.shipment;

  const [warehouse] = s.warehouseId
    ? await db
        .select({ code: warehouses.code, fullName: warehouses.fullName })
        .from(warehouses)
        .where(eq(warehouses.id, s.warehouseId))
    : [];
  const [pallets, cartons, allocations] = await Promise.all([
    db
      .select()
      .from(shipmentPallets)
      .where(eq(shipmentPallets.shipmentId, id))
      .orderBy(asc(shipmentPallets.id)),
    db
      .select()
      .from(shipmentCartons)
      .where(eq(shipmentCartons.shipmentId, id))
      .orderBy(asc(shipmentCartons.id)),
    allocationsOf(db, shipmentSource({ id })),
  ]);

  // Names: the line's own, else the vendor's item of that SKU.
  const lines = (s.items ?? []) as OutboundLine[];
  const skus = [...new Set([...lines.map((l) => l.sku), ...allocations.map((a) => a.sku)])];
  const described = skus.length
    ? await db
        .select({ sku: vendorProducts.sku, item: vendorProducts.item })
        .from(vendorProducts)
        .where(and(eq(vendorProducts.vendorId, s.vendorId), inArray(vendorProducts.sku, skus)))
    : [];
  const names = new Map<string, string>();
  for (const d of described) if (d.item) names.set(d.sku, d.item);
  for (const l of lines) if (l.name) names.set(l.sku, l.name);
  const nameOf = (sku: string) => names.get(sku) ?? '';

  const documentCartons: DocumentCarton[] = cartons.map((c) => ({
    id: c.id,
    lpn: c.lpn,
    sscc: c.sscc,
    palletId: c.palletId,
    weight: c.weight,
    contents: (c.contents ?? []).map((item) => ({
      sku: item.sku,
      name: nameOf(item.sku),
      quantity: count(item.quantity),
    })),
  }));
  const picks: DocumentPick[] = allocations
    .filter((a) => a.status !== 'released')
    .map((a) => ({
      sku: a.sku,
      name: nameOf(a.sku),
      location: a.location,
      lotNumber: a.lotNumber,
      expirationDate: a.expirationDate,
      lpn: a.lpn,
      quantity: a.quantity,
      status: a.status,
    }));
  // Items the warehouse does not track by location are allocated without ledger rows: they are still
  // picked, from wherever the warehouse keeps them.
  const picked = new Map<string, number>();
  for (const p of picks) picked.set(p.sku, (picked.get(p.sku) ?? 0) + p.quantity);
  for (const l of lines) {
    const left = count(l.allocatedQuantity) - (picked.get(l.sku) ?? 0);
    if (left <= 0) continue;
    picked.set(l.sku, (picked.get(l.sku) ?? 0) + left);
    picks.push({
      sku: l.sku,
      name: nameOf(l.sku),
      location: null,
      lotNumber: null,
      expirationDate: null,
      lpn: null,
      quantity: left,
      status: 'untracked',
    });
  }
  // The picker walks the aisles once: by location, then item, then first expiry.
  picks.sort(
    (a, b) =>
      (a.location || '\uffff').localeCompare(b.location || '\uffff', 'en', { numeric: true }) ||
      a.sku.localeCompare(b.sku) ||
      (a.expirationDate ?? '9999').localeCompare(b.expirationDate ?? '9999'),
  );

  return {
    id: s.id,
    number: shipmentNumberOf(s),
    orderType: s.orderType,
    orderStatus: s.orderStatus,
    customReferenceNumber: s.customReferenceNumber,
    createdAt: s.createdAt,
    wantedShipDate: s.wantedShipDate,
    shipDate: s.shipDate,
    vendor: row.vendor,
    warehouse: warehouse ?? null,
    shipTo: s.shipmentAddress ?? {},
    carrier: carrierServiceLabel(s.carrierCode, s.serviceCode),
    trackingNumber: s.trackingNumber,
    proNumber: s.proNumber,
    freightClass: s.freightClass,
    packageCount: s.packageCount,
    weight: s.weight,
    pickedUpBy: s.pickedUpBy,
    notes: s.notes,
    lines: lines.map((l) => ({
      sku: l.sku,
      name: nameOf(l.sku),
      quantity: count(l.quantity),
      allocated: count(l.allocatedQuantity),
      packed: count(l.packedQuantity),
    })),
    pallets: pallets.map((p) => ({
      id: p.id,
      lpn: p.lpn,
      sscc: p.sscc,
      weight: p.weight,
      dimensions: { length: p.length, width: p.width, height: p.height },
      cartons: documentCartons.filter((c) => c.palletId === p.id),
    })),
    cartons: documentCartons,
    picks,
  };
}

/** What deciding whether a document applies needs (src/domain/outbound-documents.ts). */
export const documentStateOf = (d: ShipmentDocument): OutboundDocumentState => ({
  orderType: d.orderType,
  orderStatus: d.orderStatus,
  warehouseId: null,
  items: d.lines.map((l) => ({
    sku: l.sku,
    quantity: l.quantity,
    allocatedQuantity: l.allocated,
    packedQuantity: l.packed,
  })),
  trackingNumber: d.trackingNumber,
  cartons: d.cartons.length,
});
