/**
 * Inbound documents still waiting for goods (purchase orders, ASNs, warehouse transfers): how many are
 * open, due by today and due later this week, and the earliest ones due by Sunday. Each kind only for
 * a user who may view it, limited by the same scope as its list. "Open" and "due" mean exactly what
 * the lists' Due filter means (isDue), so the numbers match the lists the dashboard links to.
 * Purchase-order batches are left out: they are their purchase order's deliveries, counted with it.
 */
import { and, asc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  UPCOMING_INBOUND_LIMIT,
  type InboundCounts,
  type InboundDocument,
  type InboundKind,
  type InboundSummary,
} from '../../../src/domain/dashboard';
import { statusLabel } from '../../../src/domain/purchase-order.lifecycle';
import { purchaseOrderOpenStatuses } from '../../../src/domain/resources/purchase-order.schema';
import {
  ADVANCED_SHIP_NOTICE,
  WAREHOUSE_TRANSFER,
  warehouseShipmentPendingStatuses,
} from '../../../src/domain/resources/warehouse-shipment.schema';
import { shipmentStatusLabels, type ShipmentStatus } from '../../../src/domain/warehouse-shipment.lifecycle';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { purchaseOrders, vendors, warehouses, warehouseShipments } from '../../db/schema';
import { purchaseOrderResource, warehouseShipmentResource } from '../../resources/declarations/inbound';
import { countAll, countWhere } from './counts.queries';
import { scopeCondition } from '../../auth/policy';

export interface InboundDates {
  today: string;
  weekEnd: string;
}

const shipmentKinds: { type: number; kind: InboundKind; permission: string }[] = [
  { type: ADVANCED_SHIP_NOTICE, kind: 'asn', permission: 'warehouses.asn.view' },
  { type: WAREHOUSE_TRANSFER, kind: 'transfer', permission: 'warehouses.transfers.view' },
];

async function purchaseOrderFigures(db: Db, user: AuthUser, { today, weekEnd }: InboundDates) {
  const po = purchaseOrders;
  const where = and(
    inArray(po.orderStatus, [...purchaseOrderOpenStatuses]),
    scopeCondition(purchaseOrderResource, user),
  );
  const [[counts], documents] = await Promise.all([
    db
      .select({
        open: countAll(),
        dueByToday: countWhere(lte(po.expectedDate, today)),
        dueLaterThisWeek: countWhere(and(gt(po.expectedDate, today), lte(po.expectedDate, weekEnd))),
      })
      .from(po)
      .where(where),
    db
      .select({
        id: po.id,
        orderNumber: po.orderNumber,
        expectedDate: po.expectedDate,
        status: po.orderStatus,
        vendorCode: vendors.code,
        warehouseName: warehouses.fullName,
      })
      .from(po)
      .leftJoin(vendors, eq(vendors.id, po.vendorId))
      .leftJoin(warehouses, eq(warehouses.id, po.warehouseId))
      .where(and(where, isNotNull(po.expectedDate), lte(po.expectedDate, weekEnd)))
      .orderBy(asc(po.expectedDate), asc(po.id))
      .limit(UPCOMING_INBOUND_LIMIT),
  ]);
  return {
    counts: counts!,
    documents: documents.map((d): InboundDocument => ({
      ...d,
      kind: 'purchaseOrder',
      expectedDate: d.expectedDate!,
      status: statusLabel(d.status),
    })),
  };
}

async function shipmentFigures(db: Db, user: AuthUser, types: number[], { today, weekEnd }: InboundDates) {
  const ws = warehouseShipments;
  const destination = alias(warehouses, 'destination');
  const where = and(
    inArray(ws.type, types),
    inArray(ws.orderStatus, [...warehouseShipmentPendingStatuses]),
    scopeCondition(warehouseShipmentResource, user),
  );
  const [counts, documents] = await Promise.all([
    db
      .select({
        type: ws.type,
        open: countAll(),
        dueByToday: countWhere(lte(ws.expectedDate, today)),
        dueLaterThisWeek: countWhere(and(gt(ws.expectedDate, today), lte(ws.expectedDate, weekEnd))),
      })
      .from(ws)
      .where(where)
      .groupBy(ws.type),
    db
      .select({
        type: ws.type,
        id: ws.id,
        orderNumber: ws.orderNumber,
        expectedDate: ws.expectedDate,
        status: ws.orderStatus,
        vendorCode: vendors.code,
        warehouseName: destination.fullName,
      })
      .from(ws)
      .leftJoin(vendors, eq(vendors.id, ws.vendorId))
      .leftJoin(destination, eq(destination.id, ws.toWarehouseId))
      .where(and(where, isNotNull(ws.expectedDate), lte(ws.expectedDate, weekEnd)))
      .orderBy(asc(ws.expectedDate), asc(ws.id))
      .limit(UPCOMING_INBOUND_LIMIT),
  ]);
  return {
    counts: (type: number): InboundCounts => {
      const { open = 0, dueByToday = 0, dueLaterThisWeek = 0 } = counts.find((c) => c.type === type) ?? {};
      return { open, dueByToday, dueLaterThisWeek };
    },
    documents: documents.map(({ type, ...d }): InboundDocument => ({
      ...d,
      kind: shipmentKinds.find((k) => k.type === type)!.kind,
      expectedDate: d.expectedDate!,
      status: shipmentStatusLabels[d.status as ShipmentStatus] ?? d.status,
    })),
  };
}

/** The inbound figures for one user; null when they may view no inbound kind at all. */
export async function inboundFigures(
  db: Db,
  user: AuthUser,
  dates: InboundDates,
): Promise<InboundSummary | null> {
  const canSeePurchaseOrders = user.permissions.includes('warehouses.po.view');
  const kinds = shipmentKinds.filter((k) => user.permissions.includes(k.permission));
  if (!canSeePurchaseOrders && kinds.length === 0) return null;
  const [pos, shipments] = await Promise.all([
    canSeePurchaseOrders ? purchaseOrderFigures(db, user, dates) : null,
    kinds.length
      ? shipmentFigures(
          db,
          user,
          kinds.map((k) => k.type),
          dates,
        )
      : null,
  ]);
  const allowed = (kind: InboundKind) => kinds.some((k) => k.kind === kind);
  const dueThisWeek = [...(pos?.documents ?? []), ...(shipments?.documents ?? [])]
    .sort((a, b) => a.expectedDate.localeCompare(b.expectedDate) || a.id - b.id)
    .slice(0, UPCOMING_INBOUND_LIMIT);
  return {
    purchaseOrders: pos?.counts ?? null,
    asns: shipments && allowed('asn') ? shipments.counts(ADVANCED_SHIP_NOTICE) : null,
    transfers: shipments && allowed('transfer') ? shipments.counts(WAREHOUSE_TRANSFER) : null,
    dueThisWeek,
  };
}
