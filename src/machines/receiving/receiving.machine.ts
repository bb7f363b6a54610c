/**
 * The guided receiving flow (issue 4): choose the shipment (a purchase order's batches), resume or
 * discard a saved draft, scan or type each SKU (a scanner types the code and presses Enter), enter
 * quantities (received, damaged, to quarantine), location, lot, expiry and LPN per line, close lines
 * short, review a summary, confirm any over-receipt (beyond the vendor's tolerance only with the
 * override permission), and commit the whole receipt in one call. Every change of the entries saves
 * the draft, so leaving half way loses nothing. Pure: its I/O is the actors below, provided by
 * receiving.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import { outstanding, overReceipts, type Receipt } from '../../domain/receiving';
import { WAREHOUSE_TRANSFER } from '../../domain/resources/warehouse-shipment.schema';
import type {
  CommitInput,
  LoadedShipment,
  ReceiptEntry,
  ReceivableShipment,
  ReceivingContext,
  ReceivingDraft,
  ReceivingEvent,
  ReceivingInput,
} from './receiving.types';

const emptyEntry = (lineIndex: number): ReceiptEntry => ({
  lineIndex,
  received: 0,
  damaged: 0,
  quarantine: 0,
  location: '',
  lotNumber: '',
  lpn: '',
  expirationDate: '',
});

const isTransfer = (s: ReceivableShipment | null) => s?.type === WAREHOUSE_TRANSFER;

/** Units already entered in this flow for a line. */
const enteredFor = (entries: readonly ReceiptEntry[], lineIndex: number) =>
  entries
    .filter((e) => e.lineIndex === lineIndex)
    .reduce((n, e) => n + e.received + e.damaged + e.quarantine, 0);

/** The line a scanned code names: same SKU (ignoring case and spaces), preferring one still open. */
export function lineForCode(context: Pick<ReceivingContext, 'shipment' | 'entries'>, code: string): number {
  const wanted = code.trim().toUpperCase();
  const lines = context.shipment?.items ?? [];
  const matches = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.sku.trim().toUpperCase() === wanted);
  const open = matches.find(
    ({ line, index }) =>
      outstanding(line, isTransfer(context.shipment ?? null)) - enteredFor(context.entries, index) > 0,
  );
  return (open ?? matches[0])?.index ?? -1;
}

/** Why an entry cannot be added, or null. */
export function entryProblem(entry: ReceiptEntry): string | null {
  const counts = [entry.received, entry.damaged, entry.quarantine];
  if (counts.some((n) => !Number.isInteger(n) || n < 0))
    return 'Quantities must be whole numbers, 0 or more.';
  if (counts.every((n) => n === 0)) return 'Enter how many arrived (received, damaged or to quarantine).';
  if (entry.expirationDate && !/^\d{4}-\d{2}-\d{2}$/.test(entry.expirationDate))
    return 'Expiry must be a date (YYYY-MM-DD).';
  return null;
}

/** The receipt the server takes, from the flow's entries. */
export function receiptOf(context: ReceivingContext, confirmOverReceipt: boolean): Receipt {
  return {
    lines: context.entries.map((e) => ({
      lineIndex: e.lineIndex,
      received: e.received,
      damaged: e.damaged,
      quarantine: e.quarantine,
      location: e.location || null,
      lotNumber: e.lotNumber || null,
      lpn: e.lpn || null,
      expirationDate: e.expirationDate || null,
    })),
    closeShort: context.closeShort,
    confirmOverReceipt,
  };
}

/** The over-receipts of the entries so far (none for transfers: more than was sent cannot arrive). */
export const pendingOverReceipts = (context: ReceivingContext) =>
  context.shipment && !isTransfer(context.shipment)
    ? overReceipts(context.shipment.items, receiptOf(context, false), context.tolerancePercent)
    : [];

const hasDraftWork = (draft: ReceivingDraft | null) =>
  (draft?.entries.length ?? 0) + (draft?.closeShort.length ?? 0) > 0;

const draftOf = (context: ReceivingContext): ReceivingDraft => ({
  shipmentId: context.shipment!.id,
  entries: context.entries,
  closeShort: context.closeShort,
});

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Something went wrong.';

