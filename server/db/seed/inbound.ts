/**
 * Inbound: purchase orders and warehouse shipments (ASNs, purchase-order batches, transfers). Each is
 * added as the API's add adds it (records.ts: the declaration's schema and write hook, the row and its
 * action-log entry), then moves only through the services people use, each step at its own time:
 * - PO-NWG-2036 is cancelled, then archived; PO-NWG-2041 waits, Open.
 * - PO-BPO-0902 is confirmed, its batch shipped and received in full at Reno: Received.
 * - PO-KTC-0110 is confirmed, a first batch of jars shipped and received at Columbus: Partially received.
 * - PO-BPO-0917 is confirmed, and its batch PO-BPO-0917-B1 is on its way (Shipped, nothing received).
 * - ASN-NWG-3310, which Northwind announced itself, had its first truck received yesterday (Shipped:
 *   the rest is on its way); the wool throws it brought release the backorders (backorders.ts).
 * - TR-NWG-0042 is allocated at Dallas, sent and received at Reno.
 * So each document's status, lines, action log, receipts and stock ledger agree.
 */
import { and, eq } from 'drizzle-orm';
import type { Receipt } from '../../../src/domain/receiving';
import { receiveShipment } from '../../modules/inbound/receiving.service';
import { runPurchaseOrderAction } from '../../modules/inbound/purchase-order-actions.service';
import { schedulePurchaseOrderBatch } from '../../modules/inbound/purchase-order-batches.service';
import { allocateTransfer, confirmTransfer } from '../../modules/inbound/transfers.service';
import { poResource, warehouseShipmentResource } from '../../resources/declarations/inbound';
import { purchaseOrders, warehouseProductLocations } from '../schema';
import type { VendorProduct } from './catalogue';
import { DAY, HOUR, isoDay, type SeedContext, type SeedStep } from './context';
import { addRecord } from './records';
import { TRANSFERRED_TO_RENO } from './stock';

/** What ASN-NWG-3310's first truck brought: the wool throws the Northwind backorders wait for. */
export const FIRST_THROWS_RECEIVED = 20;
/** When that truck was received. */
export const THROWS_RECEIVED_AGO = DAY + 5 * HOUR;

const ADMIN = 'admin@dockhand.test';
const WAREHOUSE = 'warehouse@dockhand.test';

