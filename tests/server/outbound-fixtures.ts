/**
 * Fixtures of the outbound tests (tests/server/outbound-*.test.ts): tenants, a fresh item with stock
 * received through the ledger, shipments inserted in a given state, the step bodies that pass each
 * kind's validation, and the API calls of the steps.
 */
import { eq } from 'drizzle-orm';
import { manualShipments, users, vendorProducts, vendors, warehouses } from '../../server/db/schema';
import { DomainEvents } from '../../server/events/domain-events';
import { changeStock } from '../../server/modules/inventory/stock-changes.service';
import {
  BULK_SHIPMENT,
  PICKUP_SHIPMENT,
  type ManualShipmentStep,
  type ShipmentKind,
} from '../../src/domain/manual-shipment.lifecycle';
import type { TestApp } from './harness';

export const base = '/api/common/manualShipments';

export type Shipment = typeof manualShipments.$inferSelect;

export interface Tenants {
  nwg: number;
  bpo: number;
  dal: number;
  rno: number;
  cmh: number;
}

export async function tenants(t: TestApp): Promise<Tenants> {
  const db = t.database.db;
  const v = await db.select().from(vendors);
  const w = await db.select().from(warehouses);
  const vendor = (code: string) => v.find((x) => x.code === code)!.id;
  const warehouse = (code: string) => w.find((x) => x.code === code)!.id;
  return {
    nwg: vendor('NWG'),
    bpo: vendor('BPO'),
    dal: warehouse('DAL'),
    rno: warehouse('RNO'),
    cmh: warehouse('CMH'),
  };
}

let serial = 0;
export const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++serial}`;

/** A new item of the vendor, tracking stock. */
export async function newItem(t: TestApp, vendorId: number, warehouseId: number) {
  const sku = unique('OUT');
  const [item] = await t.database.db
    .insert(vendorProducts)
    .values({ vendorId, warehouseId, sku, item: `Outbound test item ${sku}` })
    .returning();
  return item!;
}

/** Stock of an item received through the ledger (a place: location, lot, expiry). */
export async function receive(
  t: TestApp,
  place: {
    warehouseId: number;
    vendorProductId: number;
    location?: string;
    lotNumber?: string | null;
    expirationDate?: string | null;
  },
  quantity: number,
) {
  await changeStock(t.database.db, new DomainEvents(), null, (ledger) =>
    ledger.add(place, quantity, { kind: 'receipt', reason: 'outbound test' }),
  );
}

export const address = {
  name: 'Receiving',
  company: 'Whole Foods DC',
  addressLine1: '1200 Commerce St',
  city: 'Dallas',
  state: 'TX',
  postcode: '75201',
  countryCode: 'US',
};

export const orderTypeOf = (kind: ShipmentKind | 'pickup') =>
  kind === 'bulk' ? BULK_SHIPMENT : kind === 'pickup' ? PICKUP_SHIPMENT : 'Ecom';

/** A shipment inserted as it would stand in some state (counters and confirmation as given). */
export async function insertShipment(
  t: TestApp,
  values: Partial<typeof manualShipments.$inferInsert> & {
    vendorId: number;
    item: { id: number; sku: string };
    quantity?: number;
    allocated?: number;
    packed?: number;
  },
): Promise<Shipment> {
  const { item, quantity = 2, allocated = 0, packed = 0, ...rest } = values;
  const [row] = await t.database.db
    .insert(manualShipments)
    .values({
      orderNumber: unique('T'),
      shipmentAddress: address,
      items: [
        {
          sku: item.sku,
          vendorProductId: item.id,
          quantity,
          allocatedQuantity: allocated,
          packedQuantity: packed,
        },
      ],
      ...rest,
    })
    .returning();
  return row!;
}

export async function stored(t: TestApp, id: number): Promise<Shipment> {
  const [row] = await t.database.db.select().from(manualShipments).where(eq(manualShipments.id, id));
  return row!;
}

/** A ship body that passes the kind's validation. */
export function shipBody(orderType: string): Record<string, unknown> {
  if (orderType === PICKUP_SHIPMENT) return { pickedUpBy: 'Jordan at the dock' };
  if (orderType === BULK_SHIPMENT)
    return { carrierCode: 'XPO', proNumber: unique('PRO'), freightClass: '70' };
  return { carrierCode: 'ups', serviceCode: 'ups_ground', trackingNumber: unique('1Z'), weight: 3.5 };
}

/** A pack body putting every line's allocated units (at least 1) into one carton. */
export function packBody(shipment: Shipment): Record<string, unknown> {
  const lines = shipment.items as { allocatedQuantity?: number }[];
  return {
    cartons: [
      {
        contents: lines.map((l, lineIndex) => ({
          lineIndex,
          quantity: Math.max(1, l.allocatedQuantity ?? 0),
        })),
        weight: 12,
      },
    ],
  };
}

/** A body for each step that passes its validation (the lifecycle then decides). */
export function stepBody(
  step: ManualShipmentStep,
  shipment: Shipment,
  ids: Tenants,
): Record<string, unknown> {
  switch (step) {
    case 'confirm':
      return { warehouseId: ids.dal };
    case 'pack':
      return packBody(shipment);
    case 'ship':
      return shipBody(shipment.orderType);
    default:
      return {};
  }
}

export const takeStep = (
  t: TestApp,
  token: string,
  step: ManualShipmentStep,
  id: number,
  body: unknown = {},
  headers: Record<string, string> = {},
) => t.request('POST', `${base}/${id}/${step}`, { token, body, headers });

/** Sets a user's own permissions (no role) and scope; the user is re-read on every call. */
export async function grant(
  t: TestApp,
  userId: string,
  permissions: string[],
  scope: { vendors?: number[] | null; warehouses?: number[] | null } = {},
) {
  await t.database.db
    .update(users)
    .set({
      roles: [],
      permissions,
      accessVendorIds: scope.vendors ?? null,
      accessWarehouseIds: scope.warehouses ?? null,
    })
    .where(eq(users.id, userId));
}
