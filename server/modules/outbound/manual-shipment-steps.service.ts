/**
 * The steps of manual (small-parcel) and bulk shipments (DESIGN.md §6: `POST
 * /api/common/manualShipments/{id}/{step}`): submit, confirm, allocate, pack, ship, cancel. The
 * lifecycle table (src/domain/manual-shipment.lifecycle.ts) decides what each status offers and who
 * may take it; this runs it.
 *
 * Each step is one transaction around the stock ledger (inventory/stock-changes.service: retried on
 * a deadlock) on the shipment locked FOR UPDATE: scope, permission, the version the client acted on,
 * the lifecycle's refusal, then the work, the row with its next status and version, and an
 * action-log row. An Idempotency-Key replays the first answer. After the commit the shipment's live
 * event goes out, and a shipped request notifies its requester.
 *
 * Stock moves only through the ledger with the shipment as source document ('manual_shipment'):
 * allocate reserves (first expiry first out, or the lots and locations the body chooses), ship
 * consumes the allocations, cancel (and a re-allocation) releases them. Two shipments racing for the
 * same units queue on the balances' row locks; the loser answers 409 with its shortage per line.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  allocatedUnits,
  isBulkShipment,
  statusAfterStep,
  type ManualShipmentStatus,
  type ManualShipmentStep,
  type OutboundLine,
} from '../../../src/domain/manual-shipment.lifecycle';
import {
  shipStepSchema,
  type AllocateStepInput,
  type PackStepInput,
  type ShipStepInput,
} from '../../../src/domain/resources/manual-shipment.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { canSeeWarehouse } from '../../auth/policy';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { manualShipments, vendorProducts, warehouses } from '../../db/schema';
import { badRequest, conflict, HttpError, validateBody } from '../../http/errors';
import { withIdempotency } from '../../http/idempotency';
import { changeStock } from '../inventory/stock-changes.service';
import type { StockLedger, StockSource } from '../inventory/stock-ledger.service';
import { hasOpenAllocations, untrackedItems } from '../inventory/stock.queries';
import { manualShipmentUpdated, notifyRequesterShipped } from './manual-shipment.events';
import {
  checkVersion,
  findShipment,
  requireStepOffered,
  requireStepRights,
  type ManualShipment,
} from './manual-shipment-steps.policy';
import { packingTotals, removePacking, writePacking } from './shipment-packing.service';
import type { StepRequest } from '../../http/step-request';
import { recordBulkShippedAutomation } from '../automations/automation-event-inputs.service';

/** The ledger source of a shipment's allocations and movements. */
export const shipmentSource = (shipment: Pick<ManualShipment, 'id'>): StockSource => ({
  type: 'manual_shipment',
  id: shipment.id,
});

/** What the steps use of the app: narrow, so the demo seed can run them on its own clock and transaction. */
type Deps = {
  database: Pick<AppDeps['database'], 'db'>;
  hub: Pick<AppDeps['hub'], 'sendToUsers'>;
  config: Pick<AppDeps['config'], 'ssccCompanyPrefix'>;
} & Pick<AppDeps, 'events' | 'clock'>;
type StepChange = Partial<typeof manualShipments.$inferInsert>;

interface StepWork {
  tx: Tx;
  ledger: StockLedger;
  shipment: ManualShipment;
  at: Date;
}

const invalid = (fields: Record<string, string>) => badRequest('Some fields are not valid.', fields);
const linesOf = (shipment: ManualShipment) => shipment.items as OutboundLine[];

/** Runs one step as described above; answers the shipment as it now is. */
async function runStep(
  deps: Deps,
  user: AuthUser,
  id: number,
  step: ManualShipmentStep,
  request: StepRequest,
  work: (w: StepWork) => Promise<{ change: StepChange; logged?: Record<string, unknown> }>,
): Promise<ManualShipment> {
  const { database, events, hub, clock } = deps;
  const saved = await changeStock(
    database.db,
    events,
    user.id,
    async (ledger, tx) => {
      const operation = `POST /api/common/manualShipments/${id}/${step}`;
      const { result } = await withIdempotency(tx, request.key, operation, user.id, async () => {
        const shipment = await findShipment(tx, user, id, true);
        requireStepRights(user, shipment, step);
        checkVersion(shipment, request.version);
        requireStepOffered(shipment, step);
        const at = ledger.clock.now();
        const { change, logged } = await work({ tx, ledger, shipment, at });
        const [after] = await tx
          .update(manualShipments)
          .set({
            ...change,
            orderStatus: statusAfterStep(shipment.orderStatus as ManualShipmentStatus, step),
            version: sql`${manualShipments.version} + 1`,
            updatedAt: at,
          })
          .where(eq(manualShipments.id, id))
          .returning();
        await recordAction(tx, {
          actorId: user.id,
          resource: 'manualShipments',
          resourceId: id,
          action: step,
          before: shipment,
          after: logged ? { ...after, ...logged } : after,
          at,
        });
        return after!;
      });
      return result;
    },
    clock,
  );
  events.publish(manualShipmentUpdated(saved));
  if (step === 'ship') notifyRequesterShipped(hub, saved);
  return saved;
}

