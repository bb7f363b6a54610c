/**
 * The demo's IRMS account (base URL demo://irms), served by the fake (fake-server.ts) inside the
 * server process, since the demo has no network. Its brands and warehouses are the demo's own vendor
 * codes (NWG, BPO, KTC, LUM) and warehouse codes (DAL, RNO, CMH, MEM), its SKUs the vendors'
 * products, and the orders the seed already holds (IP-44120, IC-90012, …) come back under the same
 * ids, so a demo sync updates them rather than adding copies. Beside them, what a real account holds:
 * a brand the 3PL does not serve (SOL, Solstice Tea Co.: no vendor has its code, so the sync shows it
 * skipped), a cancelled order, a line with no price yet, and prices as numbers and as text alike.
 * Times are relative to when the account is made, so the demo's orders always look recent.
 */
import { DEMO_IRMS_API_KEY, DEMO_IRMS_URL } from '../../../src/domain/contracts/wms-connections';
import { createFakeIrms, type FakeIrms, type FakeIrmsAddress, type FakeIrmsData } from './fake-server';
import type { IrmsCredentials } from './records';
import type { FetchLike } from './transport';

export { DEMO_IRMS_URL };

export const DEMO_IRMS_CREDENTIALS = {
  baseUrl: DEMO_IRMS_URL,
  apiKey: DEMO_IRMS_API_KEY,
} as const satisfies IrmsCredentials;

/** The brand code of the demo account that matches no Dockhand vendor. */
export const DEMO_IRMS_UNKNOWN_BRAND = 'SOL';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const address = (fields: Partial<FakeIrmsAddress>): FakeIrmsAddress => ({
  name: null,
  company: null,
  street1: null,
  street2: null,
  city: null,
  state: null,
  postalCode: null,
  country: 'US',
  phone: null,
  ...fields,
});

