/**
 * Reads of a manual or bulk shipment's detail page, each limited to what the user may read
 * (manual-shipment-steps.policy.ts findShipment: vendor, warehouse, the kind's view):
 * - the allocation proposal: per line, the warehouse's available stock by lot and location, first
 *   expiry first out, with what the proposal takes (the allocate step's default);
 * - the packing: the lines' allocated and packed units, the cartons and pallets with their codes;
 * - the overview: the steps the user may take now, the forward step or what blocks it ("why isn't
 *   this shipping?"), the stock held or shipped, the packing totals, and the timeline (action-log rows
 *   of the shipment and the ledger rows it caused).
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  allocatedUnits,
  forwardStep,
  isRequestOnly,
  nextSteps,
  packedUnits,
  permissionsForStep,
  requesterRefusal,
  type OutboundLine,
} from '../../../src/domain/manual-shipment.lifecycle';
import type { AuthUser } from '../../auth/guard';
import { allows, requireAny, requireStockOut } from '../../auth/policy';
import type { Db } from '../../db/client';
import { actionLog, shipmentCartons, shipmentPallets, users } from '../../db/schema';
import { conflict } from '../../http/errors';
import { allocationsOf, fefoProposal, ledgerRowsOf, untrackedItems } from '../inventory/stock.queries';
import { findShipment, stateOf, type ManualShipment } from './manual-shipment-steps.policy';
import { shipmentSource } from './manual-shipment-steps.service';

const linesOf = (shipment: ManualShipment) => shipment.items as OutboundLine[];

/**
 * The stock each line could take at the shipment's warehouse, first expiry first out. Lines of the
 * same item share its balances: a later line is proposed what the earlier ones leave. Only for
 * those who may allocate the shipment, with its warehouse in their scope.
 */
export async function allocationProposal(db: Db, user: AuthUser, id: number) {
  const shipment = await findShipment(db, user, id);
  if (shipment.warehouseId === null) throw conflict('Choose the warehouse it ships from first.');
  requireStockOut(user, shipment.warehouseId);
  requireAny(user, permissionsForStep(shipment.orderType, 'allocate'));
  const lines = linesOf(shipment);
  const ids = lines.map((l) => l.vendorProductId).filter((v): v is number => v != null);
  const untracked = await untrackedItems(db, ids);
  const left = new Map<number, number>();
  const out = [];
  for (const [lineIndex, line] of lines.entries()) {
    const tracked = line.vendorProductId != null && !untracked.has(line.vendorProductId);
    const takes = tracked
      ? await fefoProposal(
          db,
          {
            warehouseId: shipment.warehouseId,
            vendorProductId: line.vendorProductId!,
            quantity: Number.MAX_SAFE_INTEGER,
          },
          { heldBy: shipmentSource(shipment) },
        )
      : [];
    let wanted = line.quantity;
    const stock = takes.map(({ balance: b, available }) => {
      const free = left.get(b.id) ?? available;
      const proposed = Math.min(wanted, free);
      wanted -= proposed;
      left.set(b.id, free - proposed);
      return {
        balanceId: b.id,
        location: b.location,
        lotNumber: b.lotNumber,
        lpn: b.lpn,
        expirationDate: b.expirationDate,
        available: free,
        proposed,
      };
    });
    out.push({
      lineIndex,
      sku: line.sku,
      name: line.name ?? null,
      vendorProductId: line.vendorProductId ?? null,
      quantity: line.quantity,
      allocatedQuantity: line.allocatedQuantity ?? 0,
      tracksStock: line.vendorProductId == null ? null : tracked,
      short: tracked ? wanted : 0,
      stock,
    });
  }
  return {
    shipmentId: shipment.id,
    version: shipment.version,
    status: shipment.orderStatus,
    warehouseId: shipment.warehouseId,
    lines: out,
  };
}

