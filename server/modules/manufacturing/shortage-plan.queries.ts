/**
 * GET /api/manufacturing/shortage-plan (contracts/manufacturing-answers.ts ShortagePlan): for the open
 * work orders in the user's scope, each component's requirement at its warehouse against available
 * stock and the open purchase orders, ASNs and transfers bringing more, by date
 * (src/domain/manufacturing/shortage-plan.ts says how coverage and "order now" are decided).
 *
 * Demands come from Draft work orders: a release allocates everything or nothing, so a Released or
 * In-progress work order already holds what it still needs. A Draft's requirement is its BOM's
 * current explosion (fixed only at release); a disassembly needs its finished good. Items that do
 * not track stock are never short.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ShortagePlan } from '../../../src/domain/contracts/manufacturing-answers';
import type { Sendable } from '../../../src/domain/contracts/wire';
import { explode, leafRequirements, requiredUnits } from '../../../src/domain/manufacturing/bom-explosion';
import { shortagePlanLines, type PlanDemand } from '../../../src/domain/manufacturing/shortage-plan';
import { WORK_ORDER_STATUS, type WorkOrderStatus } from '../../../src/domain/work-order.lifecycle';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Db } from '../../db/client';
import { billsOfMaterials, warehouses, workOrders } from '../../db/schema';
import { workOrderResource } from '../../resources/declarations/manufacturing';
import { incomingDocuments } from '../inbound/incoming-documents.queries';
import { availableStock, untrackedItems } from '../inventory/stock.queries';
import { bomInputOf, itemFacts, sourcesFor, type LoadedSources } from './bom-sources.queries';
import { userToday } from './rnd-costing.queries';

/** At most this many draft work orders are planned (the oldest due first). */
const PLAN_LIMIT = 500;

export async function shortagePlan(db: Db, user: AuthUser, now: Date): Promise<Sendable<ShortagePlan>> {
  const drafts = await db
    .select({ workOrder: workOrders, bom: billsOfMaterials })
    .from(workOrders)
    .innerJoin(billsOfMaterials, eq(billsOfMaterials.id, workOrders.billOfMaterialsId))
    .where(and(eq(workOrders.status, WORK_ORDER_STATUS.Draft), scopeCondition(workOrderResource, user)))
    .orderBy(workOrders.dueDate, workOrders.id)
    .limit(PLAN_LIMIT);
  const sourcesOf = new Map<string, Promise<LoadedSources>>();
  const demands: PlanDemand[] = [];
  for (const { workOrder, bom } of drafts) {
    const base = {
      workOrderId: workOrder.id,
      orderNumber: workOrder.orderNumber,
      status: workOrder.status as WorkOrderStatus,
      dueDate: workOrder.dueDate,
      warehouseId: workOrder.warehouseId,
    };
    if (workOrder.assembleType === 'Disassemble') {
      if (bom.warehouseProductId != null)
        demands.push({ ...base, vendorProductId: bom.warehouseProductId, quantity: workOrder.quantity });
      continue;
    }
    // The same sources a release explodes with (the BOM's own lines loaded, sub-BOMs of the work
    // order's warehouse first), so the plan and the release agree on what is short.
    const key = `${bom.id}:${workOrder.warehouseId}`;
    if (!sourcesOf.has(key))
      sourcesOf.set(
        key,
        sourcesFor(
          db,
          bom.vendorId,
          bom.items.map((l) => l.vendorProductId),
          workOrder.warehouseId,
        ),
      );
    const sources = await sourcesOf.get(key)!;
    for (const leaf of leafRequirements(explode(bomInputOf(bom), sources).lines))
      demands.push({
        ...base,
        vendorProductId: leaf.vendorProductId,
        quantity: requiredUnits(leaf.perUnit, workOrder.quantity - workOrder.completedQuantity),
      });
  }
  const itemIds = [...new Set(demands.map((d) => d.vendorProductId))];
  const warehouseIds = [...new Set(demands.map((d) => d.warehouseId))];
  const [untracked, items, stock, incoming, names] = await Promise.all([
    untrackedItems(db, itemIds),
    itemFacts(db, itemIds),
    availableStock(db, { warehouseIds, vendorProductIds: itemIds }),
    incomingDocuments(db, { warehouseIds, vendorProductIds: itemIds }),
    warehouseIds.length
      ? db
          .select({ id: warehouses.id, name: warehouses.fullName })
          .from(warehouses)
          .where(inArray(warehouses.id, warehouseIds))
      : Promise.resolve([]),
  ]);
  const lines = shortagePlanLines({
    demands: demands.filter((d) => !untracked.has(d.vendorProductId)),
    available: (w, v) => stock.find((s) => s.warehouseId === w && s.vendorProductId === v)?.available ?? 0,
    incoming,
    item: (id) => {
      const item = items.get(id);
      return item
        ? {
            sku: item.sku,
            name: item.name,
            itemUnit: item.itemUnit,
            minimumOrderQuantity: item.minimumOrderQuantity,
            leadTimeDays: item.leadTimeDays,
          }
        : null;
    },
    warehouseName: (id) => names.find((w) => w.id === id)?.name ?? '',
  });
  return {
    generatedAt: now.toISOString(),
    today: userToday(user, now),
    workOrders: drafts.length,
    lines,
  };
}
