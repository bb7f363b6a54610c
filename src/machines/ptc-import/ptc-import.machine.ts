/**
 * PTC file upload: a CSV or XLSX sheet of pass-through costs is read in the browser, its rows checked
 * and priced by the server for the chosen client (nothing written) and shown with the errors of each
 * cell; a sheet whose every row passed is imported in one go (the file kept, one charge per row), or
 * comes back with the rows the server still refuses. Choosing another file starts again.
 *
 *   idle ─file.chosen─► reading ─► previewing ─► ready ─import.confirm─► importing ─► done
 *                          │   └► awaitingVendor ─┘ └► invalid                 │
 *                          └────► failed ◄─(call failed)───────────────────────┘
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PtcFileRow, PtcPreviewAnswer } from '../../domain/contracts/ptc-files';
import { fieldsOf, messageOf } from '../api-failure';
import { defaultName, sheetRefusal, type PtcSheet } from './ptc-sheet';
import type {
  ImportInput,
  PreviewInput,
  PreviewOutput,
  PtcImportContext,
  PtcImportEvent,
} from './ptc-import.types';

/** An import the server refused for its rows: its answer carries each row's errors. */
export class SheetRejectedError extends Error {
  constructor(
    readonly answer: PtcPreviewAnswer,
    message = 'Some rows have errors, so nothing was imported.',
  ) {
    super(message);
  }
}

const cleared = { answer: null, sameName: null, created: null, error: null, fields: {} };

const previewInput = ({ context }: { context: PtcImportContext }): PreviewInput => ({
  vendorId: context.vendorId!,
  sheet: context.sheet!,
  name: context.name,
});

