/**
 * The demo's 3PL WMS account (base URL demo://tpl-wms): the warehouse system the demo's external-3PL
 * warehouse (MEM, "Memphis (external 3PL)") runs on, served by the fake (fake-server.ts) inside the
 * server process, since the demo has no network. Its facilities are Memphis's two buildings (the
 * first coded like the warehouse, MEM); its customers are named exactly like the demo vendors that
 * store stock there (Lumen Skincare, Bluepeak Outdoors, Northwind Goods), so they match by name; its
 * items are those vendors' SKUs (one stocked by the case), with EA/CS/PL units, the UPS, FedEx and
 * USPS services, a few billing codes, two receivers (one open, one received), recent adjustments and
 * the stock on hand. Dates are relative to when the account is made, so "since" filters show
 * something.
 */
import { DEMO_TPL_WMS_LOGIN, DEMO_TPL_WMS_URL } from '../../../src/domain/contracts/wms-connections';
import { wmsDateText } from './mappers';
import { WMS_STATUS } from './schemas';
import { createFakeTplWms, type FakeTplWms, type FakeTplWmsData } from './fake-server';
import type { FetchLike } from './transport';

export { DEMO_TPL_WMS_URL };

export const DEMO_TPL_WMS_CREDENTIALS = DEMO_TPL_WMS_LOGIN;

const DAY = 24 * 60 * 60 * 1000;

