/**
 * The steps of a work order (DESIGN.md §6: `POST /api/manufacturing/workOrders/{id}/{step}`):
 * release, start, complete (possibly in parts), cancel. The lifecycle table
 * (src/domain/work-order.lifecycle.ts) decides what each status offers and who may take it; this runs
 * it.
 *
 * Each step is one transaction around the stock ledger (inventory/stock-changes.service: retried on a
 * deadlock) on the work order locked FOR UPDATE: scope, permission, the version the client acted on,
 * the lifecycle's refusal, then the work, the row with its next status and version, and an action-log
 * row. An Idempotency-Key replays the first answer. After the commit its live event goes out.
 *
 * Stock moves only through the ledger with the work order as source document ('work_order'):
 * - release explodes the BOM's revision (snapshotting it, bill_of_materials_versions) through every
 *   sub-assembly, freezes the requirements on the work order, and allocates every leaf component
 *   (a disassembly: the finished good) first expiry first out, all or nothing; short components
 *   refuse with 409, the shortage per component and the earliest incoming document that covers it.
 *   Two work orders racing for one component queue on the balances' row locks: the loser is refused.
 * - complete consumes the components' share of the units produced (ceil rule of
 *   src/domain/manufacturing/bom-explosion.ts: over all completions exactly what release allocated)
 *   from the allocated lots (the chosen ones first) and produces the finished goods with their lot and
 *   expiry, in one transaction; records a completion row (lots consumed), the unit cost (consumed units
 *   × last purchase prices ÷ units produced) and the activity facts for billing. A disassembly takes
 *   apart allocated finished units and returns their components, rounded down, into the lots they were
 *   built from when an assembly completion recorded them (else without a lot).
 * - cancel releases what is still allocated; what was produced stays.
 *
 * Work orders under a purchase order (a third-party manufacturer): release sends the components out
 * to the manufacturer at once (allocated, then consumed with kind 'work_order_issue' and a reason
 * naming the manufacturer and the PO), and the finished goods come back by receiving the purchase
 * order as any other (its line for the finished item). Completing such a work order records what the
 * manufacturer reports (quantity, lot, expiry, cost) without moving stock; cancelling it after
 * release releases nothing (the components are already out).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  ComponentShortage,
  IncomingDocument,
  ReleaseShortageError,
} from '../../../src/domain/contracts/manufacturing-answers';
import { completionUnitCost } from '../../../src/domain/manufacturing/bom-costing';
import {
  consumedShare,
  explode,
  freezeRequirements,
  leafRequirements,
  returnedShare,
  thawRequirement,
} from '../../../src/domain/manufacturing/bom-explosion';
import { toAmountOrNull } from '../../../src/domain/money';
import type { CompleteWorkOrderInput } from '../../../src/domain/resources/work-order.schema';
import {
  statusAfterStep,
  WORK_ORDER_STATUS,
  type WorkOrderStep,
} from '../../../src/domain/work-order.lifecycle';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import {
  billsOfMaterials,
  manufacturingVendors,
  purchaseOrders,
  workOrderCompletions,
  workOrders,
  type CompletionLot,
  type WorkOrderActivity,
} from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { withIdempotency } from '../../http/idempotency';
import { coveringDocument, incomingDocuments } from '../inbound/incoming-documents.queries';
import { changeStock } from '../inventory/stock-changes.service';
import type { StockLedger, StockSource } from '../inventory/stock-ledger.service';
import { untrackedItems } from '../inventory/stock.queries';
import { bomInputOf, itemFacts, sourcesFor } from './bom-sources.queries';
import { snapshotRevision } from './manufacturing-writes.service';
import {
  checkVersion,
  findWorkOrder,
  requireStepOffered,
  requireStepRights,
  type WorkOrder,
} from './work-order-steps.policy';
import { workOrderUpdated } from './work-order.events';
import type { StepRequest } from '../../http/step-request';

/** The ledger source of a work order's allocations and movements. */
export const workOrderSource = (w: Pick<WorkOrder, 'id'>): StockSource => ({ type: 'work_order', id: w.id });

/** What the steps use of the app: narrow, so the demo seed can run them on its own clock and transaction. */
type Deps = { database: Pick<AppDeps['database'], 'db'> } & Pick<AppDeps, 'events' | 'clock'>;
type StepChange = Partial<typeof workOrders.$inferInsert>;

interface StepWork {
  tx: Tx;
  ledger: StockLedger;
  workOrder: WorkOrder;
  at: Date;
}

interface StepResult {
  change: StepChange;
  /** The status the step leaves (the lifecycle's statusAfterStep). */
  status: string;
  logged?: Record<string, unknown>;
}

