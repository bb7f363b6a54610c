/**
 * Pure rules of the completion flow, shared by its guards, its call's input and its screen.
 *
 * A completion of `quantity` finished units consumes of each item exactly its share (assembly: the
 * components, rounded as src/domain/manufacturing/bom-explosion.ts consumedShare says, so however an
 * order is completed in parts its total is what release allocated; disassembly: the finished good, one
 * per unit). The operator picks (or scans) which held lots give it. Over-consumption is impossible:
 * a pick of more than a lot holds, or that brings an item past its share, is refused and the picks stay.
 */
import { fromText } from '../../domain/manufacturing/ratio';
import { consumedShare } from '../../domain/manufacturing/bom-explosion';
import type { WorkOrderRequirement } from '../../domain/contracts/manufacturing-answers';
import { isIsoDay } from '../../domain/resources/fields';
import { remainingQuantity, stepRefusal } from '../../domain/work-order.lifecycle';
import type {
  CommitInput,
  CompletionContext,
  CompletionOutput,
  HeldLot,
  LoadedWorkOrder,
  Picks,
} from './work-order-completion.types';

export const isDisassembly = (loaded: LoadedWorkOrder) => loaded.order.assembleType === 'Disassemble';
export const remainingOf = (loaded: LoadedWorkOrder) => remainingQuantity(loaded.order);
export const lotKeyOf = (lotNumber: string | null) => lotNumber ?? '';

/** Why the order cannot be completed now (the lifecycle's words), null when it can. */
export const completionRefusal = (loaded: LoadedWorkOrder) => stepRefusal(loaded.order, 'complete');

/** The lots held for the order, their places added up, first expiry first (no expiry last). */
export function heldLots(loaded: LoadedWorkOrder): HeldLot[] {
  const byKey = new Map<string, HeldLot>();
  for (const l of loaded.overview.allocatedLots) {
    const key = `${l.vendorProductId} ${lotKeyOf(l.lotNumber)}`;
    const had = byKey.get(key);
    if (had) had.held += l.quantity;
    else
      byKey.set(key, {
        vendorProductId: l.vendorProductId,
        sku: l.sku,
        lotKey: lotKeyOf(l.lotNumber),
        lotNumber: l.lotNumber,
        expirationDate: l.expirationDate,
        held: l.quantity,
      });
  }
  return [...byKey.values()].sort(
    (a, b) =>
      (a.expirationDate ?? '9999-12-31').localeCompare(b.expirationDate ?? '9999-12-31') ||
      a.lotKey.localeCompare(b.lotKey),
  );
}

export const lotsOf = (loaded: LoadedWorkOrder, vendorProductId: number) =>
  heldLots(loaded).filter((l) => l.vendorProductId === vendorProductId);

/**
 * What completing `quantity` units consumes of an item now: its exact share by the rounding rule.
 * Without the exact factor (an older answer), the remainder's share is what is left of the requirement
 * and a part's is estimated from the whole-unit requirement.
 */
export function shareOf(loaded: LoadedWorkOrder, r: WorkOrderRequirement, quantity: number): number {
  const { order } = loaded;
  if (quantity <= 0) return 0;
  const perUnit = fromText(r.perUnit ?? null);
  if (perUnit) return consumedShare(perUnit, order.completedQuantity, quantity);
  if (quantity >= remainingOf(loaded)) return Math.max(0, r.required - r.consumed);
  const upTo = (n: number) => Math.ceil((r.required * n) / order.quantity);
  return upTo(order.completedQuantity + quantity) - upTo(order.completedQuantity);
}

/** The items a completion takes from stock, with their share for `quantity` units. */
export const sharesOf = (loaded: LoadedWorkOrder, quantity: number) =>
  loaded.overview.requirements.map((r) => ({ ...r, share: shareOf(loaded, r, quantity) }));

export const pickedFor = (picks: Picks, vendorProductId: number) =>
  Object.values(picks[vendorProductId] ?? {}).reduce((n, q) => n + q, 0);

/** Each item's share taken first expiry first out from the lots held for it. */
export function proposedPicks(loaded: LoadedWorkOrder, quantity: number): Picks {
  const picks: Picks = {};
  for (const item of sharesOf(loaded, quantity)) {
    let left = item.share;
    picks[item.vendorProductId] = {};
    for (const lot of lotsOf(loaded, item.vendorProductId)) {
      const take = Math.min(left, lot.held);
      picks[item.vendorProductId]![lot.lotKey] = take;
      left -= take;
    }
  }
  return picks;
}

const lotName = (lot: HeldLot) => (lot.lotNumber ? `Lot ${lot.lotNumber}` : 'Stock without a lot');

/** Why a pick is refused (null when it fits): a whole number, no more than the lot holds or the share. */
export function pickRefusal(
  context: Pick<CompletionContext, 'loaded' | 'quantity' | 'picks'>,
  change: { vendorProductId: number; lotKey: string; quantity: number },
): string | null {
  const { loaded } = context;
  if (!loaded) return 'The work order is not loaded yet.';
  const item = sharesOf(loaded, context.quantity).find((r) => r.vendorProductId === change.vendorProductId);
  const lot = lotsOf(loaded, change.vendorProductId).find((l) => l.lotKey === change.lotKey);
  if (!item || !lot) return 'That lot is not held for this work order.';
  if (!Number.isInteger(change.quantity) || change.quantity < 0) return 'Enter a whole number, 0 or more.';
  if (change.quantity > lot.held) return `${lotName(lot)} holds only ${lot.held} for this work order.`;
  const others =
    pickedFor(context.picks, item.vendorProductId) - (context.picks[item.vendorProductId]?.[lot.lotKey] ?? 0);
  if (others + change.quantity > item.share)
    return `${item.sku}: this completion consumes ${item.share}; ${others + change.quantity} would be more than that.`;
  return null;
}

