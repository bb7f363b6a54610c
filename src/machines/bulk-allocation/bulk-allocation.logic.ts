/**
 * Pure rules of the bulk allocation flow, shared by its guards, its actors' input and its screen.
 *
 * The server takes a line all or nothing: the places a line names must add up to its quantity
 * (manual-shipment-steps.service.ts allocateShipment). So the flow never holds more than a place has
 * free or more than a line needs (such a change is refused and the plan stays as it was), and it
 * reviews only a plan where every line that tracks stock is complete.
 *
 * Lines of the same item share its balances: the proposal gives a later line what the earlier ones
 * leave, so a balance's whole free quantity is the `available` of the first line that lists it, and
 * what one line may take from it is that less what the other lines take.
 */
import type {
  AllocationProposal,
  BulkAllocateInput,
  BulkAllocationContext,
  Plan,
  ProposalLine,
} from './bulk-allocation.types';

export const proposedPlan = (proposal: AllocationProposal): Plan =>
  Object.fromEntries(
    proposal.lines.map((l) => [
      l.lineIndex,
      Object.fromEntries(l.stock.map((s) => [s.balanceId, s.proposed])),
    ]),
  );

export const chosenFor = (plan: Plan, lineIndex: number) =>
  Object.values(plan[lineIndex] ?? {}).reduce((n, q) => n + q, 0);

/** A line the user chooses stock for: its item tracks stock at the warehouse. */
export const choosesStock = (line: ProposalLine) => line.tracksStock === true;

/** Each balance's whole free quantity (the first listing's, before any line took from it). */
function capacities(proposal: AllocationProposal): Map<number, number> {
  const free = new Map<number, number>();
  for (const line of proposal.lines)
    for (const s of line.stock) if (!free.has(s.balanceId)) free.set(s.balanceId, s.available);
  return free;
}

/** What `lineIndex` may take from a balance now: its free quantity less what the other lines take. */
export function freeFor(proposal: AllocationProposal, plan: Plan, lineIndex: number, balanceId: number) {
  const capacity = capacities(proposal).get(balanceId) ?? 0;
  const others = proposal.lines
    .filter((l) => l.lineIndex !== lineIndex)
    .reduce((n, l) => n + (plan[l.lineIndex]?.[balanceId] ?? 0), 0);
  return Math.max(0, capacity - others);
}

const placeName = (s: { location: string; lotNumber: string | null }) =>
  [s.location || 'No location', s.lotNumber ? `lot ${s.lotNumber}` : null].filter(Boolean).join(' · ');

/**
 * Why setting a place's quantity is refused (over-allocation is impossible), null when it fits: a
 * whole number, 0 or more, no more than the place has free, and the line's total no more than it needs.
 */
export function quantityRefusal(
  proposal: AllocationProposal,
  plan: Plan,
  change: { lineIndex: number; balanceId: number; quantity: number },
): string | null {
  const line = proposal.lines.find((l) => l.lineIndex === change.lineIndex);
  const place = line?.stock.find((s) => s.balanceId === change.balanceId);
  if (!line || !place || !choosesStock(line)) return 'That stock is not offered for this line.';
  if (!Number.isInteger(change.quantity) || change.quantity < 0) return 'Enter a whole number, 0 or more.';
  const free = freeFor(proposal, plan, change.lineIndex, change.balanceId);
  if (change.quantity > free) return `${placeName(place)} has only ${free} free for this line.`;
  const total = chosenFor(plan, change.lineIndex) - (plan[change.lineIndex]?.[change.balanceId] ?? 0);
  if (total + change.quantity > line.quantity)
    return `${line.sku} needs ${line.quantity}: ${total + change.quantity} would be more than that.`;
  return null;
}

/** What keeps each line from being allocated as planned (an empty object: the plan can be reviewed). */
export function planProblems(proposal: AllocationProposal, plan: Plan): Record<number, string> {
  const problems: Record<number, string> = {};
  for (const line of proposal.lines) {
    if (line.tracksStock === null) {
      problems[line.lineIndex] = `${line.sku} is not an item of this vendor: correct the line first.`;
      continue;
    }
    if (!choosesStock(line)) continue;
    const chosen = chosenFor(plan, line.lineIndex);
    if (chosen === line.quantity) continue;
    const reachable = line.stock.reduce(
      (n, s) => n + freeFor(proposal, plan, line.lineIndex, s.balanceId),
      0,
    );
    problems[line.lineIndex] =
      reachable < line.quantity
        ? `Not enough stock: ${line.quantity} needed, ${reachable} available at this warehouse.`
        : `${chosen} of ${line.quantity} chosen: choose ${line.quantity - chosen} more.`;
  }
  return problems;
}

export const isPlanComplete = (context: Pick<BulkAllocationContext, 'proposal' | 'plan'>) =>
  context.proposal !== null && Object.keys(planProblems(context.proposal, context.plan)).length === 0;

/** The plan with one place's quantity changed. */
export const withQuantity = (plan: Plan, lineIndex: number, balanceId: number, quantity: number): Plan => ({
  ...plan,
  [lineIndex]: { ...plan[lineIndex], [balanceId]: quantity },
});

/** The places a line takes from, in the proposal's order (first expiry first), more than 0 each. */
export const takesOf = (context: Pick<BulkAllocationContext, 'proposal' | 'plan'>, line: ProposalLine) =>
  line.stock
    .map((s) => ({ ...s, quantity: context.plan[line.lineIndex]?.[s.balanceId] ?? 0 }))
    .filter((s) => s.quantity > 0);

/** What the server takes: every line that tracks stock, with exactly the places reviewed. */
export const allocationOf = (context: BulkAllocationContext): BulkAllocateInput => ({
  shipmentId: context.shipmentId,
  idempotencyKey: context.idempotencyKey,
  version: context.proposal?.version ?? 0,
  lines: (context.proposal?.lines ?? []).filter(choosesStock).map((line) => ({
    lineIndex: line.lineIndex,
    from: takesOf(context, line).map((s) => ({ balanceId: s.balanceId, quantity: s.quantity })),
  })),
});
