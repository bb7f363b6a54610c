/**
 * The back office around the warehouse: outbound parcels and bulk shipments, packing lists, billing,
 * reports, support tickets, automations, the external 3PL and IRMS systems' lists, manufacturing and
 * the docs. These have no lifecycle service yet: each step inserts its rows as they stand, stamped
 * with the clock's time (a row's own dates, such as a ship date, stay before it).
 */
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import {
  automationContents,
  automations,
  billsOfMaterials,
  changelogEntries,
  generatedReports,
  irmsCustomerOrders,
  irmsPurchaseOrders,
  knowledgebaseGroups,
  knowledgebasePages,
  ledgerEntries,
  manualShipments,
  orderBillingEntries,
  orders,
  packingLists,
  projects,
  ptcFiles,
  purchaseOrders,
  rateCards,
  rndProjects,
  tickets,
  tplAdjustments,
  tplBillingCodes,
  tplCarriers,
  tplCarrierServices,
  tplCustomers,
  tplFacilities,
  tplReceivers,
  tplUnitsOfMeasure,
  vendorInvoices,
  workOrders,
} from '../schema';
import type { VendorProduct } from './catalogue';
import { DAY, HOUR, isoDay, type SeedContext, type SeedStep } from './context';
import { customers, streets } from './demo-data';
import type { People } from './people-and-vendors';

const MINUTE = 60_000;

