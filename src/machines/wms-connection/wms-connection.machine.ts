/**
 * A warehouse's connection to an external warehouse system (3PL WMS or IRMS): loading (GET its
 * connection) → editing (the form's checks before anything is sent) → saving (PUT on the version
 * read) → saved, or invalid (400: each message under its field), or conflict (409: someone saved it
 * meanwhile; only a reload, which drops the edits, gets out), or failed (an outage: save again). The
 * secret is write-only: it is never read back, and an empty one keeps the stored secret. Pure:
 * loadConnection and saveConnection are provided by wms-connection.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { WmsWarehouseConnection } from '../../domain/contracts/wms-connections';
import { fieldsOf, messageOf, statusOf } from '../api-failure';
import { connectionBody, connectionProblems, valuesOf } from './wms-connection.logic';
import type {
  ConnectionCallInput,
  ConnectionContext,
  ConnectionEvent,
  ConnectionInput,
  SaveCallInput,
} from './wms-connection.types';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

export const wmsConnectionMachine = setup({
  types: {
    input: {} as ConnectionInput,
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
  },
  actors: {
    loadConnection: fromPromise<WmsWarehouseConnection, ConnectionCallInput>(notProvided('loadConnection')),
    saveConnection: fromPromise<WmsWarehouseConnection, SaveCallInput>(notProvided('saveConnection')),
  },
  guards: {
    valuesValid: ({ context }) =>
      Object.keys(connectionProblems(context.system, context.values, context.connection)).length === 0,
    isInvalid: (_, params: { error: unknown }) => statusOf(params.error) === 400,
    isConflict: (_, params: { error: unknown }) => statusOf(params.error) === 409,
  },
  actions: {
    storeLoaded: assign((_, params: { loaded: WmsWarehouseConnection }) => ({
      loaded: params.loaded,
      connection: params.loaded.connection,
      values: valuesOf(params.loaded.connection),
      problems: {},
      error: null,
    })),
    storeLoadFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.set') return {};
      const { [event.field]: _fixed, ...problems } = context.problems;
      return { values: { ...context.values, [event.field]: event.value }, problems, error: null };
    }),
    explain: assign(({ context }) => ({
      problems: connectionProblems(context.system, context.values, context.connection),
    })),
    // What was saved is the form again; the secret field empties (the server keeps it).
    storeSaved: assign((_, params: { saved: WmsWarehouseConnection }) => ({
      loaded: params.saved,
      connection: params.saved.connection,
      values: valuesOf(params.saved.connection),
      problems: {},
      error: null,
    })),
    storeRefusal: assign((_, params: { error: unknown }) => ({
      problems: fieldsOf(params.error),
      error: messageOf(params.error),
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
}).createMachine({
  id: 'wmsConnection',
  context: ({ input }) => ({
    system: input.system,
    warehouseId: input.warehouseId,
    loaded: null,
    connection: null,
    values: valuesOf(null),
    problems: {},
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadConnection',
        input: ({ context }) => ({ system: context.system, warehouseId: context.warehouseId }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeLoaded', params: ({ event }) => ({ loaded: event.output }) },
        },
        onError: {
          target: 'unavailable',
          actions: { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    unavailable: {
      on: { 'connection.reload': 'loading' },
    },
    editing: {
      on: {
        'field.set': { actions: 'setField' },
        'connection.save': [{ guard: 'valuesValid', target: 'saving' }, { actions: 'explain' }],
      },
    },
    saving: {
      invoke: {
        src: 'saveConnection',
        input: ({ context }) => ({
          system: context.system,
          warehouseId: context.warehouseId,
          body: connectionBody(context.system, context.values, context.connection),
        }),
        onDone: {
          target: 'saved',
          actions: { type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isInvalid', params: ({ event }) => ({ error: event.error }) },
            target: 'invalid',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    saved: {
      on: { 'field.set': { target: 'editing', actions: 'setField' } },
    },
    // The server refused some fields: fixing one is editing again; the rest keep their messages.
    invalid: {
      on: { 'field.set': { target: 'editing', actions: 'setField' } },
    },
    // Someone saved this connection since it was read: saving over it would undo their change.
    conflict: {
      on: { 'connection.reload': 'loading' },
    },
    failed: {
      on: {
        'field.set': { target: 'editing', actions: 'setField' },
        'connection.save': 'saving',
      },
    },
  },
});

export type WmsConnectionMachine = typeof wmsConnectionMachine;
