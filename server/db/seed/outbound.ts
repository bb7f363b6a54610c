/**
 * Outbound: small parcels and bulk shipments, added as the API's generic add adds them and moved
 * through their steps (server/modules/outbound), so their stock, timeline and documents agree:
 * - MS-BPO-114, a wholesale parcel to a retailer: allocated and shipped by FedEx last week;
 * - TG-BPO-03, a team gift: allocated, waiting for its carrier;
 * - MS-NWG-501 submitted (Open) and MS-LUM-020 still a draft;
 * - BS-… Northwind's pop-up: a brand's bulk request waiting for the warehouse to confirm it;
 * - BS-… Bluepeak's retailer order: confirmed, allocated and packed (two cartons on a pallet), to ship;
 * - BS-… Northwind's Whole Foods order: requested, confirmed, allocated, packed and shipped as freight.
 */
import type { AuthUser } from '../../auth/guard';
import {
  allocateShipment,
  confirmShipment,
  packShipment,
  shipShipment,
  submitShipment,
} from '../../modules/outbound/manual-shipment-steps.service';
import { manualShipmentResource } from '../../resources/declarations/outbound';
import type { VendorProduct } from './catalogue';
import { DAY, HOUR, type SeedContext, type SeedStep } from './context';
import { customers, streets } from './demo-data';
import { addRecord } from './records';

const ADMIN = 'admin@dockhand.test';
const WAREHOUSE = 'warehouse@dockhand.test';
const NORTHWIND_BRAND = 'brand@northwind.test';