/** Runs one step as described above; answers the work order as it now is. */
async function runStep(
  deps: Deps,
  user: AuthUser,
  id: number,
  step: WorkOrderStep,
  request: StepRequest,
  work: (w: StepWork) => Promise<StepResult>,
): Promise<WorkOrder> {
  const { database, events, clock } = deps;
  const saved = await changeStock(
    database.db,
    events,
    user.id,
    async (ledger, tx) => {
      const operation = `POST /api/manufacturing/workOrders/${id}/${step}`;
      const { result } = await withIdempotency(tx, request.key, operation, user.id, async () => {
        const workOrder = await findWorkOrder(tx, user, id, true);
        requireStepRights(user, workOrder, step);
        checkVersion(workOrder, request.version);
        requireStepOffered(workOrder, step);
        const at = ledger.clock.now();
        const { change, status, logged } = await work({ tx, ledger, workOrder, at });
        const [after] = await tx
          .update(workOrders)
          .set({ ...change, status, version: sql`${workOrders.version} + 1`, updatedAt: at })
          .where(eq(workOrders.id, id))
          .returning();
        await recordAction(tx, {
          actorId: user.id,
          resource: 'workOrders',
          resourceId: id,
          action: step,
          before: workOrder,
          after: logged ? { ...after, ...logged } : after,
          at,
        });
        return after!;
      });
      return result;
    },
    clock,
  );
  events.publish(workOrderUpdated(saved));
  return saved;
}

// ── release ─────────────────────────────────────────────────────────────────────────────────────

/** The 409 of a release with short components: the usual body plus the shortage per component. */
export class ShortageError extends HttpError {
  constructor(readonly shortages: ComponentShortage[]) {
    super(
      409,
      'not_enough_stock',
      `Not enough stock: ${shortages.map((s) => `${s.sku}: ${s.short} short`).join('; ')}.`,
      Object.fromEntries(shortages.map((s, i) => [`components[${i}]`, `${s.sku}: ${s.short} short`])),
    );
  }

  override toBody(): ReleaseShortageError {
    return { ...(super.toBody() as ReleaseShortageError), shortages: this.shortages };
  }
}

/** Each short item with what it needs, what is available and the earliest document that covers it. */
async function shortagesOf(
  tx: Tx,
  warehouseId: number,
  short: readonly { vendorProductId: number; needed: number; available: number }[],
  names: ReadonlyMap<number, { sku: string; name: string | null }>,
): Promise<ComponentShortage[]> {
  const incoming = await incomingDocuments(tx, {
    warehouseIds: [warehouseId],
    vendorProductIds: short.map((s) => s.vendorProductId),
  });
  return short.map((s) => {
    const missing = s.needed - s.available;
    const docs = incoming.filter((d) => d.vendorProductId === s.vendorProductId);
    const cover = coveringDocument(docs, missing);
    const document: IncomingDocument | null = cover && {
      type: cover.type,
      id: cover.id,
      number: cover.number,
      date: cover.date,
      quantity: cover.quantity,
      coversShortage: cover.coversShortage,
      link: cover.link,
    };
    return {
      vendorProductId: s.vendorProductId,
      sku: names.get(s.vendorProductId)?.sku ?? String(s.vendorProductId),
      name: names.get(s.vendorProductId)?.name ?? null,
      needed: s.needed,
      available: s.available,
      short: missing,
      incoming: document,
    };
  });
}

/** The work order's BOM locked for share (an edit of the BOM waits; releases of it do not). */
async function lockBom(tx: Tx, workOrder: WorkOrder) {
  const [bom] = await tx
    .select()
    .from(billsOfMaterials)
    .where(eq(billsOfMaterials.id, workOrder.billOfMaterialsId!))
    .for('share');
  if (!bom) throw conflict('The bill of materials of this work order no longer exists.');
  return bom;
}

