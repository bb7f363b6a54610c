/**
 * Packing a bulk shipment (issue 14): open a carton, scan (or type) the items into it — each scan
 * adds one unit, a code of no line or of a line already packed is refused and flashes —, close it,
 * put it on a pallet (or leave it loose), and save the whole packing through the pack step, which
 * gives each new carton and pallet its LPN and SSCC. Weights and dimensions may be entered at any
 * time. A packing saved over a shipment changed meanwhile is refused (409) and reloaded. Pure:
 * loadPacking and pack are provided by bulk-packing.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import { statusOf } from '../api-failure';
import {
  failureText,
  findCarton,
  hasChanges,
  isMeasure,
  mayPalletize,
  measuredCarton,
  measuredPallet,
  opened,
  packBody,
  palletized,
  refusedScan,
  removed,
  scannedIn,
  scanOutcome,
  started,
  takenOut,
  unitsIn,
} from './bulk-packing.logic';
import type {
  BulkPackingContext,
  BulkPackingEvent,
  BulkPackingInput,
  MeasureField,
  PackInput,
  PackingStart,
} from './bulk-packing.types';

type Palletize = { key?: string; palletKey?: string | null };
type Measure = { key: string; field: MeasureField; value: number | null };

export const bulkPackingMachine = setup({
  types: {
    input: {} as BulkPackingInput,
    context: {} as BulkPackingContext,
    events: {} as BulkPackingEvent,
  },
  actors: {
    loadPacking: fromPromise<PackingStart, { shipmentId: number; vendorId: number }>(() =>
      Promise.reject(new Error('loadPacking not provided')),
    ),
    pack: fromPromise<unknown, PackInput>(() => Promise.reject(new Error('pack not provided'))),
  },
  guards: {
    scanFits: ({ context }, p: { code: string }) => 'lineIndex' in scanOutcome(context, p.code),
    holdsUnitOf: ({ context }, p: { lineIndex: number }) =>
      (findCarton(context, context.openKey)?.contents[p.lineIndex] ?? 0) > 0,
    openHasUnits: ({ context }) => unitsIn(findCarton(context, context.openKey) ?? { contents: {} }) > 0,
    hasCarton: ({ context }, p: { key: string }) => findCarton(context, p.key) !== undefined,
    canPalletize: ({ context }, p: Palletize) => mayPalletize(context, p),
    isMeasure: (_, p: Measure) => isMeasure(p.value),
    hasChanges: ({ context }) => hasChanges(context),
    isConflict: (_, p: { error: unknown }) => statusOf(p.error) === 409,
  },
  actions: {
    storeStart: assign((_, p: { start: PackingStart }) => started(p.start)),
    openNew: assign(({ context }) => opened(context)),
    reopen: assign((_, p: { key: string }) => ({ openKey: p.key, closedKey: null, notice: null })),
    addUnit: assign(({ context }, p: { code: string }) => scannedIn(context, p.code)),
    refuseScan: assign(({ context }, p: { code: string }) => refusedScan(context, p.code)),
    removeUnit: assign(({ context }, p: { lineIndex: number }) => takenOut(context, p.lineIndex)),
    closeCarton: assign(({ context }) => ({ closedKey: context.openKey, openKey: null, notice: null })),
    explainEmpty: assign({
      notice: {
        tone: 'danger' as const,
        text: 'Scan at least one unit into the carton first, or discard it.',
      },
    }),
    discardOpen: assign(({ context }) => removed(context, context.openKey)),
    removeCarton: assign(({ context }, p: { key: string }) => removed(context, p.key)),
    palletize: assign(({ context }, p: Palletize) => palletized(context, p)),
    measureCarton: assign(({ context }, p: Measure) => measuredCarton(context, p)),
    measurePallet: assign(({ context }, p: Measure) => measuredPallet(context, p)),
    explainNoChange: assign({ error: 'Nothing changed since the packing was saved.' }),
    storeError: assign((_, p: { error: unknown }) => ({ error: failureText(p.error) })),
    newKey: assign(() => ({ idempotencyKey: crypto.randomUUID() })),
  },
}).createMachine({
  id: 'bulkPacking',
  context: ({ input }) => ({
    ...input,
    version: 0,
    lines: [],
    cartons: [],
    pallets: [],
    openKey: null,
    closedKey: null,
    savedBody: '',
    serial: 1,
    notice: null,
    scanMisses: 0,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPacking',
        input: ({ context }) => ({ shipmentId: context.shipmentId, vendorId: context.vendorId }),
        onDone: {
          target: 'packing',
          actions: { type: 'storeStart', params: ({ event }) => ({ start: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    packing: {
      initial: 'settled',
      on: {
        'carton.measure': {
          guard: { type: 'isMeasure', params: ({ event }) => event },
          actions: { type: 'measureCarton', params: ({ event }) => event },
        },
        'pallet.measure': {
          guard: { type: 'isMeasure', params: ({ event }) => event },
          actions: { type: 'measurePallet', params: ({ event }) => event },
        },
      },
      states: {
        // A carton is open: scans fill it.
        scanning: {
          on: {
            'item.scan': [
              {
                guard: { type: 'scanFits', params: ({ event }) => event },
                actions: { type: 'addUnit', params: ({ event }) => event },
              },
              { actions: { type: 'refuseScan', params: ({ event }) => event } },
            ],
            'item.remove': {
              guard: { type: 'holdsUnitOf', params: ({ event }) => event },
              actions: { type: 'removeUnit', params: ({ event }) => event },
            },
            'carton.close': [
              { guard: 'openHasUnits', target: 'settled.closed', actions: 'closeCarton' },
              { actions: 'explainEmpty' },
            ],
            'carton.discard': { target: 'settled', actions: 'discardOpen' },
          },
        },
        // No carton open: cartons can be opened, arranged on pallets, removed, and the packing saved.
        settled: {
          initial: 'idle',
          on: {
            'carton.open': { target: 'scanning', actions: 'openNew' },
            'carton.reopen': {
              guard: { type: 'hasCarton', params: ({ event }) => event },
              target: 'scanning',
              actions: { type: 'reopen', params: ({ event }) => event },
            },
            'carton.remove': {
              guard: { type: 'hasCarton', params: ({ event }) => event },
              target: '.idle',
              actions: { type: 'removeCarton', params: ({ event }) => event },
            },
            'carton.palletize': {
              guard: { type: 'canPalletize', params: ({ event }) => event },
              actions: { type: 'palletize', params: ({ event }) => event },
            },
            'packing.save': [
              { guard: 'hasChanges', target: '#bulkPacking.saving' },
              { actions: 'explainNoChange' },
            ],
          },
          states: {
            idle: {},
            // The carton just closed waits for its pallet.
            closed: {
              on: {
                'carton.palletize': {
                  guard: { type: 'canPalletize', params: ({ event }) => event },
                  target: 'onPallet',
                  actions: { type: 'palletize', params: ({ event }) => event },
                },
              },
            },
            onPallet: {},
          },
        },
      },
    },
    saving: {
      invoke: {
        src: 'pack',
        input: ({ context }) => ({
          shipmentId: context.shipmentId,
          idempotencyKey: context.idempotencyKey,
          version: context.version,
          body: packBody(context),
        }),
        onDone: 'saved',
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'newKey'],
          },
          {
            target: 'packing.settled',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    conflict: {
      on: { 'packing.reload': 'loading' },
    },
    saved: { type: 'final' },
    failed: {
      on: { 'load.retry': 'loading' },
    },
  },
});

export type BulkPackingMachine = typeof bulkPackingMachine;
