/** Pure checks and figures of the allocation flow, shared by its guards, its actors' input and its screen. */
import type { AllocateInput, AllocationContext, Plan, Proposal } from './transfer-allocation.types';

export const proposedPlan = (proposal: Proposal): Plan =>
  Object.fromEntries(
    proposal.lines.map((l) => [
      l.lineIndex,
      Object.fromEntries(l.stock.map((s) => [s.balanceId, s.proposed])),
    ]),
  );

export const chosenFor = (plan: Plan, lineIndex: number) =>
  Object.values(plan[lineIndex] ?? {}).reduce((n, q) => n + q, 0);

/** What is wrong with a plan, per line (an empty object: it can be allocated). */
export function planProblems(proposal: Proposal, plan: Plan): Record<number, string> {
  const problems: Record<number, string> = {};
  for (const line of proposal.lines) {
    const chosen = plan[line.lineIndex] ?? {};
    const tooMuch = line.stock.find((s) => (chosen[s.balanceId] ?? 0) > s.available);
    const bad = Object.values(chosen).some((q) => !Number.isInteger(q) || q < 0);
    const total = chosenFor(plan, line.lineIndex);
    if (bad) problems[line.lineIndex] = 'Quantities must be whole numbers, 0 or more.';
    else if (tooMuch)
      problems[line.lineIndex] = `${tooMuch.location || 'That place'} has only ${tooMuch.available}.`;
    else if (total > line.quantity)
      problems[line.lineIndex] = `${total} chosen, but ${line.quantity} requested.`;
  }
  if (proposal.lines.every((l) => chosenFor(plan, l.lineIndex) === 0) && proposal.lines.length > 0) {
    problems[proposal.lines[0]!.lineIndex] ??= 'Choose stock for at least one line.';
  }
  return problems;
}

export const isPlanValid = (context: Pick<AllocationContext, 'proposal' | 'plan'>) =>
  context.proposal !== null && Object.keys(planProblems(context.proposal, context.plan)).length === 0;

/** The plan with one place's quantity changed. */
export const withQuantity = (plan: Plan, lineIndex: number, balanceId: number, quantity: number): Plan => ({
  ...plan,
  [lineIndex]: { ...plan[lineIndex], [balanceId]: quantity },
});

/** What the server takes: per line, the places giving more than 0. */
export const allocationOf = (context: AllocationContext): AllocateInput => ({
  shipmentId: context.shipmentId,
  idempotencyKey: context.idempotencyKey,
  lines: (context.proposal?.lines ?? [])
    .map((l) => ({
      lineIndex: l.lineIndex,
      from: Object.entries(context.plan[l.lineIndex] ?? {})
        .filter(([, quantity]) => quantity > 0)
        .map(([balanceId, quantity]) => ({ balanceId: Number(balanceId), quantity })),
    }))
    .filter((l) => l.from.length > 0),
});