// ── submit, confirm ─────────────────────────────────────────────────────────────────────────────

/** Draft → Open: the shipment is ready for the warehouse. */
export const submitShipment = (deps: Deps, user: AuthUser, id: number, request: StepRequest) =>
  runStep(deps, user, id, 'submit', request, async () => ({ change: {} }));

/** Staff accept a bulk request and choose the warehouse it ships from (in their scope). */
export const confirmShipment = (
  deps: Deps,
  user: AuthUser,
  id: number,
  input: { warehouseId: number },
  request: StepRequest,
) =>
  runStep(deps, user, id, 'confirm', request, async ({ tx, at }) => {
    const [warehouse] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.id, input.warehouseId));
    if (!warehouse || !canSeeWarehouse(user, warehouse.id))
      throw invalid({ warehouseId: 'Choose a warehouse you have access to' });
    return { change: { warehouseId: warehouse.id, confirmedAt: at, confirmedBy: user.id } };
  });

// ── allocate ────────────────────────────────────────────────────────────────────────────────────

/** Lines without their item (old rows) get it by SKU from the shipment's vendor; 409 when it has none. */
async function withItems(tx: Tx, shipment: ManualShipment, lines: OutboundLine[]) {
  for (const line of lines) {
    if (line.vendorProductId != null) continue;
    const [item] = await tx
      .select({ id: vendorProducts.id })
      .from(vendorProducts)
      .where(and(eq(vendorProducts.vendorId, shipment.vendorId), eq(vendorProducts.sku, line.sku)));
    if (!item) throw conflict(`${line.sku} is not an item of this vendor; correct the line first.`);
    line.vendorProductId = item.id;
  }
}

/** The shortage of each line of the short items, the earlier lines served first. */
function shortageByLine(
  lines: readonly OutboundLine[],
  indexes: readonly number[],
  short: readonly { vendorProductId: number; available: number }[],
) {
  const left = new Map(short.map((s) => [s.vendorProductId, s.available]));
  const out: { index: number; sku: string; short: number }[] = [];
  for (const index of indexes) {
    const line = lines[index]!;
    const available = left.get(line.vendorProductId!);
    if (available === undefined) continue;
    const take = Math.min(available, line.quantity);
    left.set(line.vendorProductId!, available - take);
    if (take < line.quantity) out.push({ index, sku: line.sku, short: line.quantity - take });
  }
  return out;
}

const notEnoughStock = (shortages: { index: number; sku: string; short: number }[]) =>
  new HttpError(
    409,
    'not_enough_stock',
    `Not enough stock: ${shortages.map((s) => `${s.sku}: ${s.short} short`).join('; ')}.`,
    Object.fromEntries(shortages.map((s) => [`items[${s.index}]`, `${s.sku}: ${s.short} short`])),
  );

/**
 * Reserves every line's units at the shipment's warehouse (a re-allocation releases the previous
 * one first). Lines the body names take exactly the balances it chooses (adding up to the line's
 * quantity); the others take the first-expiry-first-out proposal, all or nothing. Items that do not
 * track stock are allocated without a reservation.
 */
export const allocateShipment = (
  deps: Deps,
  user: AuthUser,
  id: number,
  input: AllocateStepInput,
  request: StepRequest,
) =>
  runStep(deps, user, id, 'allocate', request, async ({ tx, ledger, shipment }) => {
    const source = shipmentSource(shipment);
    const warehouseId = shipment.warehouseId!;
    const reason = `Allocated to shipment ${shipment.orderNumber}`;
    await ledger.release(source, `Re-allocated shipment ${shipment.orderNumber}`);
    const lines = linesOf(shipment).map((l) => ({ ...l, allocatedQuantity: 0, packedQuantity: 0 }));
    await withItems(tx, shipment, lines);
    const untracked = await untrackedItems(
      tx,
      lines.map((l) => l.vendorProductId!),
    );

    const chosen = new Map<number, { balanceId: number; quantity: number }[]>();
    const fields: Record<string, string> = {};
    (input.lines ?? []).forEach((part, i) => {
      const line = lines[part.lineIndex];
      const sum = part.from.reduce((n, f) => n + f.quantity, 0);
      if (!line) fields[`lines[${i}].lineIndex`] = `No line ${part.lineIndex + 1}`;
      else if (chosen.has(part.lineIndex))
        fields[`lines[${i}].lineIndex`] = `Line ${part.lineIndex + 1} is listed twice`;
      else if (untracked.has(line.vendorProductId!))
        fields[`lines[${i}]`] = `${line.sku} does not track stock: there is nothing to choose`;
      else if (sum !== line.quantity)
        fields[`lines[${i}]`] = `${line.sku}: ${sum} chosen, but the line needs ${line.quantity}`;
      chosen.set(part.lineIndex, part.from);
    });
    if (Object.keys(fields).length) throw invalid(fields);

    for (const [index, from] of chosen) {
      const line = lines[index]!;
      try {
        await ledger.allocate(
          { warehouseId, vendorProductId: line.vendorProductId!, quantity: line.quantity, from },
          source,
          reason,
        );
      } catch (err) {
        // The ledger names the balance; the user needs the line too.
        if (err instanceof HttpError)
          throw new HttpError(err.statusCode, err.error, `${line.sku}: ${err.message}`, {
            [`lines[${index}]`]: `${line.sku}: ${err.fields ? Object.values(err.fields)[0] : err.message}`,
          });
        throw err;
      }
      line.allocatedQuantity = line.quantity;
    }

    const rest = lines.map((_, i) => i).filter((i) => !chosen.has(i));
    for (const i of rest)
      if (untracked.has(lines[i]!.vendorProductId!)) lines[i]!.allocatedQuantity = lines[i]!.quantity;
    const tracked = rest.filter((i) => !untracked.has(lines[i]!.vendorProductId!));
    const plan = await ledger.planAllocations(
      warehouseId,
      tracked.map((i) => ({ vendorProductId: lines[i]!.vendorProductId!, quantity: lines[i]!.quantity })),
    );
    if (plan.short.length) throw notEnoughStock(shortageByLine(lines, tracked, plan.short));
    for (const item of plan.items) await ledger.allocate(item, source, reason);
    for (const i of tracked) lines[i]!.allocatedQuantity = lines[i]!.quantity;
    return { change: { items: lines } };
  });