/** Draft → Released: explode, freeze, allocate first expiry first out (see the header). */
export const releaseWorkOrder = (deps: Deps, user: AuthUser, id: number, request: StepRequest) =>
  runStep(deps, user, id, 'release', request, async ({ tx, ledger, workOrder, at }) => {
    const bom = await lockBom(tx, workOrder);
    const version = await snapshotRevision(tx, bom, at);
    const sources = await sourcesFor(
      tx,
      bom.vendorId,
      version.items.map((l) => l.vendorProductId),
      workOrder.warehouseId,
    );
    const explosion = explode(bomInputOf(bom, version.items), sources);
    if (explosion.problems.length)
      throw conflict(`Correct the bill of materials first: ${explosion.problems.join(' ')}`);
    const leaves = leafRequirements(explosion.lines);
    if (leaves.length === 0) throw conflict('The bill of materials has no component to take.');
    const requirements = freezeRequirements(leaves, workOrder.quantity);
    const disassemble = workOrder.assembleType === 'Disassemble';
    if (disassemble && bom.warehouseProductId == null)
      throw conflict('The bill of materials names no finished product to take apart.');
    const needs = disassemble
      ? [{ vendorProductId: bom.warehouseProductId!, quantity: workOrder.quantity }]
      : requirements
          .filter((r) => r.required > 0)
          .map((r) => ({ vendorProductId: r.vendorProductId, quantity: r.required }));
    const untracked = await untrackedItems(
      tx,
      needs.map((n) => n.vendorProductId),
    );
    const tracked = needs.filter((n) => !untracked.has(n.vendorProductId));
    const plan = await ledger.planAllocations(workOrder.warehouseId, tracked);
    if (plan.short.length) {
      const names = new Map(
        [...sources.items.values()].map((i) => [i.vendorProductId, { sku: i.sku, name: i.name }]),
      );
      throw new ShortageError(await shortagesOf(tx, workOrder.warehouseId, plan.short, names));
    }
    const source = workOrderSource(workOrder);
    for (const item of plan.items)
      await ledger.allocate(item, source, `Allocated to work order ${workOrder.orderNumber}`);
    let sent: Record<string, unknown> | undefined;
    if (workOrder.purchaseOrderId != null && !disassemble) {
      const reason = await sentReason(tx, workOrder);
      for (const need of tracked)
        await ledger.consumeAllocated(source, need.vendorProductId, need.quantity, {
          kind: 'work_order_issue',
          reason,
        });
      sent = { sentToManufacturer: tracked };
    }
    return {
      change: { billOfMaterialsVersionId: version.id, requirements, releasedAt: at },
      status: statusAfterStep('release'),
      logged: { revision: version.revision, ...sent },
    };
  });

/** "Sent to <manufacturer> for work order WO-1 (PO-7)": the reason of the components' issue. */
async function sentReason(tx: Tx, workOrder: WorkOrder) {
  const [[maker], [po]] = await Promise.all([
    workOrder.manufacturingVendorId != null
      ? tx
          .select({ name: manufacturingVendors.name })
          .from(manufacturingVendors)
          .where(eq(manufacturingVendors.id, workOrder.manufacturingVendorId))
      : Promise.resolve([]),
    tx
      .select({ orderNumber: purchaseOrders.orderNumber })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, workOrder.purchaseOrderId!)),
  ]);
  return `Sent to ${maker?.name ?? 'the manufacturer'} for work order ${workOrder.orderNumber}${
    po ? ` (purchase order ${po.orderNumber})` : ''
  }`;
}

// ── start ───────────────────────────────────────────────────────────────────────────────────────

/** Released → In progress: the floor works on it. */
export const startWorkOrder = (deps: Deps, user: AuthUser, id: number, request: StepRequest) =>
  runStep(deps, user, id, 'start', request, async ({ at }) => ({
    change: { startedAt: at },
    status: statusAfterStep('start'),
  }));

// ── complete ────────────────────────────────────────────────────────────────────────────────────

const invalid = (fields: Record<string, string>) => badRequest('Some fields are not valid.', fields);

/** The body's chosen lots per item; each item named must add up to exactly its share. */
function chosenLots(
  input: CompleteWorkOrderInput,
  shares: ReadonlyMap<number, { sku: string; quantity: number }>,
): Map<number, { lotNumber: string | null; quantity: number }[]> {
  const lots = new Map<number, { lotNumber: string | null; quantity: number }[]>();
  const fields: Record<string, string> = {};
  (input.consumedLots ?? []).forEach((lot, i) => {
    if (!shares.has(lot.vendorProductId)) {
      fields[`consumedLots[${i}].vendorProductId`] = 'This work order takes no such item now';
      return;
    }
    lots.set(lot.vendorProductId, [
      ...(lots.get(lot.vendorProductId) ?? []),
      { lotNumber: lot.lotNumber ?? null, quantity: lot.quantity },
    ]);
  });
  for (const [id, chosen] of lots) {
    const share = shares.get(id)!;
    const sum = chosen.reduce((n, l) => n + l.quantity, 0);
    if (sum !== share.quantity)
      fields.consumedLots = `${share.sku}: ${sum} chosen, but this completion takes ${share.quantity}`;
  }
  if (Object.keys(fields).length) throw invalid(fields);
  return lots;
}