export const ptcImportMachine = setup({
  types: {
    context: {} as PtcImportContext,
    events: {} as PtcImportEvent,
    // eslint-disable-next-line typed/no-unnecessary-type-assertion -- the type XState reads, not a value
    input: {} as { vendorId?: number | null } | undefined,
  },
  actors: {
    readFile: fromPromise<PtcSheet, { file: File }>(() => Promise.reject(new Error('readFile not provided'))),
    previewRows: fromPromise<PreviewOutput, PreviewInput>(() =>
      Promise.reject(new Error('previewRows not provided')),
    ),
    importRows: fromPromise<PtcFileRow, ImportInput>(() =>
      Promise.reject(new Error('importRows not provided')),
    ),
  },
  actions: {
    storeFile: assign(({ context }, params: { file: File }) => ({
      ...cleared,
      file: params.file,
      sheet: null,
      name: context.nameTouched ? context.name : defaultName(params.file.name),
    })),
    storeSheet: assign((_, params: { sheet: PtcSheet }) => ({ sheet: params.sheet })),
    storeVendor: assign((_, params: { vendorId: number | null }) => ({
      vendorId: params.vendorId,
      answer: null,
      sameName: null,
    })),
    storeName: assign((_, params: { name: string }) => ({
      name: params.name,
      nameTouched: true,
      fields: {},
    })),
    storePreview: assign((_, params: { output: PreviewOutput }) => ({
      answer: params.output.answer,
      sameName: params.output.sameName,
      error: null,
    })),
    storeAnswer: assign((_, params: { answer: PtcPreviewAnswer }) => ({ answer: params.answer })),
    storeCreated: assign((_, params: { created: PtcFileRow }) => ({ created: params.created, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({
      error: messageOf(params.error),
      fields: fieldsOf(params.error),
    })),
    clearError: assign({ error: null, fields: {} }),
    clear: assign(({ context }) => ({
      ...cleared,
      file: null,
      sheet: null,
      name: '',
      nameTouched: false,
      vendorId: context.vendorId,
    })),
  },
  guards: {
    isRefused: (_, params: { sheet: PtcSheet }) => sheetRefusal(params.sheet) !== null,
    hasVendor: ({ context }) => context.vendorId !== null,
    choosesVendor: (_, params: { vendorId: number | null }) => params.vendorId !== null,
    allValid: (_, params: { answer: PtcPreviewAnswer }) => params.answer.errorCount === 0,
    canImport: ({ context }) => context.name.trim() !== '' && context.answer?.errorCount === 0,
    isRejected: (_, params: { error: unknown }) => params.error instanceof SheetRejectedError,
    isRefusedField: (_, params: { error: unknown }) => Object.keys(fieldsOf(params.error)).length > 0,
    canRetry: ({ context }) =>
      context.vendorId !== null && context.sheet !== null && sheetRefusal(context.sheet) === null,
    canPreviewFor: ({ context }, params: { vendorId: number | null }) =>
      params.vendorId !== null && context.sheet !== null && sheetRefusal(context.sheet) === null,
  },
}).createMachine({
  id: 'ptcImport',
  context: ({ input }) => ({
    file: null,
    sheet: null,
    vendorId: input?.vendorId ?? null,
    name: '',
    nameTouched: false,
    ...cleared,
  }),
  initial: 'idle',
  on: {
    'file.chosen': {
      target: '.reading',
      actions: { type: 'storeFile', params: ({ event }) => ({ file: event.file }) },
    },
    'name.change': { actions: { type: 'storeName', params: ({ event }) => event } },
    'import.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {
      on: { 'vendor.change': { actions: { type: 'storeVendor', params: ({ event }) => event } } },
    },
    reading: {
      on: { 'vendor.change': { actions: { type: 'storeVendor', params: ({ event }) => event } } },
      invoke: {
        src: 'readFile',
        input: ({ context }) => ({ file: context.file! }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ sheet: event.output }) },
            target: 'failed',
            actions: [
              { type: 'storeSheet', params: ({ event }) => ({ sheet: event.output }) },
              { type: 'storeError', params: ({ event }) => ({ error: sheetRefusal(event.output) }) },
            ],
          },
          {
            guard: 'hasVendor',
            target: 'checked.previewing',
            actions: { type: 'storeSheet', params: ({ event }) => ({ sheet: event.output }) },
          },
          {
            target: 'checked.awaitingVendor',
            actions: { type: 'storeSheet', params: ({ event }) => ({ sheet: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** A sheet read: waiting for the client, checked by the server, then valid or not. */
    checked: {
      initial: 'awaitingVendor',
      on: {
        // Another client: its markup and warehouses, checked again (a running check is left).
        'vendor.change': [
          {
            guard: { type: 'choosesVendor', params: ({ event }) => event },
            target: '.previewing',
            reenter: true,
            actions: { type: 'storeVendor', params: ({ event }) => event },
          },
          { target: '.awaitingVendor', actions: { type: 'storeVendor', params: ({ event }) => event } },
        ],
      },
      states: {
        awaitingVendor: {},
        previewing: {
          invoke: {
            src: 'previewRows',
            input: previewInput,
            onDone: [
              {
                guard: { type: 'allValid', params: ({ event }) => ({ answer: event.output.answer }) },
                target: 'ready',
                actions: { type: 'storePreview', params: ({ event }) => ({ output: event.output }) },
              },
              {
                target: 'invalid',
                actions: { type: 'storePreview', params: ({ event }) => ({ output: event.output }) },
              },
            ],
            onError: {
              target: '#ptcImport.failed',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {
          on: {
            'import.confirm': { guard: 'canImport', target: '#ptcImport.importing', actions: 'clearError' },
          },
        },
        invalid: {},
      },
    },
    importing: {
      on: { 'file.chosen': { actions: [] } },
      invoke: {
        src: 'importRows',
        input: ({ context }) => ({ ...previewInput({ context }), file: context.file! }),
        onDone: {
          target: 'done',
          actions: { type: 'storeCreated', params: ({ event }) => ({ created: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRejected', params: ({ event }) => ({ error: event.error }) },
            target: 'checked.invalid',
            actions: [
              {
                type: 'storeAnswer',
                params: ({ event }) => ({ answer: (event.error as SheetRejectedError).answer }),
              },
              { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            // The name or the file refused: the message goes beside it; fix and import again.
            guard: { type: 'isRefusedField', params: ({ event }) => ({ error: event.error }) },
            target: 'checked.ready',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    done: {
      on: {
        'file.chosen': {
          target: 'reading',
          actions: ['clear', { type: 'storeFile', params: ({ event }) => ({ file: event.file }) }],
        },
        'vendor.change': {
          target: 'idle',
          actions: ['clear', { type: 'storeVendor', params: ({ event }) => event }],
        },
      },
    },
    failed: {
      on: {
        'vendor.change': [
          {
            guard: { type: 'canPreviewFor', params: ({ event }) => event },
            target: 'checked.previewing',
            actions: { type: 'storeVendor', params: ({ event }) => event },
          },
          { actions: { type: 'storeVendor', params: ({ event }) => event } },
        ],
        retry: { guard: 'canRetry', target: 'checked.previewing' },
      },
    },
  },
});

export type PtcImportMachine = typeof ptcImportMachine;