export const withPick = (picks: Picks, vendorProductId: number, lotKey: string, quantity: number): Picks => ({
  ...picks,
  [vendorProductId]: { ...picks[vendorProductId], [lotKey]: quantity },
});

/** The held lot a scanned code names (its lot number, any case), or null. */
export function scannedLot(loaded: LoadedWorkOrder | null, code: string): HeldLot | null {
  const wanted = code.trim().toUpperCase();
  if (!loaded || !wanted) return null;
  return heldLots(loaded).find((l) => l.lotNumber !== null && l.lotNumber.toUpperCase() === wanted) ?? null;
}

/** A scanned lot gives its item's share first (as much as it holds); the other lots the rest, FEFO. */
export function withScan(
  context: Pick<CompletionContext, 'loaded' | 'quantity' | 'picks'>,
  lot: HeldLot,
): Picks {
  const { loaded } = context;
  if (!loaded) return context.picks;
  const item = sharesOf(loaded, context.quantity).find((r) => r.vendorProductId === lot.vendorProductId);
  if (!item) return context.picks;
  const first = Math.min(item.share, lot.held);
  let left = item.share - first;
  const picks: Record<string, number> = { [lot.lotKey]: first };
  for (const other of lotsOf(loaded, lot.vendorProductId).filter((l) => l.lotKey !== lot.lotKey)) {
    picks[other.lotKey] = Math.min(left, other.held);
    left -= picks[other.lotKey]!;
  }
  return { ...context.picks, [lot.vendorProductId]: picks };
}

/** What keeps each item from being consumed as picked (an empty object: the picks are complete). */
export function pickProblems(context: Pick<CompletionContext, 'loaded' | 'quantity' | 'picks'>) {
  const problems: Record<number, string> = {};
  if (!context.loaded) return problems;
  for (const item of sharesOf(context.loaded, context.quantity)) {
    const picked = pickedFor(context.picks, item.vendorProductId);
    if (picked === item.share) continue;
    const held = lotsOf(context.loaded, item.vendorProductId).reduce((n, l) => n + l.held, 0);
    problems[item.vendorProductId] =
      held < item.share
        ? `Only ${held} held for this work order; this completion consumes ${item.share}.`
        : `${picked} of ${item.share} picked: pick ${item.share - picked} more.`;
  }
  return problems;
}

export const isPickComplete = (context: Pick<CompletionContext, 'loaded' | 'quantity' | 'picks'>) =>
  context.loaded !== null && Object.keys(pickProblems(context)).length === 0;

/** Why a produced quantity is refused: a whole number from 1 to what remains. */
export function quantityRefusal(loaded: LoadedWorkOrder | null, quantity: number): string | null {
  if (!loaded) return 'The work order is not loaded yet.';
  const remaining = remainingOf(loaded);
  if (!Number.isInteger(quantity) || quantity < 1)
    return 'Enter a whole number of finished units, 1 or more.';
  if (quantity > remaining)
    return `Only ${remaining} remain to be ${isDisassembly(loaded) ? 'taken apart' : 'produced'}.`;
  return null;
}

/** What is wrong with the output, per field (assembly needs the finished lot; the expiry is a day). */
export function outputProblems(loaded: LoadedWorkOrder | null, output: CompletionOutput) {
  const problems: Partial<Record<keyof CompletionOutput, string>> = {};
  if (loaded && !isDisassembly(loaded) && !output.lot.trim())
    problems.lot = 'Enter the lot of the finished goods.';
  if (output.lot.trim().length > 100) problems.lot = 'A lot has at most 100 characters.';
  if (output.expiry !== null && !isIsoDay(output.expiry)) problems.expiry = 'Enter a day (YYYY-MM-DD).';
  return problems;
}

export const isOutputValid = (context: Pick<CompletionContext, 'loaded' | 'output'>) =>
  Object.keys(outputProblems(context.loaded, context.output)).length === 0;

/** The picks that take something, as the complete call names them. */
export const consumedLotsOf = (context: Pick<CompletionContext, 'loaded' | 'picks'>) =>
  (context.loaded ? heldLots(context.loaded) : [])
    .map((lot) => ({
      vendorProductId: lot.vendorProductId,
      lotNumber: lot.lotNumber,
      quantity: context.picks[lot.vendorProductId]?.[lot.lotKey] ?? 0,
    }))
    .filter((p) => p.quantity > 0);

/** What the server takes: the version shown, the quantity, the output and exactly the lots reviewed. */
export const commitOf = (context: CompletionContext): CommitInput => ({
  workOrderId: context.workOrderId,
  idempotencyKey: context.idempotencyKey,
  body: {
    version: context.loaded?.order.version,
    quantity: context.quantity,
    lot: context.output.lot.trim() || null,
    expiry: context.output.expiry,
    consumedLots: consumedLotsOf(context),
  },
});