export const receivingMachine = setup({
  types: {
    input: {} as ReceivingInput,
    context: {} as ReceivingContext,
    events: {} as ReceivingEvent,
  },
  actors: {
    loadChoices: fromPromise<ReceivableShipment[], { purchaseOrderId: number }>(() =>
      Promise.reject(new Error('loadChoices not provided')),
    ),
    loadShipment: fromPromise<LoadedShipment, { shipmentId: number }>(() =>
      Promise.reject(new Error('loadShipment not provided')),
    ),
    saveDraft: fromPromise<void, ReceivingDraft>(() => Promise.resolve()),
    commit: fromPromise<ReceivableShipment, CommitInput>(() =>
      Promise.reject(new Error('commit not provided')),
    ),
  },
  guards: {
    hasShipmentId: ({ context }) => context.shipmentId !== undefined,
    scanMatches: ({ context, event }) => event.type === 'scan' && lineForCode(context, event.code) >= 0,
    entryValid: ({ context }) => context.current !== null && entryProblem(context.current) === null,
    hasWork: ({ context }) => context.entries.length > 0 || context.closeShort.length > 0,
    hasOverReceipt: ({ context }) => pendingOverReceipts(context).length > 0,
    isOverReceiptRefusal: (_, params: { error: unknown }) =>
      (params.error as { data?: { error?: string } })?.data?.error === 'over_receipt',
    forPurchaseOrder: ({ context }) => context.purchaseOrderId !== undefined,
  },
  actions: {
    storeChoices: assign((_, params: { choices: ReceivableShipment[] }) => ({
      choices: params.choices,
      error: null,
    })),
    chooseShipment: assign(({ event }) => (event.type === 'choose' ? { shipmentId: event.shipmentId } : {})),
    storeShipment: assign((_, params: { loaded: LoadedShipment }) => ({
      shipment: params.loaded.shipment,
      tolerancePercent: params.loaded.tolerancePercent,
      sentLots: params.loaded.sentLots ?? [],
      draft: params.loaded.draft,
      entries: [],
      closeShort: [],
      error: null,
    })),
    resumeDraft: assign(({ context }) => ({
      entries: context.draft?.entries ?? [],
      closeShort: context.draft?.closeShort ?? [],
      draft: null,
    })),
    forgetDraft: assign({ draft: null }),
    startEntryFromScan: assign(({ context, event }) => {
      if (event.type !== 'scan') return {};
      const lineIndex = lineForCode(context, event.code);
      return { current: emptyEntry(lineIndex), notice: null };
    }),
    startEntryFromPick: assign(({ event }) =>
      event.type === 'pick' ? { current: emptyEntry(event.lineIndex), notice: null } : {},
    ),
    noMatch: assign(({ event }) =>
      event.type === 'scan' ? { notice: `No line of this shipment has SKU ${event.code.trim()}.` } : {},
    ),
    editEntry: assign(({ context, event }) => {
      if (event.type !== 'edit' || !context.current) return {};
      const numeric = event.field === 'received' || event.field === 'damaged' || event.field === 'quarantine';
      const value = numeric ? (event.value.trim() === '' ? 0 : Number(event.value)) : event.value;
      return { current: { ...context.current, [event.field]: value } };
    }),
    addEntry: assign(({ context }) => ({
      entries: [...context.entries, context.current!],
      current: null,
      notice: null,
    })),
    explainEntry: assign(({ context }) => ({
      notice: context.current ? entryProblem(context.current) : null,
    })),
    dropEntry: assign({ current: null, notice: null }),
    removeEntry: assign(({ context, event }) =>
      event.type === 'removeEntry' ? { entries: context.entries.filter((_, i) => i !== event.index) } : {},
    ),
    toggleCloseShort: assign(({ context, event }) => {
      if (event.type !== 'toggleCloseShort') return {};
      const on = context.closeShort.includes(event.lineIndex);
      return {
        closeShort: on
          ? context.closeShort.filter((i) => i !== event.lineIndex)
          : [...context.closeShort, event.lineIndex],
      };
    }),
    storeResult: assign((_, params: { result: ReceivableShipment }) => ({
      result: params.result,
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clearError: assign({ error: null }),
    confirmOverReceipt: assign({ overReceiptConfirmed: true }),
    unconfirmOverReceipt: assign({ overReceiptConfirmed: false }),
    newKey: assign(() => ({ idempotencyKey: crypto.randomUUID() })),
    reset: assign({
      shipment: null,
      shipmentId: undefined,
      entries: [],
      closeShort: [],
      result: null,
      current: null,
    }),
  },
}).createMachine({
  id: 'receiving',
  context: ({ input }) => ({
    ...input,
    choices: [],
    shipment: null,
    tolerancePercent: 0,
    sentLots: [],
    entries: [],
    closeShort: [],
    current: null,
    draft: null,
    notice: null,
    error: null,
    result: null,
    overReceiptConfirmed: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasShipmentId', target: 'loadingShipment' }, { target: 'loadingChoices' }],
    },
    loadingChoices: {
      invoke: {
        src: 'loadChoices',
        input: ({ context }) => ({ purchaseOrderId: context.purchaseOrderId! }),
        onDone: {
          target: 'choosing',
          actions: { type: 'storeChoices', params: ({ event }) => ({ choices: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    choosing: {
      on: { choose: { target: 'loadingShipment', actions: 'chooseShipment' } },
    },
    loadingShipment: {
      invoke: {
        src: 'loadShipment',
        input: ({ context }) => ({ shipmentId: context.shipmentId! }),
        onDone: [
          {
            guard: ({ event }) => hasDraftWork(event.output.draft),
            target: 'resumePrompt',
            actions: { type: 'storeShipment', params: ({ event }) => ({ loaded: event.output }) },
          },
          {
            target: 'scanning',
            actions: { type: 'storeShipment', params: ({ event }) => ({ loaded: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    resumePrompt: {
      on: {
        resume: { target: 'scanning', actions: 'resumeDraft' },
        // The empty state scanning saves replaces the old draft.
        discard: { target: 'scanning', actions: 'forgetDraft' },
      },
    },
    scanning: {
      entry: 'clearError',
      on: {
        scan: [
          { guard: 'scanMatches', target: 'entering', actions: 'startEntryFromScan' },
          { actions: 'noMatch' },
        ],
        pick: { target: 'entering', actions: 'startEntryFromPick' },
        removeEntry: { actions: 'removeEntry', target: 'scanning', reenter: true },
        toggleCloseShort: { actions: 'toggleCloseShort', target: 'scanning', reenter: true },
        review: { guard: 'hasWork', target: 'reviewing' },
      },
      // Every visit with changed entries saves the draft (fire and forget: a failed save loses nothing now).
      invoke: {
        src: 'saveDraft',
        input: ({ context }) => draftOf(context),
      },
    },
    entering: {
      on: {
        edit: { actions: 'editEntry' },
        save: [{ guard: 'entryValid', target: 'scanning', actions: 'addEntry' }, { actions: 'explainEntry' }],
        cancel: { target: 'scanning', actions: 'dropEntry' },
      },
    },
    reviewing: {
      entry: 'unconfirmOverReceipt',
      on: {
        back: 'scanning',
        commit: [{ guard: 'hasOverReceipt', target: 'confirmingOverReceipt' }, { target: 'committing' }],
      },
    },
    confirmingOverReceipt: {
      on: {
        confirm: { target: 'committing', actions: 'confirmOverReceipt' },
        back: 'reviewing',
      },
    },
    committing: {
      invoke: {
        src: 'commit',
        input: ({ context }) => ({
          shipment: context.shipment!,
          receipt: receiptOf(context, context.overReceiptConfirmed),
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: {
          target: 'done',
          actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isOverReceiptRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'confirmingOverReceipt',
          },
          {
            target: 'reviewing',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    done: {
      on: {
        again: [
          { guard: 'forPurchaseOrder', target: 'loadingChoices', actions: ['reset', 'newKey'] },
          { target: 'loadingShipment', actions: ['newKey'] },
        ],
      },
    },
    failed: {
      on: {
        retry: [{ guard: 'hasShipmentId', target: 'loadingShipment' }, { target: 'loadingChoices' }],
      },
    },
  },
});

export type ReceivingMachine = typeof receivingMachine;