/**
 * The component lots the finished lots were built from (assembly completions of the same product
 * recorded them), oldest completion first, per component.
 */
async function originLots(
  tx: Tx,
  finishedProductId: number,
  finishedLots: readonly (string | null)[],
): Promise<Map<number, CompletionLot[]>> {
  const lots = [...new Set(finishedLots.filter((l): l is string => l !== null))];
  const out = new Map<number, CompletionLot[]>();
  if (lots.length === 0) return out;
  const rows = await tx
    .select({ components: workOrderCompletions.components })
    .from(workOrderCompletions)
    .innerJoin(workOrders, eq(workOrders.id, workOrderCompletions.workOrderId))
    .innerJoin(billsOfMaterials, eq(billsOfMaterials.id, workOrders.billOfMaterialsId))
    .where(
      and(
        inArray(workOrderCompletions.lot, lots),
        eq(workOrders.assembleType, 'Assemble'),
        eq(billsOfMaterials.warehouseProductId, finishedProductId),
      ),
    )
    .orderBy(workOrderCompletions.id);
  for (const row of rows)
    for (const c of row.components) out.set(c.vendorProductId, [...(out.get(c.vendorProductId) ?? []), c]);
  return out;
}

/** Splits `quantity` over the origin lots (each at most what it recorded), the rest without a lot. */
function splitOverOrigins(quantity: number, origins: readonly CompletionLot[]) {
  const parts: { lot: string | null; expiry: string | null; quantity: number }[] = [];
  let left = quantity;
  for (const o of origins) {
    if (left === 0) break;
    const n = Math.min(left, o.quantity);
    if (n <= 0) continue;
    const same = parts.find((p) => p.lot === o.lot && p.expiry === o.expiry);
    if (same) same.quantity += n;
    else parts.push({ lot: o.lot, expiry: o.expiry, quantity: n });
    left -= n;
  }
  if (left > 0) parts.push({ lot: null, expiry: null, quantity: left });
  return parts;
}

const activityOf = (w: WorkOrder): WorkOrderActivity => ({
  unitsAssembled: 0,
  unitsDisassembled: 0,
  kits: 0,
  components: 0,
  ...w.activity,
});

/**
 * Released or In progress → In progress (part) or Completed (the whole quantity): see the header.
 * The body is validated here (the route passes it through).
 */
