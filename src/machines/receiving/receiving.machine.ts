/**
 * The guided receiving flow (issue 4): choose the shipment (a purchase order's batches), resume or
 * discard a saved draft (opened to resume, it goes straight on), scan each unit (a SKU or the
 * item's barcode; each scan counts one), count each line (received, damaged, to quarantine;
 * location, lot, expiry, LPN), close lines short, review, confirm any over-receipt (beyond the
 * vendor's tolerance only with the override permission), and commit the receipt in one call. Every
 * change of the entries saves the draft. Pure: its rules are receiving.logic.ts, its I/O the actors
 * below, provided by receiving.implementations.ts and tests.
 */
import { assign, fromPromise, setup } from 'xstate';
import { codeOf, messageOf } from '../api-failure';
import * as rules from './receiving.logic';
import type {
  CommitInput,
  LoadedShipment,
  ReceivableShipment,
  ReceivingContext,
  ReceivingDraft,
  ReceivingEvent,
  ReceivingInput,
} from './receiving.types';

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
    hasDraftWork: (_, params: { loaded: LoadedShipment }) => rules.hasDraftWork(params.loaded.draft),
    resumesDraft: ({ context }, params: { loaded: LoadedShipment }) =>
      context.resume === true && rules.hasDraftWork(params.loaded.draft),
    isScanMatched: ({ context }, params: { code: string }) => rules.lineForCode(context, params.code) >= 0,
    isEntryValid: ({ context }) => context.current !== null && rules.entryProblem(context.current) === null,
    hasWork: ({ context }) => rules.hasWork(context),
    hasOverReceipt: ({ context }) => rules.pendingOverReceipts(context).length > 0,
    canConfirmOverReceipt: ({ context }) => !rules.isOverReceiptBlocked(context),
    isOverReceiptRefusal: (_, params: { error: unknown }) => codeOf(params.error) === 'over_receipt',
    isForPurchaseOrder: ({ context }) => context.purchaseOrderId !== undefined,
    hasMoreToReceive: ({ context }) => context.result !== null && !rules.isFullyReceived(context.result),
  },
  actions: {
    storeChoices: assign((_, params: { choices: ReceivableShipment[] }) => ({
      choices: params.choices,
      error: null,
    })),
    chooseShipment: assign(({ event }) =>
      event.type === 'shipment.choose' ? { shipmentId: event.shipmentId, resume: event.resume === true } : {},
    ),
    storeShipment: assign((_, params: { loaded: LoadedShipment }) => rules.loadedContext(params.loaded)),
    resumeDraft: assign(({ context }) => rules.resumedContext(context.draft)),
    forgetDraft: assign({ draft: null }),
    startEntry: assign((_, params: { lineIndex: number }) => ({
      current: rules.emptyEntry(params.lineIndex),
      notice: null,
    })),
    countScan: assign(({ context, event }) =>
      event.type === 'receipt.lineScanned' ? rules.scannedContext(context, event.code) : {},
    ),
    editEntry: assign(({ context, event }) =>
      event.type === 'entry.edit' && context.current
        ? { current: rules.editedEntry(context.current, event.field, event.value) }
        : {},
    ),
    addEntry: assign(({ context }) => ({
      entries: [...context.entries, context.current!],
      current: null,
      notice: null,
    })),
    explainEntry: assign(({ context }) => ({
      notice: context.current ? rules.entryProblem(context.current) : null,
    })),
    dropEntry: assign({ current: null, notice: null }),
    removeEntry: assign(({ context, event }) =>
      event.type === 'entry.remove' ? { entries: context.entries.filter((_, i) => i !== event.index) } : {},
    ),
    toggleCloseShort: assign(({ context, event }) =>
      event.type === 'line.toggleCloseShort'
        ? { closeShort: rules.toggledCloseShort(context.closeShort, event.lineIndex) }
        : {},
    ),
    storeResult: assign((_, params: { result: ReceivableShipment }) => ({
      result: params.result,
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clearError: assign({ error: null }),
    confirmOverReceipt: assign({ overReceiptConfirmed: true }),
    unconfirmOverReceipt: assign({ overReceiptConfirmed: false }),
    newKey: assign(() => ({ idempotencyKey: crypto.randomUUID() })),
    reset: assign(() => rules.resetContext()),
  },
}).createMachine({
  id: 'receiving',
  context: ({ input }) => rules.initialContext(input),
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
    choosing: { on: { 'shipment.choose': { target: 'loadingShipment', actions: 'chooseShipment' } } },
    loadingShipment: {
      invoke: {
        src: 'loadShipment',
        input: ({ context }) => ({ shipmentId: context.shipmentId! }),
        onDone: [
          // Opened to resume (the purchase order's "Resume receiving"): straight on, one click.
          {
            guard: { type: 'resumesDraft', params: ({ event }) => ({ loaded: event.output }) },
            target: 'scanning',
            actions: [
              { type: 'storeShipment', params: ({ event }) => ({ loaded: event.output }) },
              'resumeDraft',
            ],
          },
          {
            guard: { type: 'hasDraftWork', params: ({ event }) => ({ loaded: event.output }) },
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
        'draft.resume': { target: 'scanning', actions: 'resumeDraft' },
        // The empty state scanning saves replaces the old draft.
        'draft.discard': { target: 'scanning', actions: 'forgetDraft' },
      },
    },
    scanning: {
      entry: 'clearError',
      on: {
        // Each scan counts a unit (rules.scannedContext); a code of no line is refused there.
        'receipt.lineScanned': [
          {
            guard: { type: 'isScanMatched', params: ({ event }) => ({ code: event.code }) },
            target: 'entering',
            actions: 'countScan',
          },
          { actions: 'countScan' },
        ],
        'receipt.linePicked': {
          target: 'entering',
          actions: { type: 'startEntry', params: ({ event }) => ({ lineIndex: event.lineIndex }) },
        },
        'entry.remove': { target: 'scanning', reenter: true, actions: 'removeEntry' },
        'line.toggleCloseShort': { target: 'scanning', reenter: true, actions: 'toggleCloseShort' },
        'receipt.review': { guard: 'hasWork', target: 'reviewing' },
      },
      // Every visit with changed entries saves the draft (fire and forget: a failed save loses nothing now).
      invoke: { src: 'saveDraft', input: ({ context }) => rules.draftOf(context) },
    },
    entering: {
      on: {
        'receipt.lineScanned': { actions: 'countScan' },
        'entry.edit': { actions: 'editEntry' },
        'entry.save': [
          { guard: 'isEntryValid', target: 'scanning', actions: 'addEntry' },
          { actions: 'explainEntry' },
        ],
        'entry.cancel': { target: 'scanning', actions: 'dropEntry' },
      },
    },
    reviewing: {
      entry: 'unconfirmOverReceipt',
      on: {
        'receipt.back': 'scanning',
        'receipt.submit': [
          { guard: 'hasOverReceipt', target: 'confirmingOverReceipt' },
          { target: 'committing' },
        ],
      },
    },
    confirmingOverReceipt: {
      on: {
        'receipt.confirmOverReceipt': {
          guard: 'canConfirmOverReceipt',
          target: 'committing',
          actions: 'confirmOverReceipt',
        },
        'receipt.back': 'reviewing',
      },
    },
    committing: {
      invoke: {
        src: 'commit',
        input: ({ context }) => ({
          shipment: context.shipment!,
          receipt: rules.receiptOf(context, context.overReceiptConfirmed),
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
        'receipt.receiveMore': [
          { guard: 'isForPurchaseOrder', target: 'loadingChoices', actions: ['reset', 'newKey'] },
          { guard: 'hasMoreToReceive', target: 'loadingShipment', actions: 'newKey' },
        ],
      },
    },
    failed: {
      on: {
        'load.retry': [{ guard: 'hasShipmentId', target: 'loadingShipment' }, { target: 'loadingChoices' }],
      },
    },
  },
});

export type ReceivingMachine = typeof receivingMachine;