// ── pack ────────────────────────────────────────────────────────────────────────────────────────

/** A bulk shipment's cartons and pallets (shipment-packing.service.ts). */
export const packShipment = (
  deps: Deps,
  user: AuthUser,
  id: number,
  input: PackStepInput,
  request: StepRequest,
) =>
  runStep(deps, user, id, 'pack', request, async ({ tx, shipment, at }) => {
    const { lines, summary } = await writePacking(tx, shipment, input, deps.config.ssccCompanyPrefix, at);
    return { change: { items: lines }, logged: { packing: summary } };
  });

// ── ship ────────────────────────────────────────────────────────────────────────────────────────

/**
 * The shipment leaves: its allocations are consumed (on-hand stock goes down), the shipping facts
 * are recorded (src/domain/resources/manual-shipment.schema.ts shipStepSchema, by kind), and its
 * activity facts are fixed for client billing: orders 1, lines and units shipped, cartons (a bulk
 * shipment's packed cartons; a small parcel's packages), pallets, and the weight shipped (pounds).
 */
export const shipShipment = (deps: Deps, user: AuthUser, id: number, body: unknown, request: StepRequest) =>
  runStep(deps, user, id, 'ship', request, async ({ tx, ledger, shipment, at }) => {
    const input = (await validateBody(shipStepSchema(shipment.orderType), body ?? {})) as ShipStepInput;
    const source = shipmentSource(shipment);
    // Items that do not track stock hold nothing: only what is allocated leaves the ledger.
    if (await hasOpenAllocations(tx, source))
      await ledger.ship(source, `Shipped on shipment ${shipment.orderNumber}`);
    const bulk = isBulkShipment(shipment.orderType);
    const packing = bulk ? await packingTotals(tx, shipment.id) : null;
    const packageCount = input.packageCount ?? (packing?.pieces || 1);
    const weight = input.weight ?? (packing && packing.weight > 0 ? packing.weight : null);
    const lines = linesOf(shipment);
    if (bulk) await recordBulkShippedAutomation(tx, at, shipment, input, user.id);
    return {
      change: {
        carrierCode: input.carrierCode ?? null,
        serviceCode: input.serviceCode ?? (input.pickedUpBy ? null : shipment.serviceCode),
        trackingNumber: input.trackingNumber ?? null,
        proNumber: input.proNumber ?? null,
        freightClass: input.freightClass ?? null,
        pickedUpBy: input.pickedUpBy ?? null,
        packageCount,
        weight,
        shipDate: input.shipDate ?? at,
        activity: {
          orders: 1,
          lines: lines.filter((l) => (l.allocatedQuantity ?? 0) > 0).length,
          units: allocatedUnits(lines),
          cartons: packing ? packing.cartons : packageCount,
          pallets: packing ? packing.pallets : 0,
          weight: weight ?? 0,
        },
      },
    };
  });

// ── cancel ──────────────────────────────────────────────────────────────────────────────────────

/** Before shipping: the allocation is released and the packing removed. */
export const cancelShipment = (deps: Deps, user: AuthUser, id: number, request: StepRequest) =>
  runStep(deps, user, id, 'cancel', request, async ({ tx, ledger, shipment }) => {
    const released = await ledger.release(
      shipmentSource(shipment),
      `Cancelled shipment ${shipment.orderNumber}`,
    );
    await removePacking(tx, shipment.id);
    const lines = linesOf(shipment).map((l) => ({ ...l, allocatedQuantity: 0, packedQuantity: 0 }));
    return {
      change: { items: lines },
      logged: { released: released.reduce((n, a) => n + a.quantity, 0) },
    };
  });