export function outboundShipments(ctx: SeedContext, productRows: readonly VendorProduct[]): SeedStep[] {
  const { vendorId } = ctx;
  // The steps as the routes run them, on the seed's transaction and clock; nobody is listening.
  const deps = {
    database: { db: ctx.db },
    events: ctx.events,
    hub: { sendToUsers: () => {} },
    clock: ctx.clock,
    config: {},
  };
  const as = (email: string): AuthUser => ctx.user(email);
  /** The n-th item of a vendor with stock, and that item's warehouse. */
  const stocked = (code: string, n: number) =>
    productRows.filter((p) => p.vendorId === vendorId(code) && p.inventoryStatus === 2 && p.warehouseId)[n]!;
  const line = (code: string, n: number, quantity: number) => {
    const item = stocked(code, n);
    return { sku: item.sku, name: item.item, quantity, vendorProductId: item.id };
  };
  const address = (i: number, extra: Record<string, string> = {}) => {
    const [name, city, state, postcode] = customers[i]!;
    return {
      name,
      addressLine1: `${40 + i} ${streets[i % streets.length]}`,
      city,
      state,
      postcode,
      countryCode: 'US',
      ...extra,
    };
  };
  const ids = new Map<string, number>();
  const idOf = (key: string) => ids.get(key)!;
  const add = async (key: string, by: string, body: Record<string, unknown>) => {
    const row = await addRecord(ctx, manualShipmentResource, by, body);
    ids.set(key, row.id as number);
  };

  return [
    {
      at: ctx.ago(12 * DAY),
      run: () =>
        add('trailhead', WAREHOUSE, {
          orderType: 'Wholesale',
          orderNumber: 'MS-BPO-114',
          customReferenceNumber: 'REI-PO-88412',
          vendorId: vendorId('BPO'),
          warehouseId: stocked('BPO', 2).warehouseId,
          shipmentAddress: address(2, { company: 'Trailhead Outfitters' }),
          items: [line('BPO', 2, 24)],
        }),
    },
    {
      at: ctx.ago(11 * DAY + 3 * HOUR),
      run: async () => {
        await allocateShipment(deps, as(WAREHOUSE), idOf('trailhead'), { lines: null }, {});
      },
    },
    {
      at: ctx.ago(11 * DAY),
      run: async () => {
        await shipShipment(
          deps,
          as(WAREHOUSE),
          idOf('trailhead'),
          {
            carrierCode: 'fedex',
            serviceCode: 'fedex_ground',
            trackingNumber: '771244109921',
            packageCount: 2,
            weight: 38.5,
          },
          {},
        );
      },
    },
    {
      at: ctx.ago(20 * DAY),
      run: () =>
        add('whole-foods', NORTHWIND_BRAND, {
          orderType: 'BulkShipment',
          orderNumber: '-',
          customReferenceNumber: 'WFM-PO-20931',
          vendorId: vendorId('NWG'),
          shipmentAddress: address(0, {
            company: 'Whole Foods Market DC',
            email: 'receiving.aurora@wfm.test',
          }),
          items: [line('NWG', 1, 24)],
          notes: 'Dock appointment required: call a day ahead.',
        }),
    },
    {
      at: ctx.ago(19 * DAY),
      run: async () => {
        const id = idOf('whole-foods');
        await confirmShipment(deps, as(ADMIN), id, { warehouseId: stocked('NWG', 1).warehouseId! }, {});
        await allocateShipment(deps, as(ADMIN), id, { lines: null }, {});
      },
    },
    {
      at: ctx.ago(18 * DAY + 4 * HOUR),
      run: async () => {
        await packShipment(
          deps,
          as(ADMIN),
          idOf('whole-foods'),
          {
            cartons: [
              {
                key: null,
                contents: [{ lineIndex: 0, quantity: 12 }],
                palletKey: 'P1',
                weight: 6,
                length: 24,
                width: 16,
                height: 12,
              },
              {
                key: null,
                contents: [{ lineIndex: 0, quantity: 12 }],
                palletKey: 'P1',
                weight: 6,
                length: 18,
                width: 14,
                height: 12,
              },
            ],
            pallets: [{ key: 'P1', weight: 57, length: 48, width: 40, height: 30 }],
          },
          {},
        );
      },
    },
    {
      at: ctx.ago(18 * DAY),
      run: async () => {
        await shipShipment(
          deps,
          as(ADMIN),
          idOf('whole-foods'),
          { carrierCode: 'estes', proNumber: '0461827730', freightClass: '85' },
          {},
        );
      },
    },
    {
      at: ctx.ago(4 * DAY),
      run: () =>
        add('team-gift', ADMIN, {
          orderType: 'TeamGift',
          orderNumber: 'TG-BPO-03',
          vendorId: vendorId('BPO'),
          warehouseId: stocked('BPO', 2).warehouseId,
          shipmentAddress: address(3),
          items: [line('BPO', 2, 30)],
        }),
    },
    {
      at: ctx.ago(3 * DAY + 2 * HOUR),
      run: async () => {
        await allocateShipment(deps, as(ADMIN), idOf('team-gift'), { lines: null }, {});
      },
    },
    {
      at: ctx.ago(3 * DAY),
      run: () =>
        add('retailer', ADMIN, {
          orderType: 'BulkShipment',
          orderNumber: '-',
          customReferenceNumber: 'SCHEELS-55120',
          vendorId: vendorId('BPO'),
          warehouseId: stocked('BPO', 0).warehouseId,
          shipmentAddress: address(5, { company: 'Scheels Sporting Goods' }),
          items: [line('BPO', 0, 10), line('BPO', 1, 6)],
        }),
    },
    {
      at: ctx.ago(2 * DAY + 5 * HOUR),
      run: async () => {
        await allocateShipment(deps, as(ADMIN), idOf('retailer'), { lines: null }, {});
      },
    },
    {
      at: ctx.ago(2 * DAY + 3 * HOUR),
      run: async () => {
        await packShipment(
          deps,
          as(ADMIN),
          idOf('retailer'),
          {
            cartons: [
              {
                key: null,
                contents: [{ lineIndex: 0, quantity: 10 }],
                palletKey: 'P1',
                weight: 42,
                length: 24,
                width: 20,
                height: 16,
              },
              {
                key: null,
                contents: [{ lineIndex: 1, quantity: 6 }],
                palletKey: 'P1',
                weight: 27,
                length: 20,
                width: 16,
                height: 14,
              },
            ],
            pallets: [{ key: 'P1', weight: 119, length: 48, width: 40, height: 36 }],
          },
          {},
        );
      },
    },
    {
      at: ctx.ago(2 * DAY),
      run: () =>
        add('pop-up', NORTHWIND_BRAND, {
          orderType: 'BulkShipment',
          orderNumber: '-',
          customReferenceNumber: 'Pop-up Dallas',
          vendorId: vendorId('NWG'),
          shipmentAddress: address(0, { company: 'Northwind Pop-up', email: 'events@northwind.test' }),
          items: [line('NWG', 1, 40), line('NWG', 0, 20)],
          notes: 'For the weekend pop-up; any warehouse is fine.',
        }),
    },
    {
      at: ctx.ago(1 * DAY + 6 * HOUR),
      run: async () => {
        await add('northwind-parcel', WAREHOUSE, {
          orderType: 'Ecom',
          orderStatus: 'Draft',
          orderNumber: 'MS-NWG-501',
          vendorId: vendorId('NWG'),
          warehouseId: stocked('NWG', 0).warehouseId,
          shipmentAddress: address(1),
          items: [line('NWG', 0, 2)],
        });
        await submitShipment(deps, as(WAREHOUSE), idOf('northwind-parcel'), {});
      },
    },
    {
      at: ctx.ago(20 * HOUR),
      run: () =>
        add('lumen-draft', ADMIN, {
          orderType: 'Custom',
          orderStatus: 'Draft',
          orderNumber: 'MS-LUM-020',
          vendorId: vendorId('LUM'),
          warehouseId: stocked('LUM', 0).warehouseId,
          shipmentAddress: address(4),
          items: [line('LUM', 0, 6)],
        }),
    },
  ];
}
