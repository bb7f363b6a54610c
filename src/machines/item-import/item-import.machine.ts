/**
 * Vendor Items import: a file is read in the browser, its rows are checked by the server (a dry run)
 * and shown with their errors; only a file whose every row passed can be imported, in one go. A real
 * run the server still refuses (an SKU added meanwhile) comes back as a checked file with its errors.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  ITEM_IMPORT_MAX_ROWS,
  type ItemFileRow,
  type ItemFileSheet,
  type ItemImportAnswer,
} from '../../domain/vendor-product-file';
import { messageOf } from '../api-failure';

export interface ItemImportContext {
  file: File | null;
  sheet: ItemFileSheet | null;
  answer: ItemImportAnswer | null;
  error: string | null;
}

export type ItemImportEvent =
  { type: 'file.chosen'; file: File } | { type: 'import.confirm' } | { type: 'import.reset' };

/** A real run the server refused: its answer carries the failing rows. */
export class ImportRejectedError extends Error {
  constructor(readonly answer: ItemImportAnswer) {
    super('Some rows have errors; nothing was imported.');
  }
}

const rowsOf = (context: ItemImportContext): ItemFileRow[] => context.sheet?.rows.map((r) => r.values) ?? [];

export const itemImportMachine = setup({
  types: { context: {} as ItemImportContext, events: {} as ItemImportEvent },
  actors: {
    readFile: fromPromise<ItemFileSheet, { file: File }>(() =>
      Promise.reject(new Error('readFile not provided')),
    ),
    checkRows: fromPromise<ItemImportAnswer, { rows: ItemFileRow[] }>(() =>
      Promise.reject(new Error('checkRows not provided')),
    ),
    importRows: fromPromise<ItemImportAnswer, { rows: ItemFileRow[] }>(() =>
      Promise.reject(new Error('importRows not provided')),
    ),
  },
  actions: {
    storeFile: assign((_, params: { file: File }) => ({
      file: params.file,
      sheet: null,
      answer: null,
      error: null,
    })),
    storeSheet: assign((_, params: { sheet: ItemFileSheet }) => ({ sheet: params.sheet })),
    storeAnswer: assign((_, params: { answer: ItemImportAnswer }) => ({ answer: params.answer })),
    storeError: assign((_, params: { error: string }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    clear: assign({ file: null, sheet: null, answer: null, error: null }),
  },
  guards: {
    isEmptySheet: (_, params: { sheet: ItemFileSheet }) => params.sheet.rows.length === 0,
    isTooLong: (_, params: { sheet: ItemFileSheet }) => params.sheet.rows.length > ITEM_IMPORT_MAX_ROWS,
    isValid: ({ context }) => context.answer?.valid === true,
    isRejected: (_, params: { error: unknown }) => params.error instanceof ImportRejectedError,
  },
}).createMachine({
  id: 'itemImport',
  context: { file: null, sheet: null, answer: null, error: null },
  initial: 'idle',
  on: {
    'file.chosen': {
      target: '.reading',
      actions: { type: 'storeFile', params: ({ event }) => ({ file: event.file }) },
    },
    'import.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {},
    reading: {
      invoke: {
        src: 'readFile',
        input: ({ context }) => ({ file: context.file! }),
        onDone: [
          {
            guard: { type: 'isEmptySheet', params: ({ event }) => ({ sheet: event.output }) },
            target: 'failed',
            actions: {
              type: 'storeError',
              params: { error: 'The file has no rows below its header row.' },
            },
          },
          {
            // The server would refuse it too; no need to send the rows.
            guard: { type: 'isTooLong', params: ({ event }) => ({ sheet: event.output }) },
            target: 'failed',
            actions: [
              { type: 'storeSheet', params: ({ event }) => ({ sheet: event.output }) },
              {
                type: 'storeError',
                params: ({ event }) => ({
                  error: `An import takes at most ${ITEM_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; this file has ${event.output.rows.length.toLocaleString('en-US')}. Split it and import each part.`,
                }),
              },
            ],
          },
          {
            target: 'checking',
            actions: { type: 'storeSheet', params: ({ event }) => ({ sheet: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: messageOf(event.error) }) },
        },
      },
    },
    checking: {
      invoke: {
        src: 'checkRows',
        input: ({ context }) => ({ rows: rowsOf(context) }),
        onDone: {
          target: 'checked',
          actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: messageOf(event.error) }) },
        },
      },
    },
    checked: {
      on: { 'import.confirm': { guard: 'isValid', target: 'importing', actions: 'clearError' } },
    },
    importing: {
      invoke: {
        src: 'importRows',
        input: ({ context }) => ({ rows: rowsOf(context) }),
        onDone: {
          target: 'imported',
          actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRejected', params: ({ event }) => ({ error: event.error }) },
            target: 'checked',
            actions: {
              type: 'storeAnswer',
              params: ({ event }) => ({ answer: (event.error as ImportRejectedError).answer }),
            },
          },
          {
            target: 'checked',
            actions: { type: 'storeError', params: ({ event }) => ({ error: messageOf(event.error) }) },
          },
        ],
      },
    },
    imported: {},
    failed: {},
  },
});

export type ItemImportMachine = typeof itemImportMachine;