export async function inbound(ctx: SeedContext, productRows: readonly VendorProduct[]): Promise<SeedStep[]> {
  const { tx, vendorId, warehouseId } = ctx;
  const end = ctx.end.getTime();
  const day = (offsetDays: number) => isoDay(new Date(end + offsetDays * DAY));
  const productsOf = (vId: number) => productRows.filter((p) => p.vendorId === vId);
  const line = (code: string, n: number, quantity: number) => {
    const vp = productsOf(vendorId(code))[n]!;
    return { sku: vp.sku, name: vp.item, quantity, unitPrice: vp.wholesalePrice, vendorProductId: vp.id };
  };
  const projectId = async (clientCode: string) =>
    (await tx.query.projects.findFirst({ where: (p, { eq: is }) => is(p.clientCode, clientCode) }))!.id;
  const ids = new Map<string, number>();
  const idOf = (number: string) => {
    const id = ids.get(number);
    if (id === undefined) throw new Error(`${number} is not created yet`);
    return id;
  };
  const versionOf = async (number: string) =>
    (
      await tx
        .select({ version: purchaseOrders.version })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, idOf(number)))
    )[0]!.version;

  const createOrder = (orderNumber: string, body: Record<string, unknown>) => async () => {
    const row = await addRecord(ctx, poResource, ADMIN, { orderNumber, ...body });
    ids.set(orderNumber, row.id as number);
  };
  const createShipment =
    (orderNumber: string, by: string, body: Record<string, unknown>, state?: Record<string, unknown>) =>
    async () => {
      const row = await addRecord(ctx, warehouseShipmentResource, by, { orderNumber, ...body }, { state });
      ids.set(orderNumber, row.id as number);
    };
  const poAction = (number: string, action: 'confirm' | 'cancel' | 'archive') => async () => {
    await runPurchaseOrderAction(
      ctx.db,
      ctx.user(ADMIN),
      idOf(number),
      action,
      await versionOf(number),
      ctx.clock,
    );
  };
  /** The vendor ships part of an order: a batch that is on its way (Ship Items). */
  const shipBatch =
    (number: string, lines: { poLineIndex: number; quantity: number }[], carrier: string, tracking: string) =>
    async () => {
      const batch = await schedulePurchaseOrderBatch(
        ctx.db,
        ctx.user(ADMIN),
        idOf(number),
        {
          version: await versionOf(number),
          shipped: true,
          carrier,
          trackingNumber: tracking,
          shipDate: isoDay(ctx.clock.peek()),
          expectedDate: null,
          userNote: null,
          lines,
        },
        undefined,
        ctx.clock,
      );
      ids.set(batch.orderNumber, batch.id);
    };
  const receive = (number: string, by: string, lines: Receipt['lines']) => async () => {
    await receiveShipment(
      ctx.db,
      ctx.events,
      ctx.user(by),
      idOf(number),
      { lines, closeShort: [], confirmOverReceipt: false },
      undefined,
      ctx.clock,
    );
  };
  const received = (quantity: number, location: string, lotNumber: string | null = null) => ({
    lineIndex: 0,
    received: quantity,
    damaged: 0,
    quarantine: 0,
    location,
    lpn: null,
    lotNumber,
    expirationDate: null,
  });
  /** The lot the transfer sent: Reno's receiver scans it from the boxes. */
  let sentLot: { lotNumber: string | null; expirationDate: string | null } = {
    lotNumber: null,
    expirationDate: null,
  };

  return [
    // Purchase orders.
    {
      at: ctx.ago(50 * DAY),
      run: createOrder('PO-NWG-2036', {
        vendorId: vendorId('NWG'),
        projectId: await projectId('NWG-SHOP'),
        warehouseId: warehouseId('DAL'),
        expectedDate: day(-40),
        shippingFee: 95.5,
        otherFees: 12,
        items: [line('NWG', 1, 400)],
      }),
    },
    {
      at: ctx.ago(50 * DAY - 20 * 60_000),
      run: createOrder('PO-BPO-0917', {
        vendorId: vendorId('BPO'),
        projectId: await projectId('BPO-DTC'),
        warehouseId: warehouseId('RNO'),
        expectedDate: day(-2),
        shippingFee: 310,
        otherFees: 45,
        items: [line('BPO', 0, 80), line('BPO', 1, 60)],
        shippings: [{ carrier: 'XPO Logistics', trackingNumber: 'XPO-558201', shipDate: day(-6) }],
      }),
    },
    {
      at: ctx.ago(50 * DAY - 40 * 60_000),
      run: createOrder('PO-BPO-0902', {
        vendorId: vendorId('BPO'),
        projectId: await projectId('BPO-DTC'),
        warehouseId: warehouseId('RNO'),
        expectedDate: day(-20),
        shippingFee: 180,
        otherFees: 0,
        items: [line('BPO', 2, 150)],
      }),
    },
    // The Northwind order that never came: cancelled, then archived.
    { at: ctx.ago(47 * DAY), run: poAction('PO-NWG-2036', 'cancel') },
    { at: ctx.ago(48 * DAY), run: poAction('PO-BPO-0902', 'confirm') },
    { at: ctx.ago(40 * DAY), run: poAction('PO-BPO-0917', 'confirm') },
    { at: ctx.ago(39 * DAY), run: poAction('PO-NWG-2036', 'archive') },
    {
      at: ctx.ago(30 * DAY),
      run: createOrder('PO-KTC-0110', {
        type: 1,
        vendorId: vendorId('KTC'),
        projectId: await projectId('KTC-SUB'),
        warehouseId: warehouseId('CMH'),
        expectedDate: day(-1),
        shippingFee: 60,
        otherFees: 0,
        items: [line('KTC', 2, 2000)],
      }),
    },
    { at: ctx.ago(29 * DAY), run: poAction('PO-KTC-0110', 'confirm') },
    // PO-BPO-0902: the stoves travel by freight and arrive in full.
    {
      at: ctx.ago(24 * DAY),
      run: shipBatch('PO-BPO-0902', [{ poLineIndex: 0, quantity: 150 }], 'Old Dominion', 'ODFL-7712043'),
    },
    {
      at: ctx.ago(20 * DAY + 3 * HOUR),
      run: receive('PO-BPO-0902-B1', WAREHOUSE, [received(150, 'R-03-2')]),
    },
    {
      at: ctx.ago(14 * DAY),
      run: createOrder('PO-NWG-2041', {
        vendorId: vendorId('NWG'),
        projectId: await projectId('NWG-SHOP'),
        warehouseId: warehouseId('DAL'),
        expectedDate: day(9),
        shippingFee: 120,
        otherFees: 0,
        items: [line('NWG', 0, 600), line('NWG', 2, 240)],
        userNote: 'Holiday restock',
      }),
    },
    // PO-KTC-0110: the first 1,200 jars, received at Columbus; the rest is not scheduled yet.
    {
      at: ctx.ago(7 * DAY),
      run: shipBatch('PO-KTC-0110', [{ poLineIndex: 0, quantity: 1200 }], 'Estes Express', 'EST-0391-2284'),
    },
    {
      at: ctx.ago(3 * DAY + 2 * HOUR),
      run: receive('PO-KTC-0110-B1', ADMIN, [received(1200, 'C-RM-01', 'GJ-1141')]),
    },
    // PO-BPO-0917: Bluepeak sent the first 40 tents by XPO; they have not arrived yet.
    {
      at: ctx.ago(6 * DAY),
      run: shipBatch('PO-BPO-0917', [{ poLineIndex: 0, quantity: 40 }], 'XPO Logistics', 'XPO-558201'),
    },

    // Warehouse shipments.
    {
      at: ctx.ago(37 * DAY),
      run: createShipment('TR-NWG-0042', WAREHOUSE, {
        type: 0,
        customReferenceNumber: 'WH-BAL-7',
        vendorId: vendorId('NWG'),
        fromWarehouseId: warehouseId('DAL'),
        toWarehouseId: warehouseId('RNO'),
        expectedDate: day(-34),
        items: [line('NWG', 0, TRANSFERRED_TO_RENO.quantity)],
      }),
    },
    {
      at: ctx.ago(37 * DAY - HOUR),
      run: createShipment('ASN-BPO-1207', ADMIN, {
        type: 1,
        vendorId: vendorId('BPO'),
        projectId: await projectId('BPO-DTC'),
        toWarehouseId: warehouseId('RNO'),
        expectedDate: day(5),
        items: [line('BPO', 3, 300)],
      }),
    },
    {
      at: ctx.ago(37 * DAY - 2 * HOUR),
      // A transfer someone started planning and left as a draft. No call makes a draft yet (the
      // add makes a transfer Open), so it is stored as it stands; nothing moved on it.
      run: createShipment(
        'TR-KTC-0007',
        ADMIN,
        {
          type: 0,
          vendorId: vendorId('KTC'),
          fromWarehouseId: warehouseId('CMH'),
          toWarehouseId: warehouseId('DAL'),
          items: [line('KTC', 0, 200)],
        },
        { orderStatus: 'Draft' },
      ),
    },
    // TR-NWG-0042: Dallas reserves the mugs, sends them, and Reno receives them.
    {
      at: ctx.ago(36 * DAY),
      run: async () => {
        const mug = productsOf(vendorId('NWG'))[0]!;
        const [shelf] = await tx
          .select()
          .from(warehouseProductLocations)
          .where(
            and(
              eq(warehouseProductLocations.warehouseId, warehouseId('DAL')),
              eq(warehouseProductLocations.vendorProductId, mug.id),
              eq(warehouseProductLocations.bucket, 'available'),
            ),
          )
          .orderBy(warehouseProductLocations.id)
          .limit(1);
        sentLot = { lotNumber: shelf!.lotNumber, expirationDate: shelf!.expirationDate };
        await allocateTransfer(
          ctx.db,
          ctx.events,
          ctx.user(WAREHOUSE),
          idOf('TR-NWG-0042'),
          {
            lines: [
              { lineIndex: 0, from: [{ balanceId: shelf!.id, quantity: TRANSFERRED_TO_RENO.quantity }] },
            ],
          },
          undefined,
          ctx.clock,
        );
      },
    },
    {
      at: ctx.ago(35 * DAY - 2 * HOUR),
      run: async () => {
        await confirmTransfer(
          ctx.db,
          ctx.events,
          ctx.user(WAREHOUSE),
          idOf('TR-NWG-0042'),
          undefined,
          ctx.clock,
        );
      },
    },
    {
      at: ctx.ago(33 * DAY),
      run: async () => {
        await receive('TR-NWG-0042', WAREHOUSE, [
          { ...received(TRANSFERRED_TO_RENO.quantity, 'R-01-1'), ...sentLot },
        ])();
      },
    },
    // ASN-NWG-3310: Northwind announces the wool throws it is sending (customer requested), two
    // trucks; the first is received yesterday and the ASN stays Shipped until the second comes.
    {
      at: ctx.ago(12 * DAY),
      run: createShipment('ASN-NWG-3310', 'brand@northwind.test', {
        type: 1,
        vendorId: vendorId('NWG'),
        projectId: await projectId('NWG-SHOP'),
        toWarehouseId: warehouseId('DAL'),
        expectedDate: day(2),
        userNote: 'Two trucks: 20 throws on the first, 30 on the second.',
        items: [line('NWG', 3, 50)],
      }),
    },
    {
      at: ctx.ago(THROWS_RECEIVED_AGO),
      run: receive('ASN-NWG-3310', WAREHOUSE, [received(FIRST_THROWS_RECEIVED, 'D-04-2')]),
    },
  ];
}