export const completeWorkOrder = (
  deps: Deps,
  user: AuthUser,
  id: number,
  input: CompleteWorkOrderInput,
  request: StepRequest,
) =>
  runStep(deps, user, id, 'complete', request, async ({ tx, ledger, workOrder, at }) => {
    const done = workOrder.completedQuantity;
    const remaining = workOrder.quantity - done;
    const k = input.quantity;
    if (k > remaining)
      throw invalid({
        quantity: `At most ${remaining} remain${remaining === 1 ? 's' : ''} to ${workOrder.assembleType === 'Disassemble' ? 'take apart' : 'produce'}`,
      });
    const [bom] = await tx
      .select({ warehouseProductId: billsOfMaterials.warehouseProductId, type: billsOfMaterials.type })
      .from(billsOfMaterials)
      .where(eq(billsOfMaterials.id, workOrder.billOfMaterialsId!));
    const finished = bom?.warehouseProductId ?? null;
    const requirements = workOrder.requirements.map(thawRequirement);
    // Work orders set In progress before the steps existed have no frozen components.
    if (requirements.length === 0)
      throw conflict(
        'This work order was never released through its steps, so its components are unknown. Cancel it and release a new one.',
      );
    const source = workOrderSource(workOrder);
    const disassemble = workOrder.assembleType === 'Disassemble';
    const atManufacturer = workOrder.purchaseOrderId != null && !disassemble;
    const components: CompletionLot[] = [];
    const activity = activityOf(workOrder);
    let unitCost: number | null = null;

    if (!disassemble) {
      if (finished == null && !atManufacturer)
        throw conflict('The bill of materials names no finished product to produce.');
      const shares = new Map(
        requirements.map((r) => [
          r.vendorProductId,
          { sku: r.sku, quantity: consumedShare(r.perUnitRatio, done, k) },
        ]),
      );
      const lots = chosenLots(input, shares);
      const untracked = await untrackedItems(tx, [...shares.keys()]);
      for (const r of requirements) {
        const share = shares.get(r.vendorProductId)!.quantity;
        if (share === 0) continue;
        if (atManufacturer || untracked.has(r.vendorProductId)) {
          // Already sent to the manufacturer at release, or not stocked: nothing to take here.
          components.push({
            vendorProductId: r.vendorProductId,
            sku: r.sku,
            lot: null,
            expiry: null,
            quantity: share,
          });
          continue;
        }
        const taken = await ledger.consumeAllocated(
          source,
          r.vendorProductId,
          share,
          { kind: 'work_order_consume', reason: `Consumed by work order ${workOrder.orderNumber}` },
          lots.get(r.vendorProductId) ?? [],
        );
        for (const t of taken)
          components.push({
            vendorProductId: r.vendorProductId,
            sku: r.sku,
            lot: t.balance.lotNumber,
            expiry: t.balance.expirationDate,
            quantity: t.quantity,
          });
      }
      if (!atManufacturer)
        await ledger.add(
          {
            warehouseId: workOrder.warehouseId,
            vendorProductId: finished!,
            lotNumber: input.lot ?? null,
            expirationDate: input.expiry ?? null,
          },
          k,
          { kind: 'work_order_produce', reason: `Produced by work order ${workOrder.orderNumber}`, source },
        );
      const prices = await itemFacts(
        tx,
        requirements.map((r) => r.vendorProductId),
      );
      unitCost = completionUnitCost(
        [...shares].map(([vendorProductId, s]) => ({ vendorProductId, quantity: s.quantity })),
        k,
        (itemId) => prices.get(itemId)?.lastPurchasePrice ?? null,
      );
      activity.unitsAssembled += k;
      if (bom?.type === 'Kit') activity.kits += k;
      activity.components += [...shares.values()].reduce((n, s) => n + s.quantity, 0);
    } else {
      if (finished == null) throw conflict('The bill of materials names no finished product to take apart.');
      const lots = chosenLots(input, new Map([[finished, { sku: 'the finished product', quantity: k }]]));
      const untracked = await untrackedItems(tx, [finished]);
      const taken = untracked.has(finished)
        ? []
        : await ledger.consumeAllocated(
            source,
            finished,
            k,
            { kind: 'work_order_consume', reason: `Taken apart by work order ${workOrder.orderNumber}` },
            lots.get(finished) ?? [],
          );
      const origins = await originLots(
        tx,
        finished,
        taken.map((t) => t.balance.lotNumber),
      );
      for (const r of requirements) {
        const back = returnedShare(r.contentPerUnitRatio, done, k);
        if (back === 0) continue;
        for (const part of splitOverOrigins(back, origins.get(r.vendorProductId) ?? [])) {
          await ledger.add(
            {
              warehouseId: workOrder.warehouseId,
              vendorProductId: r.vendorProductId,
              lotNumber: part.lot,
              expirationDate: part.expiry,
            },
            part.quantity,
            { kind: 'work_order_return', reason: `Returned by work order ${workOrder.orderNumber}`, source },
          );
          components.push({
            vendorProductId: r.vendorProductId,
            sku: r.sku,
            lot: part.lot,
            expiry: part.expiry,
            quantity: part.quantity,
          });
        }
      }
      activity.unitsDisassembled += k;
      activity.components += components.reduce((n, c) => n + c.quantity, 0);
    }

    const cost = toAmountOrNull(unitCost);
    await tx.insert(workOrderCompletions).values({
      workOrderId: workOrder.id,
      quantity: k,
      lot: input.lot ?? null,
      expiry: input.expiry ?? null,
      unitCost: cost,
      components,
      createdBy: user.id,
      createdAt: at,
    });
    const status = statusAfterStep('complete', done + k, workOrder.quantity);
    return {
      change: {
        completedQuantity: done + k,
        activity,
        ...(cost !== null ? { unitCost: cost } : {}),
        ...(status === WORK_ORDER_STATUS.Completed ? { completedAt: at } : {}),
        ...(workOrder.startedAt ? {} : { startedAt: at }),
      },
      status,
      logged: {
        completion: { quantity: k, lot: input.lot ?? null, expiry: input.expiry ?? null, components },
      },
    };
  });

// ── cancel ──────────────────────────────────────────────────────────────────────────────────────

/** Before completion: what is still allocated goes back; what was produced stays. */
export const cancelWorkOrder = (deps: Deps, user: AuthUser, id: number, request: StepRequest) =>
  runStep(deps, user, id, 'cancel', request, async ({ ledger, workOrder }) => {
    const released = await ledger.release(
      workOrderSource(workOrder),
      `Cancelled work order ${workOrder.orderNumber}`,
    );
    return {
      change: {},
      status: statusAfterStep('cancel'),
      logged: { released: released.reduce((n, a) => n + a.quantity, 0) },
    };
  });
