/**
 * The back office around the warehouse: packing lists, billing,
 * support tickets, automations, the external 3PL and IRMS systems' lists, manufacturing, reports and
 * the docs. Records people make are added and edited as the API's generic calls add and edit them
 * (records.ts: the declaration's schema and write hook, the action log), each at its own time. Left
 * as rows written directly, at their own times:
 * - what the external systems send (the 3PL's inventory adjustments, IRMS orders) and what the jobs
 *   write (automation e-mails, a report's progress): no person's call writes them;
 * - a status that no action moves yet: a 3PL receiver's sending (said where used).
 */
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { automationResource } from '../../resources/declarations/automation';
import {
  billingEntryResource,
  factoringTransactionResource,
  ledgerEntryResource,
  ptcFileResource,
  rateCardResource,
  vendorInvoiceResource,
} from '../../resources/declarations/billing';
import {
  changelogResource,
  knowledgebaseGroupResource,
  knowledgebasePageResource,
} from '../../resources/declarations/docs';
import {
  billOfMaterialsResource,
  rndProjectResource,
  workOrderResource,
} from '../../resources/declarations/manufacturing';
import { packingListResource } from '../../resources/declarations/packing-lists';
import { generatedReportResource } from '../../resources/declarations/reports';
import { ticketResource } from '../../resources/declarations/support';
import {
  tplBillingCodeResource,
  tplCarrierResource,
  tplCarrierServiceResource,
  tplCustomerResource,
  tplFacilityResource,
  tplReceiverResource,
  tplUnitOfMeasureResource,
} from '../../resources/declarations/tpl';
import type { ResourceDecl, Row } from '../../resources/resource';
import {
  automationContents,
  irmsCustomerOrders,
  irmsPurchaseOrders,
  orderBillingEntries,
  orderHolds,
  orders,
  projects,
  purchaseOrders,
  tplAdjustments,
  vendorInvoices,
} from '../schema';
import { ptcImportPermissions } from '../../../src/domain/contracts/ptc-files';
import { invoiceStepPermissions } from '../../../src/domain/vendor-invoice.lifecycle';
import type { VendorProduct } from './catalogue';
import { DAY, HOUR, isoDay, type SeedContext, type SeedStep } from './context';
import { customers, streets } from './demo-data';
import type { People } from './people-and-vendors';
import { addRecord, editRecord, type AddOptions } from './records';

const MINUTE = 60_000;
const ADMIN = 'admin@dockhand.test';
const MANAGER = 'manager@dockhand.test';
const WAREHOUSE = 'warehouse@dockhand.test';
const MANUFACTURING = 'manufacturing@dockhand.test';