export function backOffice(
  ctx: SeedContext,
  people: People,
  productRows: readonly VendorProduct[],
): SeedStep[] {
  const { tx, vendorId, warehouseId, userId } = ctx;
  const now = ctx.end.getTime();
  const productsOf = (vId: number) => productRows.filter((p) => p.vendorId === vId);
  const line = (code: string, n: number, quantity: number) => {
    const vp = productsOf(vendorId(code))[n]!;
    return { sku: vp.sku, name: vp.item, quantity, unitPrice: vp.wholesalePrice, vendorProductId: vp.id };
  };
  let projectRows: (typeof projects.$inferSelect)[] = [];
  const project = (clientCode: string) => projectRows.find((p) => p.clientCode === clientCode)!;
  /** Inserts rows stamped with the clock's time where the table keeps created and updated times. */
  const insert = <T extends PgTable>(table: T) => {
    const columns = getTableColumns(table);
    const stamp = (row: PgInsertValue<T>) => {
      const at = ctx.clock.now();
      return {
        ...('createdAt' in columns ? { createdAt: at } : {}),
        ...('updatedAt' in columns ? { updatedAt: at } : {}),
        ...row,
      } as PgInsertValue<T>;
    };
    return {
      values: (rows: PgInsertValue<T>[]) => tx.insert(table).values(rows.map(stamp)),
    };
  };
  const addressOf = (i: number) => {
    const [name, city, state, postcode] = customers[i]!;
    return {
      name,
      addressLine1: `${40 + i} ${streets[i % streets.length]}`,
      city,
      state,
      postcode,
      countryCode: 'US',
    };
  };
  const poRows = async () =>
    Promise.all(
      ['PO-NWG-2041', 'PO-NWG-2036', 'PO-BPO-0917'].map(
        async (n) => (await tx.select().from(purchaseOrders).where(eq(purchaseOrders.orderNumber, n)))[0]!,
      ),
    );

  const steps: SeedStep[] = [
    {
      // Outbound: small parcels and bulk shipments.
      at: ctx.ago(10 * DAY),
      run: async () => {
        const addressOf = (i: number) => {
          const [name, city, state, postcode] = customers[i]!;
          return {
            name,
            addressLine1: `${40 + i} ${streets[i % streets.length]}`,
            city,
            state,
            postcode,
            countryCode: 'US',
          };
        };
        await insert(manualShipments).values([
          {
            orderType: 'Ecom',
            orderStatus: 'Open',
            orderNumber: 'MS-NWG-501',
            vendorId: vendorId('NWG'),
            warehouseId: warehouseId('DAL'),
            shipmentAddress: addressOf(1),
            items: [line('NWG', 0, 2)],
          },
          {
            orderType: 'Wholesale',
            orderStatus: 'Shipped',
            orderNumber: 'MS-BPO-114',
            customReferenceNumber: 'REI-PO-88412',
            vendorId: vendorId('BPO'),
            warehouseId: warehouseId('RNO'),
            shipmentAddress: { ...addressOf(2), company: 'Trailhead Outfitters' },
            items: [line('BPO', 2, 24)],
            carrierCode: 'fedex',
            serviceCode: 'fedex_ground',
            trackingNumber: '7712 4410 9921',
            shipDate: new Date(now - 5 * DAY),
          },
          {
            orderType: 'Custom',
            orderStatus: 'Draft',
            orderNumber: 'MS-LUM-020',
            vendorId: vendorId('LUM'),
            warehouseId: warehouseId('MEM'),
            shipmentAddress: addressOf(4),
            items: [line('LUM', 0, 6)],
          },
          {
            orderType: 'BulkShipment',
            orderStatus: 'Open',
            orderNumber: '-',
            customReferenceNumber: 'Pop-up Dallas',
            vendorId: vendorId('NWG'),
            warehouseId: null,
            shipmentAddress: { ...addressOf(0), company: 'Northwind Pop-up', email: 'events@northwind.test' },
            items: [line('NWG', 1, 150), line('NWG', 0, 60)],
          },
          {
            orderType: 'TeamGift',
            orderStatus: 'AwaitingShipment',
            orderNumber: 'TG-BPO-03',
            vendorId: vendorId('BPO'),
            warehouseId: warehouseId('RNO'),
            shipmentAddress: addressOf(3),
            items: [line('BPO', 3, 30)],
          },
        ]);
      },
    },
    {
      // Packing lists of outbound shipments.
      at: ctx.ago(8 * DAY),
      run: async () => {
        await insert(packingLists).values([
          {
            vendorId: vendorId('NWG'),
            warehouseId: warehouseId('DAL'),
            referenceNumber: 'PL-NWG-1001',
            shipTo: addressOf(0),
            items: [
              { sku: 'NWG-MUG-11', name: 'Stoneware Mug 11oz', quantity: 48, cartons: 4, weight: 43.2 },
              { sku: 'NWG-TOTE-CAN', name: 'Canvas Tote Bag', quantity: 40, cartons: 2, weight: 16 },
            ],
            notes: 'Mugs are double boxed: this side up.',
          },
          {
            vendorId: vendorId('BPO'),
            warehouseId: warehouseId('RNO'),
            referenceNumber: 'PL-BPO-0410',
            shipTo: addressOf(1),
            items: [
              { sku: 'BPO-TENT-2P', name: 'Ridgeline 2P Tent', quantity: 6, cartons: 6, weight: 27.6 },
              { sku: 'BPO-STOVE-CMP', name: 'Trail Camp Stove', quantity: 12, cartons: 1, weight: 15.6 },
            ],
            notes: null,
          },
          {
            vendorId: vendorId('KTC'),
            warehouseId: warehouseId('CMH'),
            referenceNumber: 'PL-KTC-0077',
            shipTo: addressOf(2),
            items: [
              { sku: 'KTC-GRAN-OAT', name: 'Maple Oat Granola 12oz', quantity: 60, cartons: 3, weight: 48 },
            ],
            notes: 'Food: keep dry.',
          },
        ]);
      },
    },
    {
      // Billing.
      at: ctx.ago(12 * DAY),
      run: async () => {
        await insert(rateCards).values([
          {
            name: 'UPS Ground (house rates)',
            vendorId: null,
            carrierCode: 'ups',
            serviceCode: 'ups_ground',
            tplCarrierCode: 'UPS',
            tplServiceCode: 'GND',
            rates: [
              { upToWeight: 1, rate: 9.4 },
              { upToWeight: 5, rate: 12.85 },
              { upToWeight: 10, rate: 16.2 },
            ],
          },
          {
            name: 'Northwind USPS Priority',
            vendorId: vendorId('NWG'),
            carrierCode: 'usps',
            serviceCode: 'usps_priority_mail',
            rates: [
              { upToWeight: 1, rate: 8.1 },
              { upToWeight: 3, rate: 10.6 },
            ],
          },
          {
            name: 'Bluepeak FedEx Home',
            vendorId: vendorId('BPO'),
            carrierCode: 'fedex',
            serviceCode: 'fedex_home_delivery',
            rateWeightUnit: 'LBS',
            rates: [
              { upToWeight: 5, rate: 11.9 },
              { upToWeight: 20, rate: 19.75 },
            ],
          },
        ]);
        const invoiceRows = await insert(vendorInvoices)
          .values([
            {
              vendorId: vendorId('NWG'),
              invoiceNumber: 'INV-NWG-0007',
              type: 'InvoiceGenerated',
              status: 'Sent',
              invoiceDate: isoDay(new Date(now - 12 * DAY)),
              dueDate: isoDay(new Date(now + 18 * DAY)),
              periodStart: isoDay(new Date(now - 42 * DAY)),
              periodEnd: isoDay(new Date(now - 13 * DAY)),
              total: 4180.55,
            },
            {
              vendorId: vendorId('BPO'),
              invoiceNumber: 'INV-BPO-0005',
              type: 'InvoiceUploaded',
              status: 'Paid',
              invoiceExcelUrl: 'https://files.dockhand.test/invoices/INV-BPO-0005.xlsx',
              invoiceDate: isoDay(new Date(now - 30 * DAY)),
              total: 2875.1,
            },
            {
              vendorId: vendorId('KTC'),
              invoiceNumber: 'INV-KTC-0002',
              type: 'InvoiceGenerated',
              status: 'Draft',
              total: 612.4,
            },
          ])
          .returning();
        await insert(orderBillingEntries).values([
          {
            vendorId: vendorId('NWG'),
            warehouseId: warehouseId('DAL'),
            entryDate: isoDay(new Date(now - 14 * DAY)),
            singleUnitCharge: 0.45,
            numberOfUnits: 3120,
            chargeLabel: 'Pallet storage — September',
            chargeType: 'Storage',
            type: 'Storage',
            invoiceId: invoiceRows[0]!.id,
            refNum: 'STG-09',
          },
          {
            vendorId: vendorId('NWG'),
            warehouseId: warehouseId('DAL'),
            entryDate: isoDay(new Date(now - 3 * DAY)),
            singleUnitCharge: 35,
            numberOfUnits: 2.5,
            chargeLabel: 'Kitting labour (gift sets)',
            chargeType: 'Labor',
            type: 'Other',
          },
          {
            vendorId: vendorId('BPO'),
            warehouseId: warehouseId('RNO'),
            entryDate: isoDay(new Date(now - 6 * DAY)),
            singleUnitCharge: 65,
            numberOfUnits: 1,
            chargeLabel: 'Account setup',
            chargeType: 'Administrative',
            type: 'Other',
          },
          {
            vendorId: vendorId('BPO'),
            warehouseId: warehouseId('RNO'),
            entryDate: isoDay(new Date(now - 2 * DAY)),
            singleUnitCharge: 1.1,
            numberOfUnits: 80,
            chargeLabel: 'Receiving PO-BPO-0917',
            chargeType: 'Receiving',
            type: 'Receipt',
            refNum: 'PO-BPO-0917',
          },
          {
            vendorId: vendorId('KTC'),
            warehouseId: null,
            entryDate: isoDay(new Date(now - 1 * DAY)),
            singleUnitCharge: 25,
            numberOfUnits: 1,
            chargeLabel: 'Label reprint',
            chargeType: 'Administrative',
            type: 'Other',
          },
        ]);
        await insert(ptcFiles).values([
          {
            vendorId: vendorId('NWG'),
            name: 'UPS pass-through — August',
            invoiceExcelUrl: 'https://files.dockhand.test/ptc/nwg-2024-08.xlsx',
            periodStart: isoDay(new Date(now - 60 * DAY)),
            periodEnd: isoDay(new Date(now - 30 * DAY)),
            total: 1322.4,
          },
          {
            vendorId: vendorId('BPO'),
            name: 'Freight pass-through — August',
            invoiceExcelUrl: 'https://files.dockhand.test/ptc/bpo-2024-08.xlsx',
            total: 845,
          },
        ]);
        await insert(ledgerEntries).values([
          { code: 'ADV', name: 'Advance' },
          { code: 'FEE', name: 'Factoring fee' },
          { code: 'RES', name: 'Reserve release' },
          { code: 'CHB', name: 'Chargeback' },
          { code: 'INT', name: 'Interest' },
        ]);
      },
    },
    {
      // Support tickets.
      at: ctx.ago(4 * DAY),
      run: async () => {
        await insert(tickets).values([
          {
            name: 'Tracking numbers missing on Amazon orders',
            description: 'Since Monday our Amazon orders ship without tracking being pushed back.',
            type: 'Bug Report',
            priority: 3,
            status: 'InProgress',
            vendorId: vendorId('NWG'),
            createdBy: userId('brand@northwind.test'),
            collaboratorUserIds: [userId('manager@dockhand.test')],
          },
          {
            name: 'Add a gift-message field to bulk shipments',
            type: 'New Feature',
            priority: 2,
            status: 'Open',
            vendorId: vendorId('BPO'),
            createdBy: userId('brand@bluepeak.test'),
          },
          {
            name: 'Dock door 3 scanner drops connection',
            description: 'Handheld on door 3 in Reno disconnects every ~20 minutes.',
            type: 'General Support',
            priority: 4,
            status: 'Open',
            vendorId: null,
            createdBy: userId('warehouse@dockhand.test'),
            putIntoBackLog: false,
          },
          {
            name: 'Invoice PDF shows wrong period',
            type: 'Bug Report',
            priority: 2,
            status: 'Resolved',
            vendorId: vendorId('NWG'),
            createdBy: userId('brand@northwind.test'),
          },
        ]);
      },
    },
    {
      // Automations and what they sent.
      at: ctx.ago(30 * MINUTE),
      run: async () => {
        const [shippedTemplate, heldTemplate] = people.templateIds;
        const automationRows = await insert(automations)
          .values([
            {
              name: 'Shipping confirmation (Northwind)',
              projectId: project('NWG-SHOP').id,
              contentTemplateId: shippedTemplate,
              onEvent: 'OrderShipped',
              type: 'Email',
              fromEvent: true,
            },
            {
              name: 'Hold alert to account managers',
              projectId: null,
              contentTemplateId: heldTemplate,
              onEvent: 'OrderHeld',
              type: 'Email',
              fromEvent: false,
              recipients: 'accounts@dockhand.test',
            },
            {
              name: 'Bluepeak shipping confirmation',
              projectId: project('BPO-DTC').id,
              contentTemplateId: shippedTemplate,
              onEvent: 'OrderShipped',
              enabled: false,
            },
          ])
          .returning();
        // The first two Northwind orders that shipped (by order number).
        const shippedNwg = (
          await tx
            .select()
            .from(orders)
            .where(and(eq(orders.orderStatus, 'shipped'), eq(orders.vendorId, vendorId('NWG'))))
            .orderBy(orders.orderNumber)
        ).slice(0, 2);
        await insert(automationContents).values([
          ...shippedNwg.map((o) => ({
            automationId: automationRows[0]!.id,
            contentTemplateId: shippedTemplate,
            projectId: o.projectId,
            recipient: o.customerEmail!,
            subject: `Your order ${o.orderNumber} is on its way`,
            content: `Hello ${(o.shipmentAddress as { name?: string }).name}, your order ${o.orderNumber} shipped with tracking ${o.trackingNumber}.`,
            status: 'Sent',
            sentAt: o.shipDate,
            createdAt: o.shipDate ?? undefined,
          })),
          {
            automationId: automationRows[1]!.id,
            contentTemplateId: heldTemplate,
            projectId: null,
            recipient: 'accounts@dockhand.test',
            subject: 'Order on hold',
            content: 'An order was put on hold: NOT_ENOUGH_INVENTORY.',
            status: 'Failed',
            error: 'SMTP server refused the connection',
          },
        ]);
      },
    },
    {
      // The external 3PL system's lists (the Memphis warehouse runs on it).
      at: ctx.ago(6 * DAY),
      run: async () => {
        const carrierRows = await insert(tplCarriers)
          .values([
            {
              externalId: 'C-UPS',
              name: 'UPS',
              description: 'United Parcel Service',
              shipStationCarrierCode: 'ups',
            },
            {
              externalId: 'C-FDX',
              name: 'FedEx',
              description: 'FedEx Ground and Express',
              shipStationCarrierCode: 'fedex',
            },
            {
              externalId: 'C-USPS',
              name: 'USPS',
              description: 'United States Postal Service',
              shipStationCarrierCode: 'stamps_com',
            },
          ])
          .returning();
        await insert(tplCarrierServices).values([
          {
            carrierId: carrierRows[0]!.id,
            code: 'GND',
            name: 'UPS Ground',
            shipStationServiceCode: 'ups_ground',
          },
          {
            carrierId: carrierRows[0]!.id,
            code: '2DA',
            name: 'UPS 2nd Day Air',
            shipStationServiceCode: 'ups_2nd_day_air',
          },
          {
            carrierId: carrierRows[1]!.id,
            code: 'FHD',
            name: 'FedEx Home Delivery',
            shipStationServiceCode: 'fedex_home_delivery',
          },
          {
            carrierId: carrierRows[2]!.id,
            code: 'PRI',
            name: 'USPS Priority Mail',
            shipStationServiceCode: 'usps_priority_mail',
          },
        ]);
        await insert(tplBillingCodes).values([
          { carrierId: carrierRows[0]!.id, code: 'UPS-RES', name: 'Residential surcharge' },
          { carrierId: null, code: 'PICK-EA', name: 'Pick per each', description: 'Charged per unit picked' },
          { carrierId: null, code: 'RCV-CTN', name: 'Receiving per carton' },
        ]);
        await insert(tplUnitsOfMeasure).values([
          { externalId: 'U1', code: 'EA', name: 'Each' },
          { externalId: 'U2', code: 'CS', name: 'Case' },
          { externalId: 'U3', code: 'PL', name: 'Pallet' },
        ]);
        const facilityRows = await insert(tplFacilities)
          .values([
            {
              externalId: 'F-102',
              name: 'Memphis Building 2',
              code: 'MEM2',
              warehouseId: warehouseId('MEM'),
            },
          ])
          .returning();
        const customerRows = await insert(tplCustomers)
          .values([
            { externalId: 'CU-881', name: 'Lumen Skincare LLC', vendorId: vendorId('LUM') },
            { externalId: 'CU-905', name: 'Bluepeak Outdoors Inc', vendorId: vendorId('BPO') },
          ])
          .returning();
        await insert(tplReceivers).values([
          {
            orderNumber: 'RCV-LUM-0031',
            vendorId: vendorId('LUM'),
            toWarehouseId: warehouseId('MEM'),
            expectedDate: isoDay(new Date(now + 4 * DAY)),
            createPackingSlip: true,
            items: [line('LUM', 0, 500), line('LUM', 1, 300)],
          },
          {
            orderNumber: 'RCV-BPO-0012',
            vendorId: vendorId('BPO'),
            fromWarehouseId: warehouseId('RNO'),
            toWarehouseId: warehouseId('MEM'),
            status: 'Sent',
            externalId: 'R-7781',
            items: [line('BPO', 3, 96)],
          },
        ]);
        await insert(tplAdjustments).values([
          {
            externalId: 'ADJ-5521',
            facilityId: facilityRows[0]!.id,
            customerId: customerRows[0]!.id,
            vendorId: vendorId('LUM'),
            warehouseId: warehouseId('MEM'),
            sku: 'LUM-SER-VC',
            quantity: -4,
            reason: 'Damaged in storage',
            adjustedAt: new Date(now - 5 * DAY),
          },
          {
            externalId: 'ADJ-5530',
            facilityId: facilityRows[0]!.id,
            customerId: customerRows[1]!.id,
            vendorId: vendorId('BPO'),
            warehouseId: warehouseId('MEM'),
            sku: 'BPO-BTL-1L',
            quantity: 12,
            reason: 'Found in cycle count',
            adjustedAt: new Date(now - 2 * DAY),
          },
        ]);
      },
    },
    {
      // The IRMS system's orders.
      at: ctx.ago(90 * MINUTE),
      run: async () => {
        await insert(irmsPurchaseOrders).values([
          {
            externalId: 'IP-44120',
            orderNumber: 'IRMS-PO-NWG-77',
            status: 'Open',
            vendorId: vendorId('NWG'),
            warehouseId: warehouseId('DAL'),
            supplierName: 'Ceramica Guadalajara',
            orderDate: new Date(now - 8 * DAY),
            expectedDate: isoDay(new Date(now + 12 * DAY)),
            items: [line('NWG', 0, 1200)],
            syncedAt: new Date(now - 3600_000),
          },
          {
            externalId: 'IP-44131',
            orderNumber: 'IRMS-PO-BPO-19',
            status: 'Received',
            vendorId: vendorId('BPO'),
            warehouseId: warehouseId('RNO'),
            supplierName: 'Alpine Textiles',
            orderDate: new Date(now - 25 * DAY),
            items: [line('BPO', 1, 200)],
            syncedAt: new Date(now - 3600_000),
          },
        ]);
        await insert(irmsCustomerOrders).values([
          {
            externalId: 'IC-90012',
            orderNumber: 'IRMS-CO-NWG-5501',
            status: 'Shipped',
            vendorId: vendorId('NWG'),
            warehouseId: warehouseId('DAL'),
            customerName: 'Crate & Hearth Stores',
            orderDate: new Date(now - 4 * DAY),
            shipDate: new Date(now - 2 * DAY),
            items: [line('NWG', 2, 48)],
            syncedAt: new Date(now - 3600_000),
          },
          {
            externalId: 'IC-90020',
            orderNumber: 'IRMS-CO-BPO-3307',
            status: 'Open',
            vendorId: vendorId('BPO'),
            warehouseId: warehouseId('RNO'),
            customerName: 'Trailhead Outfitters',
            orderDate: new Date(now - 1 * DAY),
            items: [line('BPO', 2, 36)],
            syncedAt: new Date(now - 3600_000),
          },
        ]);
      },
    },
    {
      // Manufacturing.
      at: ctx.ago(11 * DAY),
      run: async () => {
        const bomRows = await insert(billsOfMaterials)
          .values([
            {
              name: 'Gift Set — Mug & Candle',
              type: 'Kit',
              vendorId: vendorId('NWG'),
              warehouseId: warehouseId('DAL'),
              items: [line('NWG', 0, 1), line('NWG', 2, 1), line('NWG', 4, 1)],
            },
            {
              name: 'Camp Kit — Stove & Bottle',
              type: 'Kit',
              vendorId: vendorId('BPO'),
              warehouseId: warehouseId('RNO'),
              items: [line('BPO', 2, 1), line('BPO', 3, 2)],
            },
          ])
          .returning();
        await insert(workOrders).values([
          {
            orderNumber: 'WO-1001',
            type: 'Internal',
            assembleType: 'Assemble',
            status: 'InProgress',
            vendorId: vendorId('NWG'),
            warehouseId: warehouseId('DAL'),
            billOfMaterialsId: bomRows[0]!.id,
            manufacturingVendorId: people.manufacturingVendorIds[1] ?? null,
            quantity: 250,
            dueDate: isoDay(new Date(now + 6 * DAY)),
          },
          {
            orderNumber: 'WO-2001',
            type: 'ThirdParty',
            assembleType: 'Assemble',
            status: 'Open',
            vendorId: vendorId('BPO'),
            warehouseId: warehouseId('RNO'),
            billOfMaterialsId: bomRows[1]!.id,
            manufacturingVendorId: people.manufacturingVendorIds[0] ?? null,
            purchaseOrderId: (await poRows())[2]!.id,
            quantity: 120,
          },
        ]);
        await insert(rndProjects).values([
          {
            name: 'Holiday Candle Trio',
            vendorId: vendorId('NWG'),
            warehouseId: warehouseId('DAL'),
            items: [line('NWG', 2, 3), line('NWG', 4, 1)],
            quantity: 1,
            quantityToOrder: 500,
            otherFees: 320,
            percentMarkup: 45,
            unitWeight: 3.4,
          },
          {
            name: 'Ultralight Tent v2',
            vendorId: vendorId('BPO'),
            warehouseId: null,
            items: [],
            quantity: 1,
            quantityToOrder: 0,
            otherFees: 0,
            percentMarkup: 38.5,
            unitWeight: 1.35,
            unitWeightMetric: true,
          },
        ]);
      },
    },
    {
      // Reports.
      at: ctx.ago(2 * HOUR),
      run: async () => {
        const week = { dateFilter: 'this-week', dateType: 'orderDate', startDate: null, endDate: null };
        await insert(generatedReports).values([
          {
            type: 'OrderedStorefrontItemsReport',
            name: 'Northwind items this week',
            status: 'Ready',
            projectId: project('NWG-SHOP').id,
            vendorId: vendorId('NWG'),
            filters: {
              ...week,
              storefrontIds: [],
              includeManualShipments: false,
              whatStores: 'notHidden',
              orderStatus: 'shipped',
            },
            requestedBy: userId('brand@northwind.test'),
            fileUrl: 'https://files.dockhand.test/reports/nwg-items.csv',
            completedAt: new Date(now - 3600_000),
          },
          {
            type: 'StorefrontShippedCount',
            name: 'Bluepeak shipments count',
            status: 'Requested',
            projectId: project('BPO-DTC').id,
            vendorId: vendorId('BPO'),
            filters: { startDate: isoDay(new Date(now - 7 * DAY)), endDate: isoDay(new Date(now)) },
            requestedBy: userId('brand@bluepeak.test'),
          },
          {
            type: 'WarehouseItemsInOutReport',
            name: 'Reno in/out — last month',
            status: 'Processing',
            warehouseId: warehouseId('RNO'),
            filters: {
              tplFacilityId: null,
              tplCustomerId: null,
              startDate: isoDay(new Date(now - 30 * DAY)),
              endDate: isoDay(new Date(now)),
            },
            requestedBy: userId('warehouse@dockhand.test'),
          },
          {
            type: 'FactoringFinanceInvoiceReport',
            name: 'Kettle & Crumb factoring',
            status: 'Failed',
            vendorId: vendorId('KTC'),
            filters: { vendorId: vendorId('KTC'), warehouseId: null, startDate: null, endDate: null },
            requestedBy: userId('admin@dockhand.test'),
            error: 'No invoices in the period',
          },
        ]);
      },
    },
    {
      // Docs.
      at: ctx.ago(44 * DAY),
      run: async () => {
        const groupRows = await insert(knowledgebaseGroups)
          .values([
            {
              name: 'Getting Started',
              slug: 'getting-started',
              description: 'Finding your way around Dockhand',
              sortOrder: 1,
            },
            {
              name: 'Warehouse Operations',
              slug: 'warehouse-operations',
              description: 'Receiving, stock and shipping',
              sortOrder: 2,
              visibleToRoles: ['developer', 'superadmin', 'admin', 'manager', 'warehouse-manager'],
            },
            {
              name: 'For Brands',
              slug: 'for-brands',
              description: 'Guides for our clients',
              sortOrder: 3,
              visibleToRoles: ['developer', 'superadmin', 'admin', 'manager', 'vendor'],
            },
          ])
          .returning();
        await insert(knowledgebasePages).values([
          {
            groupId: groupRows[0]!.id,
            name: 'Your first day',
            slug: 'your-first-day',
            content: '# Your first day\n\nSign in, pick your warehouse, and open the Vendor Orders list.',
            sortOrder: 1,
          },
          {
            groupId: groupRows[0]!.id,
            name: 'Filters and saved views',
            slug: 'filters-and-saved-views',
            content: 'Every list keeps its filters in the address bar, so you can bookmark and share it.',
            sortOrder: 2,
          },
          {
            groupId: groupRows[1]!.id,
            name: 'Receiving an ASN',
            slug: 'receiving-an-asn',
            content: 'Scan the ASN number, count each carton, record lot and expiry where the item has them.',
            sortOrder: 1,
          },
          {
            groupId: groupRows[2]!.id,
            name: 'Sending us inventory',
            slug: 'sending-us-inventory',
            content: 'Create an ASN before your freight leaves, so we can receive it the day it arrives.',
            sortOrder: 1,
          },
          {
            groupId: groupRows[2]!.id,
            name: 'Draft: returns policy',
            slug: 'draft-returns-policy',
            content: 'Work in progress.',
            sortOrder: 2,
            published: false,
          },
        ]);
        await insert(changelogEntries).values([
          {
            name: 'Version 0.9.4',
            content: 'Direct inventory updates can set a count; orders list remembers your columns.',
            publishedAt: new Date(now - 2 * DAY),
          },
          {
            name: 'Version 0.9.3',
            content: 'Bulk shipments can wait for a warehouse; faster vendor orders list.',
            publishedAt: new Date(now - 20 * DAY),
          },
        ]);
      },
    },
  ];
  return steps.map((step) => ({
    at: step.at,
    run: async () => {
      projectRows = await tx.select().from(projects).orderBy(projects.id);
      await step.run();
    },
  }));
}
