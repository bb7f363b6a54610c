/**
 * What the bulk shipment screens' tests serve: a shipment row at each stage, its overview and packing
 * as the server answers them (server/modules/outbound/manual-shipment-views.queries.ts), and the app's
 * real HTTP client pointed at an msw server.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type {
  ManualShipmentRow,
  ShipmentOverview,
  ShipmentPacking,
} from '../../../src/api/manual-shipments.api';
import { createApiClient } from '../../../src/api/http';
import { ssccFor } from '../../../src/domain/gs1';
import type { ManualShipmentStep } from '../../../src/domain/manual-shipment.lifecycle';
import type { LoginResponse } from '../../../src/domain/user';
import { createTestActors } from './test-app';

export const ORIGIN = 'http://dockhand.test';
export const BASE = `${ORIGIN}/api/common/manualShipments`;

type Stage = 'requested' | 'confirmed' | 'allocated' | 'packed' | 'shipped';

/** BS-12: 6 mugs and 4 totes for Northwind, requested by its brand user. */
export function bulkRow(
  stage: Stage = 'requested',
  extra: Partial<ManualShipmentRow> = {},
): ManualShipmentRow {
  const at = (s: Stage) =>
    ['requested', 'confirmed', 'allocated', 'packed', 'shipped'].indexOf(stage) >=
    ['requested', 'confirmed', 'allocated', 'packed', 'shipped'].indexOf(s);
  const line = (sku: string, name: string, id: number, quantity: number) => ({
    sku,
    name,
    vendorProductId: id,
    quantity,
    allocatedQuantity: at('allocated') ? quantity : 0,
    packedQuantity: at('packed') ? quantity : 0,
  });
  return {
    id: 12,
    version: 3,
    orderType: 'BulkShipment',
    orderStatus: at('shipped') ? 'Shipped' : at('allocated') ? 'AwaitingShipment' : 'Open',
    orderNumber: 'BS-12',
    customReferenceNumber: 'PO 77120',
    vendorId: 1,
    warehouseId: at('confirmed') ? 2 : null,
    shipmentAddressId: null,
    shipmentAddress: {
      company: 'Whole Foods Market DC',
      name: 'Receiving',
      addressLine1: '17901 E 40th Ave',
      city: 'Aurora',
      state: 'CO',
      postcode: '80011',
      countryCode: 'US',
    },
    items: [line('NWG-MUG-11', 'Stoneware Mug 11oz', 31, 6), line('NWG-TOTE-CAN', 'Canvas Tote Bag', 32, 4)],
    carrierCode: at('shipped') ? 'Old Dominion' : null,
    serviceCode: null,
    trackingNumber: null,
    shipDate: at('shipped') ? '2026-12-03T16:00:00.000Z' : null,
    notes: null,
    requestedBy: 'user-vendor',
    wantedShipDate: '2026-12-04',
    confirmedAt: at('confirmed') ? '2026-12-01T15:00:00.000Z' : null,
    confirmedBy: at('confirmed') ? 'user-superadmin' : null,
    proNumber: at('shipped') ? '0731-4452-19' : null,
    freightClass: at('shipped') ? '70' : null,
    packageCount: at('shipped') ? 1 : null,
    weight: at('shipped') ? 62 : null,
    pickedUpBy: null,
    activity: null,
    createdAt: '2026-12-01T14:00:00.000Z',
    updatedAt: '2026-12-01T15:00:00.000Z',
    ...extra,
  };
}

/** The packing of a packed BS-12: the mugs and the totes in a carton each, both on one pallet. */
export function packingOf(shipment: ManualShipmentRow): ShipmentPacking {
  const packed = shipment.items.some((l) => (l.packedQuantity ?? 0) > 0);
  return {
    shipmentId: shipment.id,
    version: shipment.version,
    status: shipment.orderStatus,
    lines: shipment.items.map((l, lineIndex) => ({
      lineIndex,
      sku: l.sku,
      name: l.name ?? null,
      quantity: l.quantity,
      allocatedQuantity: l.allocatedQuantity ?? 0,
      packedQuantity: l.packedQuantity ?? 0,
    })),
    cartons: packed
      ? [
          {
            id: 1,
            lpn: 'CTN-000101',
            sscc: ssccFor(101),
            palletId: 9,
            palletLpn: 'PLT-000103',
            contents: [{ lineIndex: 0, quantity: 6 }],
            units: 6,
            weight: 12.5,
            length: 16,
            width: 12,
            height: 10,
          },
          {
            id: 2,
            lpn: 'CTN-000102',
            sscc: ssccFor(102),
            palletId: 9,
            palletLpn: 'PLT-000103',
            contents: [{ lineIndex: 1, quantity: 4 }],
            units: 4,
            weight: null,
            length: null,
            width: null,
            height: null,
          },
        ]
      : [],
    pallets: packed
      ? [
          {
            id: 9,
            lpn: 'PLT-000103',
            sscc: ssccFor(103),
            cartonCount: 2,
            weight: 62,
            length: 48,
            width: 40,
            height: 50,
          },
        ]
      : [],
  };
}

export function overviewOf(shipment: ManualShipmentRow, steps: ManualShipmentStep[]): ShipmentOverview {
  const sum = (key: 'quantity' | 'allocatedQuantity' | 'packedQuantity') =>
    shipment.items.reduce((n, l) => n + (l[key] ?? 0), 0);
  const packing = packingOf(shipment);
  return {
    shipment,
    steps,
    forward: { step: steps[0] ?? null, blocker: null },
    progress: {
      units: sum('quantity'),
      allocated: sum('allocatedQuantity'),
      packed: sum('packedQuantity'),
      cartons: packing.cartons.length,
      pallets: packing.pallets.length,
    },
    allocations: [],
    timeline: [
      {
        at: '2026-12-01T14:00:00.000Z',
        type: 'action',
        action: 'add',
        userName: 'Nora Quinn',
        status: 'Open',
      },
    ],
  };
}

export const refs: RequestHandler[] = [
  http.get(`${ORIGIN}/api/myvendors`, () => HttpResponse.json([{ id: 1, name: 'Northwind Goods' }])),
  http.get(`${ORIGIN}/api/mywarehouses`, () =>
    HttpResponse.json([
      { id: 2, fullName: 'Dallas Distribution Center' },
      { id: 3, fullName: 'Reno Fulfillment Center' },
    ]),
  ),
];

export const mswServer = () => setupServer(...refs);

/** The app's actors for `user`, with the real HTTP client on the msw origin. */
export function actorsFor(user: LoginResponse) {
  const actors = createTestActors({ user });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return actors;
}
