/**
 * GET /api/manufacturing/workOrders/{id}/overview (contracts/manufacturing-answers.ts
 * WorkOrderOverview): the steps the user may take now and why the others are refused, what the work
 * order takes from stock per item (required, allocated, consumed), the lots held for it (to scan or
 * pick when completing), its completions and its ledger rows.
 *
 * A released work order's requirements are the ones frozen at release; a draft's are the current
 * BOM's explosion (a preview: they are fixed at release). A disassembly takes the finished good.
 */
import { asc, eq } from 'drizzle-orm';
import type {
  WorkOrderOverview,
  WorkOrderRequirement,
} from '../../../src/domain/contracts/manufacturing-answers';
import type { Sendable } from '../../../src/domain/contracts/wire';
import {
  explode,
  freezeRequirements,
  leafRequirements,
  type FrozenRequirement,
} from '../../../src/domain/manufacturing/bom-explosion';
import {
  remainingQuantity,
  stepRefusal,
  workOrderStepPermissions,
  workOrderSteps,
  type WorkOrderStatus,
  type WorkOrderStep,
} from '../../../src/domain/work-order.lifecycle';
import type { AuthUser } from '../../auth/guard';
import { allows } from '../../auth/policy';
import type { Db } from '../../db/client';
import { billOfMaterialsVersions, billsOfMaterials, users, workOrderCompletions } from '../../db/schema';
import { allocationsOf, ledgerRowsOf } from '../inventory/stock.queries';
import { bomInputOf, itemFacts, sourcesFor } from './bom-sources.queries';
import { findWorkOrder, stateOf, type WorkOrder } from './work-order-steps.policy';
import { workOrderSource } from './work-order-steps.service';

/** A draft's requirements from the current BOM (empty when it has none, or the BOM cannot explode). */
async function previewRequirements(db: Db, workOrder: WorkOrder): Promise<FrozenRequirement[]> {
  if (workOrder.billOfMaterialsId == null) return [];
  const [bom] = await db
    .select()
    .from(billsOfMaterials)
    .where(eq(billsOfMaterials.id, workOrder.billOfMaterialsId));
  if (!bom) return [];
  const sources = await sourcesFor(
    db,
    bom.vendorId,
    bom.items.map((l) => l.vendorProductId),
    workOrder.warehouseId,
  );
  return freezeRequirements(leafRequirements(explode(bomInputOf(bom), sources).lines), workOrder.quantity);
}

export async function workOrderOverview(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<Sendable<WorkOrderOverview>> {
  const workOrder = await findWorkOrder(db, user, id);
  const source = workOrderSource(workOrder);
  const [allocations, ledger, completions, version, bom] = await Promise.all([
    allocationsOf(db, source),
    ledgerRowsOf(db, source),
    db
      .select({
        id: workOrderCompletions.id,
        quantity: workOrderCompletions.quantity,
        lot: workOrderCompletions.lot,
        expiry: workOrderCompletions.expiry,
        unitCost: workOrderCompletions.unitCost,
        components: workOrderCompletions.components,
        createdBy: users.email,
        createdAt: workOrderCompletions.createdAt,
      })
      .from(workOrderCompletions)
      .leftJoin(users, eq(users.id, workOrderCompletions.createdBy))
      .where(eq(workOrderCompletions.workOrderId, id))
      .orderBy(asc(workOrderCompletions.id)),
    workOrder.billOfMaterialsVersionId == null
      ? Promise.resolve([])
      : db
          .select({ revision: billOfMaterialsVersions.revision })
          .from(billOfMaterialsVersions)
          .where(eq(billOfMaterialsVersions.id, workOrder.billOfMaterialsVersionId)),
    workOrder.billOfMaterialsId == null
      ? Promise.resolve([])
      : db
          .select({ warehouseProductId: billsOfMaterials.warehouseProductId })
          .from(billsOfMaterials)
          .where(eq(billsOfMaterials.id, workOrder.billOfMaterialsId)),
  ]);
  const frozen = workOrder.requirements.length
    ? workOrder.requirements
    : workOrder.status === 'Draft'
      ? await previewRequirements(db, workOrder)
      : [];
  const open = allocations.filter((a) => a.status === 'open');
  const heldOf = (itemId: number) =>
    open.filter((a) => a.vendorProductId === itemId).reduce((n, a) => n + a.quantity, 0);
  const consumedOf = (itemId: number) =>
    completions
      .flatMap((c) => c.components)
      .filter((c) => c.vendorProductId === itemId)
      .reduce((n, c) => n + c.quantity, 0);
  let requirements: WorkOrderRequirement[];
  const finished = bom[0]?.warehouseProductId ?? null;
  if (workOrder.assembleType === 'Disassemble' && finished != null) {
    const item = (await itemFacts(db, [finished])).get(finished);
    requirements = [
      {
        vendorProductId: finished,
        sku: item?.sku ?? String(finished),
        name: item?.name ?? null,
        itemUnit: item?.itemUnit ?? 'E',
        required: workOrder.quantity,
        perUnit: '1',
        allocated: heldOf(finished),
        consumed: workOrder.completedQuantity,
      },
    ];
  } else {
    requirements = frozen.map((r) => ({
      vendorProductId: r.vendorProductId,
      sku: r.sku,
      name: r.name,
      itemUnit: r.itemUnit,
      required: r.required,
      perUnit: r.perUnit,
      allocated: heldOf(r.vendorProductId),
      consumed: consumedOf(r.vendorProductId),
    }));
  }
  const state = stateOf(workOrder);
  const mayTake = (step: WorkOrderStep) => allows(user, workOrderStepPermissions[step]);
  const refusals: Partial<Record<WorkOrderStep, string>> = {};
  for (const step of workOrderSteps) {
    const refusal = stepRefusal(state, step);
    if (refusal) refusals[step] = refusal;
    else if (!mayTake(step)) refusals[step] = 'You may not take this step.';
  }
  return {
    id: workOrder.id,
    status: workOrder.status as WorkOrderStatus,
    version: workOrder.version,
    nextSteps: workOrderSteps.filter((step) => !refusals[step]),
    refusals,
    remaining: remainingQuantity(state),
    revision: version[0]?.revision ?? null,
    requirements,
    allocatedLots: open.map((a) => ({
      vendorProductId: a.vendorProductId,
      sku: a.sku,
      location: a.location,
      lotNumber: a.lotNumber,
      expirationDate: a.expirationDate,
      quantity: a.quantity,
    })),
    completions: completions.map((c) => ({
      id: c.id,
      quantity: c.quantity,
      lot: c.lot,
      expiry: c.expiry,
      unitCost: c.unitCost === null ? null : Number(c.unitCost),
      components: c.components.map((x) => ({
        vendorProductId: x.vendorProductId,
        sku: x.sku,
        lot: x.lot,
        expiry: x.expiry,
        quantity: x.quantity,
      })),
      createdBy: c.createdBy,
      createdAt: c.createdAt,
    })),
    ledger: ledger.map((l) => ({
      id: l.id,
      createdAt: l.createdAt,
      kind: l.kind,
      sku: l.sku,
      vendorProductId: l.vendorProductId,
      warehouseId: l.warehouseId,
      location: l.location,
      lotNumber: l.lotNumber,
      expirationDate: l.expirationDate,
      quantityDelta: l.quantityDelta,
      allocatedDelta: l.allocatedDelta,
      reason: l.reason,
    })),
  };
}