/** The cartons and pallets of a shipment, with the lines' allocated and packed units. */
export async function packingOf(db: Db, user: AuthUser, id: number) {
  const shipment = await findShipment(db, user, id);
  const [cartons, pallets] = await Promise.all([
    db
      .select()
      .from(shipmentCartons)
      .where(eq(shipmentCartons.shipmentId, shipment.id))
      .orderBy(asc(shipmentCartons.id)),
    db
      .select()
      .from(shipmentPallets)
      .where(eq(shipmentPallets.shipmentId, shipment.id))
      .orderBy(asc(shipmentPallets.id)),
  ]);
  const lpnOf = new Map(pallets.map((p) => [p.id, p.lpn]));
  return {
    shipmentId: shipment.id,
    version: shipment.version,
    status: shipment.orderStatus,
    lines: linesOf(shipment).map((line, lineIndex) => ({
      lineIndex,
      sku: line.sku,
      name: line.name ?? null,
      quantity: line.quantity,
      allocatedQuantity: line.allocatedQuantity ?? 0,
      packedQuantity: line.packedQuantity ?? 0,
    })),
    cartons: cartons.map((c) => ({
      id: c.id,
      lpn: c.lpn,
      sscc: c.sscc,
      palletId: c.palletId,
      palletLpn: c.palletId === null ? null : (lpnOf.get(c.palletId) ?? null),
      contents: c.contents,
      units: c.contents.reduce((n, x) => n + x.quantity, 0),
      weight: c.weight,
      length: c.length,
      width: c.width,
      height: c.height,
    })),
    pallets: pallets.map((p) => ({
      id: p.id,
      lpn: p.lpn,
      sscc: p.sscc,
      cartonCount: cartons.filter((c) => c.palletId === p.id).length,
      weight: p.weight,
      length: p.length,
      width: p.width,
      height: p.height,
    })),
  };
}

const userName = sql<
  string | null
>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

async function namesOf(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id != null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: userName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name ?? '']));
}

/** One entry of a shipment's timeline: a step or edit (action) or a stock movement (stock). */
export interface TimelineEntry {
  at: string;
  type: 'action' | 'stock';
  /** The step or write (add, edit, submit, …), or the ledger kind (allocate, release, ship). */
  action: string;
  userName: string | null;
  /** action: the status after it. */
  status?: string | null;
  /** stock: the item, place and change. */
  sku?: string;
  location?: string;
  lotNumber?: string | null;
  quantityDelta?: number;
  allocatedDelta?: number;
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** What the detail page shows beside the record. */
export async function shipmentOverview(db: Db, user: AuthUser, id: number) {
  const shipment = await findShipment(db, user, id);
  const state = stateOf(shipment);
  const source = shipmentSource(shipment);
  const [actions, movements, picks, counts] = await Promise.all([
    db
      .select({
        id: actionLog.id,
        action: actionLog.action,
        userId: actionLog.userId,
        at: actionLog.createdAt,
        status: sql<string | null>`${actionLog.after} ->> 'orderStatus'`,
      })
      .from(actionLog)
      .where(and(eq(actionLog.resource, 'manualShipments'), eq(actionLog.resourceId, String(shipment.id))))
      .orderBy(asc(actionLog.id))
      .limit(500),
    ledgerRowsOf(db, source),
    allocationsOf(db, source),
    Promise.all([
      db.select({ n: count() }).from(shipmentCartons).where(eq(shipmentCartons.shipmentId, shipment.id)),
      db.select({ n: count() }).from(shipmentPallets).where(eq(shipmentPallets.shipmentId, shipment.id)),
    ]),
  ]);
  const [[cartonCount], [palletCount]] = counts;
  const names = await namesOf(db, [...actions.map((a) => a.userId), ...movements.map((m) => m.userId)]);
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  const timeline: TimelineEntry[] = [
    ...actions.map((a): TimelineEntry => ({
      at: iso(a.at),
      type: 'action',
      action: a.action,
      userName: nameOf(a.userId),
      status: a.status,
    })),
    ...movements.map((m): TimelineEntry => ({
      at: iso(m.createdAt),
      type: 'stock',
      action: m.kind,
      userName: nameOf(m.userId),
      sku: m.sku,
      location: m.location,
      lotNumber: m.lotNumber,
      quantityDelta: m.quantityDelta,
      allocatedDelta: m.allocatedDelta,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at) || (a.type === b.type ? 0 : a.type === 'action' ? -1 : 1));

  const requestOnly = isRequestOnly(user.permissions);
  const steps = nextSteps(state).filter(
    (step) =>
      allows(user, permissionsForStep(shipment.orderType, step)) &&
      !(requestOnly && requesterRefusal(state, step)),
  );
  const lines = linesOf(shipment);
  return {
    shipment,
    steps,
    forward: forwardStep(state),
    progress: {
      units: lines.reduce((n, l) => n + l.quantity, 0),
      allocated: allocatedUnits(lines),
      packed: packedUnits(lines),
      cartons: cartonCount?.n ?? 0,
      pallets: palletCount?.n ?? 0,
    },
    allocations: picks,
    timeline,
  };
}