export function demoIrmsData(now: number = Date.now()): FakeIrmsData {
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const day = (days: number) => new Date(now + days * DAY).toISOString().slice(0, 10);
  return {
    purchaseOrders: [
      {
        id: 'IP-44105',
        number: 'IRMS-PO-NWG-74',
        status: 'cancelled',
        brandCode: 'NWG',
        warehouseCode: 'DAL',
        supplier: { name: 'Highland Weavers' },
        orderedAt: ago(40 * DAY),
        expectedAt: null,
        updatedAt: ago(33 * DAY),
        lines: [{ sku: 'NWG-THROW-WL', description: 'Wool Throw Blanket', quantity: 100, unitCost: '42.00' }],
      },
      {
        id: 'IP-44120',
        number: 'IRMS-PO-NWG-77',
        status: 'open',
        brandCode: 'NWG',
        warehouseCode: 'DAL',
        supplier: { name: 'Ceramica Guadalajara' },
        orderedAt: ago(8 * DAY),
        expectedAt: day(12),
        updatedAt: ago(3 * HOUR),
        lines: [
          { sku: 'NWG-MUG-11', description: 'Stoneware Mug 11oz', quantity: 1200, unitCost: 8.5 },
          { sku: 'NWG-BOX-SM', description: 'Shipper Box Small', quantity: 1200, unitCost: '0.45' },
        ],
      },
      {
        id: 'IP-44131',
        number: 'IRMS-PO-BPO-19',
        status: 'received',
        brandCode: 'BPO',
        warehouseCode: 'RNO',
        supplier: { name: 'Alpine Textiles' },
        orderedAt: ago(25 * DAY),
        expectedAt: day(-6),
        updatedAt: ago(5 * DAY),
        lines: [{ sku: 'BPO-BAG-20F', description: 'Summit 20°F Sleeping Bag', quantity: 200, unitCost: 96 }],
      },
      {
        id: 'IP-44152',
        number: 'IRMS-PO-KTC-08',
        status: 'confirmed',
        brandCode: 'KTC',
        warehouseCode: 'CMH',
        supplier: { name: 'Sierra Roasters' },
        orderedAt: ago(5 * DAY),
        expectedAt: day(9),
        updatedAt: ago(26 * HOUR),
        lines: [
          { sku: 'KTC-COF-HB', description: 'House Blend Coffee 1lb', quantity: 600, unitCost: 7.8 },
          { sku: 'KTC-JAR-16', description: 'Glass Jar 16oz', quantity: 1500, unitCost: '0.95' },
        ],
      },
      {
        id: 'IP-44160',
        number: 'IRMS-PO-LUM-12',
        status: 'open',
        brandCode: 'LUM',
        warehouseCode: 'MEM',
        supplier: { name: 'Nordic Botanicals Lab' },
        orderedAt: ago(2 * DAY),
        expectedAt: day(20),
        updatedAt: ago(40 * 60_000),
        lines: [
          { sku: 'LUM-CRM-NT', description: 'Night Cream 50ml', quantity: 400, unitCost: '15.20' },
          { sku: 'LUM-SER-VC', description: 'Vitamin C Serum 30ml', quantity: 300, unitCost: 12.4 },
        ],
      },
      {
        id: 'IP-44171',
        number: 'IRMS-PO-SOL-03',
        status: 'open',
        brandCode: DEMO_IRMS_UNKNOWN_BRAND,
        warehouseCode: 'DAL',
        supplier: { name: 'Darjeeling Estates Export' },
        orderedAt: ago(3 * DAY),
        expectedAt: day(30),
        updatedAt: ago(2 * HOUR),
        lines: [
          { sku: 'SOL-TEA-EB', description: 'English Breakfast Tea 100ct', quantity: 250, unitCost: null },
        ],
      },
    ],
    customerOrders: [
      {
        id: 'IC-90012',
        number: 'IRMS-CO-NWG-5501',
        status: 'shipped',
        brandCode: 'NWG',
        warehouseCode: 'DAL',
        customer: { name: 'Crate & Hearth Stores', email: 'purchasing@crateandhearth.example' },
        shipTo: address({
          name: 'Receiving Dept.',
          company: 'Crate & Hearth Stores',
          street1: '2100 Commerce St',
          street2: 'Dock 4',
          city: 'Dallas',
          state: 'TX',
          postalCode: '75201',
          phone: '+1 214 555 0142',
        }),
        orderedAt: ago(4 * DAY),
        shippedAt: ago(2 * DAY),
        updatedAt: ago(2 * DAY),
        lines: [
          { sku: 'NWG-CANDLE-CED', description: 'Cedar & Smoke Candle 8oz', quantity: 48, unitPrice: 11 },
        ],
      },
      {
        id: 'IC-90020',
        number: 'IRMS-CO-BPO-3307',
        status: 'open',
        brandCode: 'BPO',
        warehouseCode: 'RNO',
        customer: { name: 'Trailhead Outfitters', email: 'orders@trailhead.example' },
        shipTo: address({
          name: 'Jamie Ortiz',
          company: 'Trailhead Outfitters',
          street1: '415 N Virginia St',
          street2: null,
          city: 'Reno',
          state: 'NV',
          postalCode: '89501',
          phone: '+1 775 555 0188',
        }),
        orderedAt: ago(1 * DAY),
        shippedAt: null,
        updatedAt: ago(90 * 60_000),
        lines: [
          { sku: 'BPO-STOVE-CMP', description: 'Trail Camp Stove', quantity: 36, unitPrice: 38.5 },
          { sku: 'BPO-BTL-1L', description: 'Insulated Bottle 1L', quantity: 48, unitPrice: '14.00' },
        ],
      },
      {
        id: 'IC-90031',
        number: 'IRMS-CO-KTC-1204',
        status: 'allocated',
        brandCode: 'KTC',
        warehouseCode: 'CMH',
        customer: { name: 'Morning Ritual Café', email: 'hello@morningritual.example' },
        shipTo: address({
          name: 'Ava Thompson',
          company: 'Morning Ritual Café',
          street1: '88 N High St',
          city: 'Columbus',
          state: 'OH',
          postalCode: '43215',
        }),
        orderedAt: ago(30 * HOUR),
        shippedAt: null,
        updatedAt: ago(20 * HOUR),
        lines: [
          { sku: 'KTC-GRAN-OAT', description: 'Maple Oat Granola 12oz', quantity: 120, unitPrice: '5.10' },
          { sku: 'KTC-COF-HB', description: 'House Blend Coffee 1lb', quantity: 60, unitPrice: 7.8 },
        ],
      },
      {
        id: 'IC-90044',
        number: 'IRMS-CO-LUM-0871',
        status: 'shipped',
        brandCode: 'LUM',
        warehouseCode: 'MEM',
        customer: { name: 'Glow Apothecary', email: 'buying@glowapothecary.example' },
        shipTo: address({
          name: 'Glow Apothecary',
          company: 'Glow Apothecary',
          street1: '1350 Peachtree St NE',
          street2: 'Suite 210',
          city: 'Atlanta',
          state: 'GA',
          postalCode: '30309',
          phone: '+1 404 555 0117',
        }),
        orderedAt: ago(6 * DAY),
        shippedAt: ago(4 * DAY),
        updatedAt: ago(4 * DAY),
        lines: [{ sku: 'LUM-SER-VC', description: 'Vitamin C Serum 30ml', quantity: 24, unitPrice: 12.4 }],
      },
      {
        id: 'IC-90052',
        number: 'IRMS-CO-SOL-0045',
        status: 'open',
        brandCode: DEMO_IRMS_UNKNOWN_BRAND,
        warehouseCode: 'RNO',
        customer: { name: 'Steep & Co.', email: null },
        shipTo: address({
          name: 'Steep & Co.',
          street1: '201 W Liberty St',
          city: 'Reno',
          state: 'NV',
          postalCode: '89501',
        }),
        orderedAt: ago(10 * HOUR),
        shippedAt: null,
        updatedAt: ago(10 * HOUR),
        lines: [
          { sku: 'SOL-TEA-EB', description: 'English Breakfast Tea 100ct', quantity: 40, unitPrice: '9.75' },
        ],
      },
      {
        id: 'IC-90058',
        number: 'IRMS-CO-NWG-5517',
        status: 'cancelled',
        brandCode: 'NWG',
        warehouseCode: 'DAL',
        customer: { name: 'Maple & Main Gifts', email: 'owner@mapleandmain.example' },
        shipTo: address({
          name: 'Rachel Nguyen',
          company: 'Maple & Main Gifts',
          street1: '512 Main St',
          city: 'Fort Worth',
          state: 'TX',
          postalCode: '76102',
        }),
        orderedAt: ago(3 * DAY),
        shippedAt: null,
        updatedAt: ago(45 * 60_000),
        lines: [{ sku: 'NWG-TOTE-CAN', description: 'Canvas Tote Bag', quantity: 72, unitPrice: 6.25 }],
      },
    ],
  };
}

let demo: FakeIrms | null = null;

/** The in-process fetch of the demo account (one per process, made on first use). */
export function demoIrmsFetch(): FetchLike {
  demo ??= createFakeIrms({ apiKey: DEMO_IRMS_CREDENTIALS.apiKey, data: demoIrmsData() });
  return demo.fetch;
}
