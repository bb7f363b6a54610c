/**
 * Inbound: purchase orders and warehouse shipments (ASNs, a purchase-order batch, transfers). They
 * are created as the API's add creates them (the row and its action-log entry, at the clock's time);
 * then their steps run through the services people use: purchase-order actions, and transfer
 * TR-NWG-0042 is allocated at Dallas, sent and received at Reno, so its lines, the stock ledger and
 * its history agree.
 */
import { and, eq } from 'drizzle-orm';
import { recordAction } from '../../audit/action-log';
import { receiveShipment } from '../../modules/inbound/receiving.service';
import { runPurchaseOrderAction } from '../../modules/inbound/purchase-order-actions.service';
import { allocateTransfer, confirmTransfer } from '../../modules/inbound/transfers.service';
import { purchaseOrders, warehouseProductLocations, warehouseShipments } from '../schema';
import type { VendorProduct } from './catalogue';
import { DAY, HOUR, isoDay, type SeedContext, type SeedStep } from './context';
import { TRANSFERRED_TO_RENO } from './stock';

export function inbound(ctx: SeedContext, productRows: readonly VendorProduct[]): SeedStep[] {
  const { tx, vendorId, warehouseId } = ctx;
  const end = ctx.end.getTime();
  const productsOf = (vId: number) => productRows.filter((p) => p.vendorId === vId);
  const line = (code: string, n: number, quantity: number) => {
    const vp = productsOf(vendorId(code))[n]!;
    return { sku: vp.sku, name: vp.item, quantity, unitPrice: vp.wholesalePrice, vendorProductId: vp.id };
  };
  const project = async (clientCode: string) =>
    (await tx.query.projects.findFirst({ where: (p, { eq: is }) => is(p.clientCode, clientCode) }))!;
  const admin = () => ctx.user('admin@dockhand.test');
  const warehouseManager = () => ctx.user('warehouse@dockhand.test');
  const ids = new Map<string, number>();
  /** The lot the transfer sent: Reno's receiver scans it from the boxes. */
  let sentLot: { lotNumber: string | null; expirationDate: string | null } = {
    lotNumber: null,
    expirationDate: null,
  };
  const created = async (resource: string, row: { id: number; projectId?: number | null; createdAt: Date }) =>
    recordAction(tx, {
      actorId: ctx.userId('admin@dockhand.test'),
      resource,
      resourceId: row.id,
      action: 'add',
      before: null,
      after: row,
      projectId: row.projectId ?? null,
      at: row.createdAt,
    });
  const poAction = (number: string, action: 'confirm' | 'cancel' | 'archive') => async () => {
    const id = ids.get(number)!;
    const [row] = await tx
      .select({ version: purchaseOrders.version })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, id));
    await runPurchaseOrderAction(ctx.db, admin(), id, action, row!.version, ctx.clock);
  };

  return [
    {
      at: ctx.ago(50 * DAY),
      run: async () => {
        const [nwgShop, bpoDtc, ktcSub] = await Promise.all(['NWG-SHOP', 'BPO-DTC', 'KTC-SUB'].map(project));
        const project_ = (code: string) =>
          ({ 'NWG-SHOP': nwgShop, 'BPO-DTC': bpoDtc, 'KTC-SUB': ktcSub })[code]!;
        // Placed as they are, the statuses reached by receipts included (see the report of issue 12:
        // PO-BPO-0902 and PO-KTC-0110 keep their stored status without batches of their own).
        const rows = await tx
          .insert(purchaseOrders)
          .values(
            [
              {
                orderNumber: 'PO-NWG-2041',
                vendorId: vendorId('NWG'),
                projectId: project_('NWG-SHOP').id,
                warehouseId: warehouseId('DAL'),
                orderStatus: 0,
                expectedDate: isoDay(new Date(end + 9 * DAY)),
                shippingFee: 120,
                otherFees: 0,
                items: [line('NWG', 0, 600), line('NWG', 2, 240)],
                userNote: 'Holiday restock',
              },
              {
                orderNumber: 'PO-NWG-2036',
                vendorId: vendorId('NWG'),
                projectId: project_('NWG-SHOP').id,
                warehouseId: warehouseId('DAL'),
                // Cancelled and archived by the steps below.
                orderStatus: 0,
                expectedDate: isoDay(new Date(end - 40 * DAY)),
                shippingFee: 95.5,
                otherFees: 12,
                items: [line('NWG', 1, 400)],
              },
              {
                orderNumber: 'PO-BPO-0917',
                vendorId: vendorId('BPO'),
                projectId: project_('BPO-DTC').id,
                warehouseId: warehouseId('RNO'),
                // Confirmed by the step below.
                orderStatus: 0,
                expectedDate: isoDay(new Date(end - 2 * DAY)),
                shippingFee: 310,
                otherFees: 45,
                items: [line('BPO', 0, 80), line('BPO', 1, 60)],
                shippings: [
                  {
                    carrier: 'XPO Logistics',
                    trackingNumber: 'XPO-558201',
                    shipDate: isoDay(new Date(end - 6 * DAY)),
                  },
                ],
              },
              {
                orderNumber: 'PO-BPO-0902',
                vendorId: vendorId('BPO'),
                projectId: project_('BPO-DTC').id,
                warehouseId: warehouseId('RNO'),
                orderStatus: 3,
                expectedDate: isoDay(new Date(end - 20 * DAY)),
                shippingFee: 180,
                otherFees: 0,
                items: [line('BPO', 2, 150)],
              },
              {
                orderNumber: 'PO-KTC-0110',
                vendorId: vendorId('KTC'),
                projectId: project_('KTC-SUB').id,
                warehouseId: warehouseId('CMH'),
                orderStatus: 2,
                type: 1,
                expectedDate: isoDay(new Date(end - 1 * DAY)),
                shippingFee: 60,
                otherFees: 0,
                items: [line('KTC', 2, 2000)],
              },
            ].map((po) => ({ ...po, ...ctx.stamp() })),
          )
          .returning();
        for (const row of rows) {
          ids.set(row.orderNumber, row.id);
          await created('purchaseOrders', row);
        }
      },
    },
    // The Northwind order that never came: cancelled, then archived.
    { at: ctx.ago(47 * DAY), run: poAction('PO-NWG-2036', 'cancel') },
    { at: ctx.ago(39 * DAY), run: poAction('PO-NWG-2036', 'archive') },
    { at: ctx.ago(40 * DAY), run: poAction('PO-BPO-0917', 'confirm') },
    {
      at: ctx.ago(37 * DAY),
      run: async () => {
        const [nwgShop, bpoDtc] = await Promise.all(['NWG-SHOP', 'BPO-DTC'].map(project));
        const project_ = (code: string) => ({ 'NWG-SHOP': nwgShop, 'BPO-DTC': bpoDtc })[code]!;
        const poRows = [
          { id: ids.get('PO-NWG-2041')! },
          { id: ids.get('PO-NWG-2036')! },
          { id: ids.get('PO-BPO-0917')! },
        ];
        const rows = await tx
          .insert(warehouseShipments)
          .values(
            [
              {
                type: 1,
                orderNumber: 'ASN-NWG-3310',
                vendorId: vendorId('NWG'),
                projectId: project_('NWG-SHOP').id,
                toWarehouseId: warehouseId('DAL'),
                orderStatus: 'Shipped',
                customerRequested: true,
                expectedDate: isoDay(new Date(end + 2 * DAY)),
                items: [line('NWG', 3, 50)],
              },
              {
                type: 0,
                orderNumber: 'TR-NWG-0042',
                customReferenceNumber: 'WH-BAL-7',
                vendorId: vendorId('NWG'),
                fromWarehouseId: warehouseId('DAL'),
                toWarehouseId: warehouseId('RNO'),
                // Allocated, sent and received by the steps below, through the services.
                orderStatus: 'Open',
                expectedDate: isoDay(new Date(end - 34 * DAY)),
                items: [line('NWG', 0, TRANSFERRED_TO_RENO.quantity)],
              },
              {
                type: 1,
                orderNumber: 'ASN-BPO-1207',
                vendorId: vendorId('BPO'),
                projectId: project_('BPO-DTC').id,
                toWarehouseId: warehouseId('RNO'),
                orderStatus: 'Open',
                expectedDate: isoDay(new Date(end + 5 * DAY)),
                items: [line('BPO', 3, 300)],
              },
              {
                type: 2,
                orderNumber: 'PO-BPO-0917-B1',
                vendorId: vendorId('BPO'),
                purchaseOrderId: poRows[2]!.id,
                toWarehouseId: warehouseId('RNO'),
                orderStatus: 'AwaitingShipment',
                expectedDate: isoDay(new Date(end - 2 * DAY)),
                // A batch line points at its purchase-order line (poLineIndex): receiving moves the order's status.
                items: [{ ...line('BPO', 0, 40), poLineIndex: 0 }],
              },
              {
                type: 0,
                orderNumber: 'TR-KTC-0007',
                vendorId: vendorId('KTC'),
                fromWarehouseId: warehouseId('CMH'),
                toWarehouseId: warehouseId('DAL'),
                orderStatus: 'Draft',
                items: [line('KTC', 0, 200)],
              },
            ].map((s) => ({ ...s, ...ctx.stamp() })),
          )
          .returning();
        for (const row of rows) {
          ids.set(row.orderNumber, row.id);
          await created('warehouseShipments', row);
        }
      },
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
          warehouseManager(),
          ids.get('TR-NWG-0042')!,
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
          warehouseManager(),
          ids.get('TR-NWG-0042')!,
          undefined,
          ctx.clock,
        );
      },
    },
    {
      at: ctx.ago(33 * DAY),
      run: async () => {
        await receiveShipment(
          ctx.db,
          ctx.events,
          warehouseManager(),
          ids.get('TR-NWG-0042')!,
          {
            lines: [
              {
                lineIndex: 0,
                received: TRANSFERRED_TO_RENO.quantity,
                damaged: 0,
                quarantine: 0,
                location: 'R-01-1',
                lpn: null,
                ...sentLot,
              },
            ],
            closeShort: [],
            confirmOverReceipt: false,
          },
          undefined,
          ctx.clock,
        );
      },
    },
  ];
}
