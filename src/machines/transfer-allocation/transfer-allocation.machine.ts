/**
 * Allocating a warehouse transfer (issue 4): load the source warehouse's available stock for each
 * line with a first-expiry-first-out proposal, let the user change which lots and locations give how
 * much, check the plan (no more than requested, no more than a place holds), and reserve it in one
 * call. When the stock changed meanwhile the server refuses (409) and the flow offers to reload the
 * proposal. Pure: loadProposal and allocate are provided by the screen (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';

export interface StockChoice {
  balanceId: number;
  location: string;
  lotNumber: string | null;
  lpn: string | null;
  expirationDate: string | null;
  available: number;
  proposed: number;
}

export interface ProposalLine {
  lineIndex: number;
  sku: string;
  name: string | null;
  quantity: number;
  stock: StockChoice[];
}

export interface Proposal {
  shipmentId: number;
  status: string;
  lines: ProposalLine[];
}

/** lineIndex → balanceId → chosen quantity. */
export type Plan = Record<number, Record<number, number>>;

export interface AllocationInput {
  shipmentId: number;
  idempotencyKey: string;
}

export interface AllocationContext extends AllocationInput {
  proposal: Proposal | null;
  plan: Plan;
  error: string | null;
}

export type AllocationEvent =
  | { type: 'set'; lineIndex: number; balanceId: number; quantity: number }
  | { type: 'useProposal' }
  | { type: 'submit' }
  | { type: 'reload' }
  | { type: 'retry' };

export interface AllocateInput {
  shipmentId: number;
  idempotencyKey: string;
  lines: { lineIndex: number; from: { balanceId: number; quantity: number }[] }[];
}

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

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');
const isStockChanged = (error: unknown) => (error as { status?: number })?.status === 409;

export const transferAllocationMachine = setup({
  types: {
    input: {} as AllocationInput,
    context: {} as AllocationContext,
    events: {} as AllocationEvent,
  },
  actors: {
    loadProposal: fromPromise<Proposal, { shipmentId: number }>(() =>
      Promise.reject(new Error('loadProposal not provided')),
    ),
    allocate: fromPromise<unknown, AllocateInput>(() => Promise.reject(new Error('allocate not provided'))),
  },
  guards: {
    planValid: ({ context }) =>
      context.proposal !== null && Object.keys(planProblems(context.proposal, context.plan)).length === 0,
    stockChanged: (_, params: { error: unknown }) => isStockChanged(params.error),
  },
  actions: {
    storeProposal: assign((_, params: { proposal: Proposal }) => ({
      proposal: params.proposal,
      plan: proposedPlan(params.proposal),
      error: null,
    })),
    setQuantity: assign(({ context, event }) => {
      if (event.type !== 'set') return {};
      return {
        plan: {
          ...context.plan,
          [event.lineIndex]: { ...context.plan[event.lineIndex], [event.balanceId]: event.quantity },
        },
      };
    }),
    resetPlan: assign(({ context }) => (context.proposal ? { plan: proposedPlan(context.proposal) } : {})),
    storeError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    explainPlan: assign({ error: 'Fix the highlighted lines first.' }),
    newKey: assign(() => ({ idempotencyKey: crypto.randomUUID() })),
  },
}).createMachine({
  id: 'transferAllocation',
  context: ({ input }) => ({ ...input, proposal: null, plan: {}, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProposal',
        input: ({ context }) => ({ shipmentId: context.shipmentId }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeProposal', params: ({ event }) => ({ proposal: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    editing: {
      on: {
        set: { actions: 'setQuantity' },
        useProposal: { actions: 'resetPlan' },
        submit: [{ guard: 'planValid', target: 'allocating' }, { actions: 'explainPlan' }],
      },
    },
    allocating: {
      invoke: {
        src: 'allocate',
        input: ({ context }) => ({
          shipmentId: context.shipmentId,
          idempotencyKey: context.idempotencyKey,
          lines: context
            .proposal!.lines.map((l) => ({
              lineIndex: l.lineIndex,
              from: Object.entries(context.plan[l.lineIndex] ?? {})
                .filter(([, quantity]) => quantity > 0)
                .map(([balanceId, quantity]) => ({ balanceId: Number(balanceId), quantity })),
            }))
            .filter((l) => l.from.length > 0),
        }),
        onDone: 'allocated',
        onError: [
          {
            guard: { type: 'stockChanged', params: ({ event }) => ({ error: event.error }) },
            target: 'stockChanged',
            actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'newKey'],
          },
          {
            target: 'editing',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    stockChanged: {
      on: { reload: 'loading' },
    },
    allocated: { type: 'final' },
    failed: {
      on: { retry: 'loading' },
    },
  },
});