export function demoTplWmsData(now = new Date()): FakeTplWmsData {
  const ago = (days: number) => wmsDateText(new Date(now.getTime() - days * DAY));
  const dayIn = (days: number) =>
    `${new Date(now.getTime() + days * DAY).toISOString().slice(0, 10)}T00:00:00`;
  const [EA, CS] = [1, 2];
  const [LUM, BPO, NWG] = [881, 905, 912];
  const [MEM1, MEM2] = [101, 102];
  return {
    facilities: [
      { facilityId: MEM1, name: 'Memphis Building 1', code: 'MEM' },
      { facilityId: MEM2, name: 'Memphis Building 2', code: 'MEM2' },
    ],
    customers: [
      { customerId: LUM, name: 'Lumen Skincare', facilityIds: [MEM2] },
      { customerId: BPO, name: 'Bluepeak Outdoors', facilityIds: [MEM2, MEM1] },
      { customerId: NWG, name: 'Northwind Goods', facilityIds: [MEM1] },
    ],
    unitsOfMeasure: [
      { unitOfMeasureId: EA, code: 'EA', name: 'Each' },
      { unitOfMeasureId: CS, code: 'CS', name: 'Case' },
      { unitOfMeasureId: 3, code: 'PL', name: 'Pallet' },
    ],
    items: [
      {
        itemId: 30101,
        customerId: LUM,
        sku: 'LUM-SER-VC',
        description: 'Vitamin C Serum 30ml',
        unitOfMeasureId: EA,
      },
      {
        itemId: 30102,
        customerId: LUM,
        sku: 'LUM-CRM-NT',
        description: 'Night Cream 50ml',
        unitOfMeasureId: EA,
      },
      {
        itemId: 30201,
        customerId: BPO,
        sku: 'BPO-TENT-2P',
        description: 'Ridgeline 2P Tent',
        unitOfMeasureId: EA,
      },
      {
        itemId: 30202,
        customerId: BPO,
        sku: 'BPO-BAG-20F',
        description: 'Summit 20°F Sleeping Bag',
        unitOfMeasureId: EA,
      },
      {
        itemId: 30203,
        customerId: BPO,
        sku: 'BPO-STOVE-CMP',
        description: 'Trail Camp Stove',
        unitOfMeasureId: EA,
      },
      {
        itemId: 30204,
        customerId: BPO,
        sku: 'BPO-BTL-1L',
        description: 'Insulated Bottle 1L',
        unitOfMeasureId: EA,
      },
      {
        itemId: 30205,
        customerId: BPO,
        sku: 'BPO-BTL-1L-CS12',
        description: 'Insulated Bottle 1L, case of 12',
        unitOfMeasureId: CS,
      },
      {
        itemId: 30301,
        customerId: NWG,
        sku: 'NWG-MUG-11',
        description: 'Stoneware Mug 11oz',
        unitOfMeasureId: EA,
      },
      {
        itemId: 30302,
        customerId: NWG,
        sku: 'NWG-TOTE-CAN',
        description: 'Canvas Tote Bag',
        unitOfMeasureId: EA,
      },
    ],
    carriers: [
      {
        carrierId: 11,
        name: 'UPS',
        description: 'United Parcel Service',
        shipStationCarrierCode: 'ups',
        services: [
          { code: 'GND', name: 'UPS Ground' },
          { code: '2DA', name: 'UPS 2nd Day Air' },
        ],
      },
      {
        carrierId: 12,
        name: 'FedEx',
        description: 'FedEx Ground and Express',
        shipStationCarrierCode: 'fedex',
        services: [
          { code: 'FHD', name: 'FedEx Home Delivery' },
          { code: 'F2D', name: 'FedEx 2Day' },
        ],
      },
      {
        carrierId: 13,
        name: 'USPS',
        description: 'United States Postal Service',
        shipStationCarrierCode: 'stamps_com',
        services: [
          { code: 'PRI', name: 'USPS Priority Mail' },
          { code: 'GA', name: 'USPS Ground Advantage' },
        ],
      },
    ],
    billingCodes: [
      {
        billingCodeId: 401,
        code: 'UPS-RES',
        name: 'Residential surcharge',
        description: null,
        carrierId: 11,
      },
      {
        billingCodeId: 402,
        code: 'PICK-EA',
        name: 'Pick per each',
        description: 'Charged per unit picked',
        carrierId: null,
      },
      {
        billingCodeId: 403,
        code: 'RCV-CTN',
        name: 'Receiving per carton',
        description: null,
        carrierId: null,
      },
      {
        billingCodeId: 404,
        code: 'STOR-PL',
        name: 'Storage per pallet',
        description: 'Per pallet position, monthly',
        carrierId: null,
      },
    ],
    receivers: [
      {
        receiverId: 7781,
        customerId: BPO,
        facilityId: MEM2,
        referenceNum: 'RCV-BPO-0012',
        status: WMS_STATUS.open,
        expectedDate: dayIn(3),
        items: [{ sku: 'BPO-BAG-20F', qty: 96, lotNumber: null }],
        lastModifiedDate: ago(9),
      },
      {
        receiverId: 7764,
        customerId: LUM,
        facilityId: MEM2,
        referenceNum: 'RCV-LUM-0027',
        status: WMS_STATUS.closed,
        expectedDate: dayIn(-20),
        items: [
          { sku: 'LUM-SER-VC', qty: 400, lotNumber: 'VC2409A' },
          { sku: 'LUM-CRM-NT', qty: 120, lotNumber: 'NT2409B' },
        ],
        lastModifiedDate: ago(19),
      },
    ],
    adjustments: [
      {
        adjustmentId: 5521,
        customerId: LUM,
        facilityId: MEM2,
        sku: 'LUM-SER-VC',
        lotNumber: 'VC2409A',
        qty: -4,
        reason: 'Damaged in storage',
        referenceNum: 'ADJ-5521',
        creationDate: ago(5),
      },
      {
        adjustmentId: 5530,
        customerId: BPO,
        facilityId: MEM2,
        sku: 'BPO-BTL-1L',
        lotNumber: null,
        qty: 12,
        reason: 'Found in cycle count',
        referenceNum: 'ADJ-5530',
        creationDate: ago(2),
      },
      {
        adjustmentId: 5534,
        customerId: NWG,
        facilityId: MEM1,
        sku: 'NWG-MUG-11',
        lotNumber: null,
        qty: -2,
        reason: 'Broken while picking',
        referenceNum: 'ADJ-5534',
        creationDate: ago(1),
      },
    ],
    stockSummaries: [
      { facilityId: MEM2, customerId: LUM, sku: 'LUM-SER-VC', lotNumber: 'VC2409A', onHand: 396 },
      { facilityId: MEM2, customerId: LUM, sku: 'LUM-CRM-NT', lotNumber: 'NT2409B', onHand: 0 },
      { facilityId: MEM2, customerId: BPO, sku: 'BPO-BTL-1L', lotNumber: null, onHand: 212 },
      { facilityId: MEM2, customerId: BPO, sku: 'BPO-TENT-2P', lotNumber: null, onHand: 40 },
      { facilityId: MEM1, customerId: BPO, sku: 'BPO-STOVE-CMP', lotNumber: null, onHand: 25 },
      { facilityId: MEM1, customerId: NWG, sku: 'NWG-MUG-11', lotNumber: null, onHand: 118 },
      { facilityId: MEM1, customerId: NWG, sku: 'NWG-TOTE-CAN', lotNumber: null, onHand: 64 },
    ],
    orders: [],
  };
}

let demo: FakeTplWms | null = null;

/** The demo account's fake (one per process, made on first use): demo code may ship its orders. */
export function demoTplWms(): FakeTplWms {
  demo ??= createFakeTplWms({ ...DEMO_TPL_WMS_CREDENTIALS, data: demoTplWmsData() });
  return demo;
}

/** The in-process fetch of the demo account. */
export function demoTplWmsFetch(): FetchLike {
  return demoTplWms().fetch;
}