export function backOffice(
  ctx: SeedContext,
  people: People,
  productRows: readonly VendorProduct[],
): SeedStep[] {
  const { tx, vendorId, warehouseId } = ctx;
  const now = ctx.end.getTime();
  const day = (offsetDays: number) => isoDay(new Date(now + offsetDays * DAY));
  const productsOf = (vId: number) => productRows.filter((p) => p.vendorId === vId);
  const line = (code: string, n: number, quantity: number) => {
    const vp = productsOf(vendorId(code))[n]!;
    return { sku: vp.sku, name: vp.item, quantity, unitPrice: vp.wholesalePrice, vendorProductId: vp.id };
  };
  let projectRows: (typeof projects.$inferSelect)[] = [];
  const project = (clientCode: string) => projectRows.find((p) => p.clientCode === clientCode)!;
  /** Rows no person's call writes, stamped with the clock's time where the table keeps it. */
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
  /** Records someone adds, one after the other; answers them in order. */
  const add = async (decl: ResourceDecl, by: string, bodies: Row[], options: AddOptions = {}) => {
    const rows: Row[] = [];
    for (const body of bodies) rows.push(await addRecord(ctx, decl, by, body, options));
    return rows;
  };
  /** Invoices made elsewhere (uploaded) and PTC files, with the permissions their own calls take. */
  const uploaded = { permissions: invoiceStepPermissions.issue };
  const imported = { permissions: ptcImportPermissions };
  /** Ids of records added by earlier steps, by a key of their own. */
  const ids = new Map<string, number>();
  const idOf = (key: string) => ids.get(key)!;
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
  const poId = async (orderNumber: string) =>
    (await tx.select().from(purchaseOrders).where(eq(purchaseOrders.orderNumber, orderNumber)))[0]!.id;

  const steps: SeedStep[] = [
    {
      // Packing lists of outbound shipments.
      at: ctx.ago(8 * DAY),
      run: async () => {
        await add(packingListResource, WAREHOUSE, [
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
        ]);
        // Columbus is not one of Walt's warehouses.
        await add(packingListResource, ADMIN, [
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

    // Billing: the rate cards and ledger codes set up at the start, then invoices and charges.
    {
      at: ctx.ago(55 * DAY),
      run: async () => {
        const codes = await add(ledgerEntryResource, ADMIN, [
          { code: 'ADV', name: 'Advance' },
          { code: 'FEE', name: 'Factoring fee' },
          { code: 'RES', name: 'Reserve release' },
          { code: 'CHB', name: 'Chargeback' },
          { code: 'INT', name: 'Interest' },
          { code: 'REP', name: 'Repayment' },
        ]);
        for (const c of codes) ids.set(`ledger ${String(c.code)}`, c.id as number);
        await add(rateCardResource, ADMIN, [
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
      },
    },
    {
      // Bluepeak's invoice for its first month, uploaded from the accounting system; paid later.
      at: ctx.ago(30 * DAY),
      run: async () => {
        const [invoice] = await add(
          vendorInvoiceResource,
          ADMIN,
          [
            {
              vendorId: vendorId('BPO'),
              invoiceNumber: 'INV-BPO-0005',
              type: 'InvoiceUploaded',
              status: 'Issued',
              invoiceExcelUrl: 'https://files.dockhand.test/invoices/INV-BPO-0005.xlsx',
              invoiceDate: day(-30),
              total: 2875.1,
            },
          ],
          uploaded,
        );
        ids.set('INV-BPO-0005', invoice!.id as number);
      },
    },
    {
      at: ctx.ago(28 * DAY),
      run: async () => {
        await add(
          ptcFileResource,
          ADMIN,
          [
            {
              vendorId: vendorId('NWG'),
              name: 'UPS pass-through — August',
              invoiceExcelUrl: 'https://files.dockhand.test/ptc/nwg-2024-08.xlsx',
              periodStart: day(-60),
              periodEnd: day(-30),
              total: 1322.4,
            },
          ],
          imported,
        );
      },
    },
    {
      at: ctx.ago(20 * DAY),
      run: async () => {
        await add(billingEntryResource, ADMIN, [
          {
            vendorId: vendorId('BPO'),
            warehouseId: warehouseId('RNO'),
            entryDate: day(-20),
            singleUnitCharge: 1.1,
            numberOfUnits: 150,
            chargeLabel: 'Receiving PO-BPO-0902',
            chargeType: 'Receiving',
            type: 'Receipt',
            refNum: 'PO-BPO-0902',
          },
        ]);
      },
    },
    {
      at: ctx.ago(16 * DAY),
      run: async () => {
        // Paid: the lifecycle's mark-paid (vendor-invoice.lifecycle.ts), as the accounting system reported it.
        await ctx.tx
          .update(vendorInvoices)
          .set({ status: 'Paid', paidAt: ctx.clock.now() })
          .where(eq(vendorInvoices.id, idOf('INV-BPO-0005')));
      },
    },
    {
      at: ctx.ago(14 * DAY),
      run: async () => {
        const [storage] = await add(billingEntryResource, ADMIN, [
          {
            vendorId: vendorId('NWG'),
            warehouseId: warehouseId('DAL'),
            entryDate: day(-14),
            singleUnitCharge: 0.45,
            numberOfUnits: 3120,
            chargeLabel: 'Pallet storage — September',
            chargeType: 'Storage',
            type: 'Storage',
            refNum: 'STG-09',
          },
        ]);
        ids.set('STG-09', storage!.id as number);
      },
    },
    {
      // Northwind's invoice for the period, with the storage charge on it.
      at: ctx.ago(12 * DAY),
      run: async () => {
        const [invoice] = await add(
          vendorInvoiceResource,
          ADMIN,
          [
            {
              vendorId: vendorId('NWG'),
              invoiceNumber: 'INV-NWG-0007',
              type: 'InvoiceGenerated',
              status: 'Issued',
              invoiceDate: day(-12),
              dueDate: day(18),
              periodStart: day(-42),
              periodEnd: day(-13),
              // The sum of its one line (3,120 pallet-days × $0.45): an invoice's total is its lines'.
              total: 1404,
            },
          ],
          uploaded,
        );
        // Charges are locked to an invoice by the invoice, never by the charge form (invoiceId is a state field).
        await ctx.tx
          .update(orderBillingEntries)
          .set({ invoiceId: invoice!.id as number })
          .where(eq(orderBillingEntries.id, idOf('STG-09')));
        await add(
          ptcFileResource,
          ADMIN,
          [
            {
              vendorId: vendorId('BPO'),
              name: 'Freight pass-through — August',
              invoiceExcelUrl: 'https://files.dockhand.test/ptc/bpo-2024-08.xlsx',
              total: 845,
            },
          ],
          imported,
        );
      },
    },
    {
      at: ctx.ago(6 * DAY),
      run: async () => {
        await add(billingEntryResource, ADMIN, [
          {
            vendorId: vendorId('BPO'),
            warehouseId: warehouseId('RNO'),
            entryDate: day(-6),
            singleUnitCharge: 65,
            numberOfUnits: 1,
            chargeLabel: 'Account setup',
            chargeType: 'Administrative',
            type: 'Other',
          },
        ]);
      },
    },
    {
      at: ctx.ago(3 * DAY),
      run: async () => {
        await add(billingEntryResource, ADMIN, [
          {
            vendorId: vendorId('NWG'),
            warehouseId: warehouseId('DAL'),
            entryDate: day(-3),
            singleUnitCharge: 35,
            numberOfUnits: 2.5,
            chargeLabel: 'Kitting labour (gift sets)',
            chargeType: 'Labor',
            type: 'Other',
          },
        ]);
      },
    },
    {
      at: ctx.ago(DAY),
      run: async () => {
        await add(billingEntryResource, ADMIN, [
          {
            vendorId: vendorId('KTC'),
            warehouseId: null,
            entryDate: day(-1),
            singleUnitCharge: 25,
            numberOfUnits: 1,
            chargeLabel: 'Label reprint',
            chargeType: 'Administrative',
            type: 'Other',
          },
        ]);
        await add(
          vendorInvoiceResource,
          ADMIN,
          [
            {
              vendorId: vendorId('KTC'),
              invoiceNumber: 'INV-KTC-0002',
              // Made in the accounting system and not sent yet: a Draft to issue.
              type: 'InvoiceUploaded',
              status: 'Draft',
              invoiceDate: day(-1),
              periodStart: day(-31),
              periodEnd: day(-2),
              total: 612.4,
            },
          ],
          uploaded,
        );
      },
    },

    // The factoring accounts: advances on wholesale invoices (the demo's Northwind and Bluepeak items
    // carry no factoring percentage), fees and interest charged, a chargeback, repayments received.
    ...(
      [
        [20, 'NWG', 'ADV', 2400, 'ADV-NWG-0031', 'Advance on wholesale invoices'],
        [17, 'BPO', 'ADV', 1250, 'ADV-BPO-0012', 'Advance on wholesale invoices'],
        [18, 'NWG', 'FEE', 86.4, 'FCT-NWG-0918', 'Factoring fee on the advances to date'],
        [16, 'BPO', 'FEE', 54.2, 'FCT-BPO-0918', null],
        [9, 'BPO', 'CHB', 38, 'CB-BPO-4471', 'Retailer short-paid a damaged carton'],
        [7, 'NWG', 'INT', 12.75, 'FCT-NWG-INT-09', 'Interest on the open balance'],
        [5, 'NWG', 'REP', -1200, 'WIRE-88213', 'Wire received'],
        [4, 'BPO', 'REP', -650, 'ACH-55102', null],
        [2, 'BPO', 'RES', -120, 'RES-BPO-09', 'Reserve released after collection'],
      ] as const
    ).map(([ago, vendor, code, amount, reference, notes]): SeedStep => ({
      at: ctx.ago(ago * DAY),
      run: async () => {
        await add(factoringTransactionResource, ADMIN, [
          {
            vendorId: vendorId(vendor),
            ledgerEntryId: idOf(`ledger ${code}`),
            transactionDate: day(-ago),
            amount,
            reference,
            notes,
          },
        ]);
      },
    })),

    // Support tickets: opened by the brands and the warehouse, worked by support staff.
    {
      at: ctx.ago(10 * DAY),
      run: async () => {
        const [ticket] = await add(ticketResource, 'brand@northwind.test', [
          {
            name: 'Invoice PDF shows wrong period',
            type: 'Bug Report',
            priority: 2,
            vendorId: vendorId('NWG'),
          },
        ]);
        ids.set('invoice-period', ticket!.id as number);
      },
    },
    {
      at: ctx.ago(8 * DAY),
      run: async () => {
        await editRecord(ctx, ticketResource, MANAGER, idOf('invoice-period'), { status: 'Resolved' });
      },
    },
    {
      at: ctx.ago(4 * DAY),
      run: async () => {
        const [tracking] = await add(ticketResource, 'brand@northwind.test', [
          {
            name: 'Tracking numbers missing on Amazon orders',
            description: 'Since Monday our Amazon orders ship without tracking being pushed back.',
            type: 'Bug Report',
            priority: 3,
            vendorId: vendorId('NWG'),
            collaboratorUserIds: [ctx.userId(MANAGER)],
          },
        ]);
        ids.set('tracking', tracking!.id as number);
        // Walt may not open tickets: Maria opens it for Reno.
        await add(ticketResource, MANAGER, [
          {
            name: 'Dock door 3 scanner drops connection',
            description: 'Handheld on door 3 in Reno disconnects every ~20 minutes.',
            type: 'General Support',
            priority: 4,
            vendorId: null,
            putIntoBackLog: false,
          },
        ]);
      },
    },
    {
      at: ctx.ago(4 * DAY - 3 * HOUR),
      run: async () => {
        await editRecord(ctx, ticketResource, MANAGER, idOf('tracking'), { status: 'InProgress' });
      },
    },
    {
      // The request the Operations chat mentions an hour later (communications.ts).
      at: ctx.ago(4 * HOUR),
      run: async () => {
        await add(ticketResource, 'brand@bluepeak.test', [
          {
            name: 'Add a gift-message field to bulk shipments',
            type: 'New Feature',
            priority: 2,
            vendorId: vendorId('BPO'),
          },
        ]);
      },
    },

    // Automations, set up before the orders of the history, and what they sent.
    {
      at: ctx.ago(45 * DAY),
      run: async () => {
        const [shippedTemplate, heldTemplate] = people.templateIds;
        const rows = await add(automationResource, ADMIN, [
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
            vendorId: vendorId('BPO'),
            projectId: project('BPO-DTC').id,
            contentTemplateId: shippedTemplate,
            onEvent: 'OrderShipped',
            enabled: false,
          },
        ]);
        ids.set('shipped-automation', rows[0]!.id as number);
        ids.set('held-automation', rows[1]!.id as number);
      },
    },
    {
      // What the automations sent, each when its event happened.
      at: ctx.ago(30 * MINUTE),
      run: async () => {
        const [shippedTemplate, heldTemplate] = people.templateIds;
        // The first two Northwind orders that shipped (by order number).
        const shippedNwg = (
          await tx
            .select()
            .from(orders)
            .where(and(eq(orders.orderStatus, 'shipped'), eq(orders.vendorId, vendorId('NWG'))))
            .orderBy(orders.orderNumber)
        ).slice(0, 2);
        // The newest backorder's hold: the alert that could not be sent.
        const [held] = await tx
          .select({ orderNumber: orders.orderNumber, type: orderHolds.type, at: orderHolds.createdAt })
          .from(orderHolds)
          .innerJoin(orders, eq(orders.id, orderHolds.orderId))
          .where(eq(orders.orderNumber, 'NWG-10453'));
        await insert(automationContents).values([
          ...shippedNwg.map((o) => ({
            automationId: idOf('shipped-automation'),
            contentTemplateId: shippedTemplate,
            eventType: 'OrderShipped',
            projectId: o.projectId,
            recipient: o.customerEmail!,
            subject: `Your order ${o.orderNumber} is on its way`,
            content: `Hello ${(o.shipmentAddress as { name?: string }).name}, your order ${o.orderNumber} shipped with tracking ${o.trackingNumber}.`,
            status: 'Sent',
            sentAt: o.shipDate,
            createdAt: o.shipDate ?? undefined,
          })),
          {
            automationId: idOf('held-automation'),
            contentTemplateId: heldTemplate,
            eventType: 'OrderHeld',
            projectId: null,
            recipient: 'accounts@dockhand.test',
            subject: `Order ${held!.orderNumber} is on hold`,
            content: `Order ${held!.orderNumber} was put on hold: ${held!.type}.`,
            status: 'Failed',
            error: 'SMTP server refused the connection',
            createdAt: held!.at,
          },
        ]);
      },
    },

    // The external 3PL system (the Memphis warehouse runs on it): its lists, mirrored when Memphis
    // was set up; receivers sent to it; the adjustments it reports. The ids are those of the demo
    // WMS account (server/integrations/tpl-wms/demo-account.ts), so connecting Memphis to it and
    // syncing adopts these rows instead of listing them twice.
    {
      at: ctx.ago(57 * DAY),
      run: async () => {
        const carriers = await add(tplCarrierResource, ADMIN, [
          {
            externalId: '11',
            name: 'UPS',
            description: 'United Parcel Service',
            shipStationCarrierCode: 'ups',
          },
          {
            externalId: '12',
            name: 'FedEx',
            description: 'FedEx Ground and Express',
            shipStationCarrierCode: 'fedex',
          },
          {
            externalId: '13',
            name: 'USPS',
            description: 'United States Postal Service',
            shipStationCarrierCode: 'stamps_com',
          },
        ]);
        const [ups, fedex, usps] = carriers.map((c) => c.id as number);
        await add(tplCarrierServiceResource, ADMIN, [
          { carrierId: ups, code: 'GND', name: 'UPS Ground', shipStationServiceCode: 'ups_ground' },
          { carrierId: ups, code: '2DA', name: 'UPS 2nd Day Air', shipStationServiceCode: 'ups_2nd_day_air' },
          {
            carrierId: fedex,
            code: 'FHD',
            name: 'FedEx Home Delivery',
            shipStationServiceCode: 'fedex_home_delivery',
          },
          {
            carrierId: usps,
            code: 'PRI',
            name: 'USPS Priority Mail',
            shipStationServiceCode: 'usps_priority_mail',
          },
        ]);
        await add(tplBillingCodeResource, ADMIN, [
          { externalId: '401', carrierId: ups, code: 'UPS-RES', name: 'Residential surcharge' },
          {
            externalId: '402',
            carrierId: null,
            code: 'PICK-EA',
            name: 'Pick per each',
            description: 'Charged per unit picked',
          },
          { externalId: '403', carrierId: null, code: 'RCV-CTN', name: 'Receiving per carton' },
        ]);
        await add(tplUnitOfMeasureResource, ADMIN, [
          { externalId: 'U1', code: 'EA', name: 'Each' },
          { externalId: 'U2', code: 'CS', name: 'Case' },
          { externalId: 'U3', code: 'PL', name: 'Pallet' },
        ]);
        const [facility] = await add(tplFacilityResource, ADMIN, [
          { externalId: '102', name: 'Memphis Building 2', code: 'MEM2', warehouseId: warehouseId('MEM') },
        ]);
        const [lumen, bluepeak] = await add(tplCustomerResource, ADMIN, [
          { externalId: '881', name: 'Lumen Skincare', vendorId: vendorId('LUM') },
          { externalId: '905', name: 'Bluepeak Outdoors', vendorId: vendorId('BPO') },
        ]);
        ids.set('MEM2', facility!.id as number);
        ids.set('CU-881', lumen!.id as number);
        ids.set('CU-905', bluepeak!.id as number);
      },
    },
    {
      at: ctx.ago(9 * DAY),
      run: async () => {
        // Sent to the 3PL system by hand before Memphis was connected (its id there: 7781).
        await addRecord(
          ctx,
          tplReceiverResource,
          ADMIN,
          {
            orderNumber: 'RCV-BPO-0012',
            vendorId: vendorId('BPO'),
            fromWarehouseId: warehouseId('RNO'),
            toWarehouseId: warehouseId('MEM'),
            items: [line('BPO', 3, 96)],
          },
          { state: { status: 'Issued', externalId: '7781' } },
        );
      },
    },
    {
      at: ctx.ago(6 * DAY),
      run: async () => {
        await add(tplReceiverResource, ADMIN, [
          {
            orderNumber: 'RCV-LUM-0031',
            vendorId: vendorId('LUM'),
            toWarehouseId: warehouseId('MEM'),
            expectedDate: day(4),
            createPackingSlip: true,
            items: [line('LUM', 0, 500), line('LUM', 1, 300)],
          },
        ]);
      },
    },
    ...(
      [
        ['5521', 5 * DAY, 'CU-881', 'LUM', 'LUM-SER-VC', -4, 'Damaged in storage'],
        ['5530', 2 * DAY, 'CU-905', 'BPO', 'BPO-BTL-1L', 12, 'Found in cycle count'],
      ] as const
    ).map(([externalId, ago, customer, code, sku, quantity, reason]) => ({
      // Reported by the 3PL system as it happens.
      at: ctx.ago(ago),
      run: async () => {
        await insert(tplAdjustments).values([
          {
            externalId,
            facilityId: idOf('MEM2'),
            customerId: idOf(customer),
            vendorId: vendorId(code),
            warehouseId: warehouseId('MEM'),
            sku,
            quantity,
            reason,
            referenceNum: `ADJ-${externalId}`,
            adjustedAt: ctx.clock.peek(),
          },
        ]);
      },
    })),
    {
      // The IRMS system's orders, as its hourly sync brought them.
      at: ctx.ago(HOUR),
      run: async () => {
        const syncedAt = ctx.clock.peek();
        await insert(irmsPurchaseOrders).values([
          {
            externalId: 'IP-44120',
            orderNumber: 'IRMS-PO-NWG-77',
            status: 'open',
            vendorId: vendorId('NWG'),
            warehouseId: warehouseId('DAL'),
            supplierName: 'Ceramica Guadalajara',
            orderDate: new Date(now - 8 * DAY),
            expectedDate: day(12),
            items: [line('NWG', 0, 1200)],
            syncedAt,
          },
          {
            externalId: 'IP-44131',
            orderNumber: 'IRMS-PO-BPO-19',
            status: 'received',
            vendorId: vendorId('BPO'),
            warehouseId: warehouseId('RNO'),
            supplierName: 'Alpine Textiles',
            orderDate: new Date(now - 25 * DAY),
            items: [line('BPO', 1, 200)],
            syncedAt,
          },
        ]);
        await insert(irmsCustomerOrders).values([
          {
            externalId: 'IC-90012',
            orderNumber: 'IRMS-CO-NWG-5501',
            status: 'shipped',
            vendorId: vendorId('NWG'),
            warehouseId: warehouseId('DAL'),
            customerName: 'Crate & Hearth Stores',
            orderDate: new Date(now - 4 * DAY),
            shipDate: new Date(now - 2 * DAY),
            items: [line('NWG', 2, 48)],
            syncedAt,
          },
          {
            externalId: 'IC-90020',
            orderNumber: 'IRMS-CO-BPO-3307',
            status: 'open',
            vendorId: vendorId('BPO'),
            warehouseId: warehouseId('RNO'),
            customerName: 'Trailhead Outfitters',
            orderDate: new Date(now - 1 * DAY),
            items: [line('BPO', 2, 36)],
            syncedAt,
          },
        ]);
      },
    },

    // Manufacturing.
    {
      at: ctx.ago(20 * DAY),
      run: async () => {
        const [giftSet, campKit] = await add(billOfMaterialsResource, MANUFACTURING, [
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
        ]);
        ids.set('gift-set', giftSet!.id as number);
        ids.set('camp-kit', campKit!.id as number);
      },
    },
    {
      at: ctx.ago(11 * DAY),
      run: async () => {
        // WO-1001 waits as a Draft (the manufacturing scenario, manufacturing.ts, walks its orders
        // through their steps).
        await addRecord(ctx, workOrderResource, MANUFACTURING, {
          orderNumber: 'WO-1001',
          type: 'Internal',
          assembleType: 'Assemble',
          vendorId: vendorId('NWG'),
          warehouseId: warehouseId('DAL'),
          billOfMaterialsId: idOf('gift-set'),
          manufacturingVendorId: people.manufacturingVendorIds[1] ?? null,
          quantity: 250,
          dueDate: day(6),
        });
        await add(workOrderResource, MANUFACTURING, [
          {
            orderNumber: 'WO-2001',
            type: 'ThirdParty',
            assembleType: 'Assemble',
            vendorId: vendorId('BPO'),
            warehouseId: warehouseId('RNO'),
            billOfMaterialsId: idOf('camp-kit'),
            manufacturingVendorId: people.manufacturingVendorIds[0] ?? null,
            purchaseOrderId: await poId('PO-BPO-0917'),
            quantity: 120,
          },
        ]);
        await add(rndProjectResource, MANUFACTURING, [
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
            quantityToOrder: 1,
            otherFees: 0,
            percentMarkup: 38.5,
            unitWeight: 1.35,
            unitWeightMetric: true,
          },
        ]);
      },
    },

    // Reports: requested by people; the report job moves them on (Processing, then Ready or Failed).
    ...reports(),

    // Docs.
    {
      at: ctx.ago(44 * DAY),
      run: async () => {
        const groups = await add(knowledgebaseGroupResource, ADMIN, [
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
        ]);
        const [start, warehouseOps, brands] = groups.map((g) => g.id as number);
        await add(knowledgebasePageResource, ADMIN, [
          {
            groupId: start,
            name: 'Your first day',
            slug: 'your-first-day',
            content: '# Your first day\n\nSign in, pick your warehouse, and open the Vendor Orders list.',
            sortOrder: 1,
          },
          {
            groupId: start,
            name: 'Filters and saved views',
            slug: 'filters-and-saved-views',
            content: 'Every list keeps its filters in the address bar, so you can bookmark and share it.',
            sortOrder: 2,
          },
          {
            groupId: warehouseOps,
            name: 'Receiving an ASN',
            slug: 'receiving-an-asn',
            content: 'Scan the ASN number, count each carton, record lot and expiry where the item has them.',
            sortOrder: 1,
          },
          {
            groupId: brands,
            name: 'Sending us inventory',
            slug: 'sending-us-inventory',
            content: 'Create an ASN before your freight leaves, so we can receive it the day it arrives.',
            sortOrder: 1,
          },
          {
            groupId: brands,
            name: 'Draft: returns policy',
            slug: 'draft-returns-policy',
            content: 'Work in progress.',
            sortOrder: 2,
            published: false,
          },
        ]);
      },
    },
    ...(
      [
        [20, 'Version 0.9.3', 'Bulk shipments can wait for a warehouse; faster vendor orders list.'],
        [2, 'Version 0.9.4', 'Direct inventory updates can set a count; orders list remembers your columns.'],
      ] as const
    ).map(([daysAgo, name, content]) => ({
      // Each release note is written when it is published.
      at: ctx.ago(daysAgo * DAY),
      run: async () => {
        await add(changelogResource, ADMIN, [{ name, content, publishedAt: ctx.clock.peek() }]);
      },
    })),
  ];

  /**
   * The reports: each requested by someone at its time; the job runner produces them (their rows and
   * files) when the server first starts.
   */
  function reports(): SeedStep[] {
    const week = { dateFilter: 'this-week', dateType: 'orderDate', startDate: null, endDate: null };
    const requested: {
      at: number;
      by: string;
      body: Row & { projectId: () => number | null };
    }[] = [
      {
        at: 3 * HOUR,
        by: 'brand@northwind.test',
        body: {
          type: 'OrderedStorefrontItemsReport',
          name: 'Northwind items this week',
          projectId: () => project('NWG-SHOP').id,
          filters: {
            ...week,
            storefrontIds: [],
            includeManualShipments: false,
            whatStores: 'notHidden',
            orderStatus: 'shipped',
          },
        },
      },
      {
        at: 90 * MINUTE,
        by: 'brand@bluepeak.test',
        body: {
          type: 'StorefrontShippedCount',
          name: 'Bluepeak shipments count',
          projectId: () => project('BPO-DTC').id,
          filters: { startDate: day(-7), endDate: day(0) },
        },
      },
      {
        at: 2 * HOUR,
        by: MANAGER,
        body: {
          type: 'WarehouseItemsInOutReport',
          name: 'Reno in/out — last month',
          projectId: () => null,
          filters: {
            tplFacilityId: null,
            tplCustomerId: null,
            warehouseId: warehouseId('RNO'),
            startDate: day(-30),
            endDate: day(0),
          },
        },
      },
      {
        at: 5 * HOUR,
        by: ADMIN,
        body: {
          type: 'FactoringFinanceInvoiceReport',
          name: 'Kettle & Crumb factoring',
          projectId: () => null,
          filters: { vendorId: vendorId('KTC'), warehouseId: null, startDate: null, endDate: null },
        },
      },
    ];
    return requested.map(({ at, by, body }) => ({
      at: ctx.ago(at),
      run: async () => {
        await addRecord(ctx, generatedReportResource, by, { ...body, projectId: body.projectId() });
      },
    }));
  }

  return steps.map((step) => ({
    at: step.at,
    run: async () => {
      projectRows = await tx.select().from(projects).orderBy(projects.id);
      await step.run();
    },
  }));
}
