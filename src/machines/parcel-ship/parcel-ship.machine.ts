/**
 * Shipping a small parcel (issue 14), the edit page's ship dialog: fill carrier, service, tracking
 * number, packages and weight (a WillCall/Pickup: who picked it up, no carrier), checked by the
 * server's own schema before anything is sent → submitting (POST …/{id}/ship with the version and an
 * Idempotency-Key) → done with the shipped record, or back to filling with the server's messages per
 * field, or failed (a conflict or an outage: retry the same attempt, or edit). Pure: shipShipment is
 * provided by parcel-ship.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ManualShipmentRow } from '../../domain/contracts/manual-shipments';
import { fieldsOf, messageOf } from '../api-failure';
import { initialShipValues, shipBody, shipFields, shipProblems } from './parcel-ship.logic';
import type { ShipCallInput, ShipContext, ShipEvent, ShipInput } from './parcel-ship.types';

/** A 400 naming the dialog's fields goes back to them; anything else fails the step. */
const isFieldRefusal = (context: ShipContext, error: unknown) => {
  const fields = Object.keys(fieldsOf(error));
  const shown: string[] = shipFields(context.shipment.orderType);
  return fields.length > 0 && fields.every((f) => shown.includes(f));
};

export const parcelShipMachine = setup({
  types: {
    input: {} as ShipInput,
    context: {} as ShipContext,
    events: {} as ShipEvent,
  },
  actors: {
    shipShipment: fromPromise<ManualShipmentRow, ShipCallInput>(() =>
      Promise.reject(new Error('shipShipment not provided')),
    ),
  },
  guards: {
    valuesValid: ({ context }) =>
      Object.keys(shipProblems(context.shipment.orderType, context.values)).length === 0,
    isFieldRefusal: ({ context }, params: { error: unknown }) => isFieldRefusal(context, params.error),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.set') return {};
      const { [event.field]: _fixed, ...problems } = context.problems;
      // Other values are another attempt: a new key, so the server never replays the old answer.
      return {
        values: { ...context.values, [event.field]: event.value },
        problems,
        error: null,
        idempotencyKey: crypto.randomUUID(),
      };
    }),
    explain: assign(({ context }) => ({
      problems: shipProblems(context.shipment.orderType, context.values),
    })),
    storeRefusal: assign((_, params: { error: unknown }) => ({
      error: messageOf(params.error),
      problems: fieldsOf(params.error),
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    storeShipped: assign((_, params: { shipped: ManualShipmentRow }) => ({
      shipped: params.shipped,
      error: null,
    })),
  },
}).createMachine({
  id: 'parcelShip',
  context: ({ input }) => ({
    shipment: input.shipment,
    idempotencyKey: input.idempotencyKey,
    values: initialShipValues(input.shipment),
    problems: {},
    error: null,
    shipped: null,
  }),
  initial: 'filling',
  states: {
    filling: {
      on: {
        'field.set': { actions: 'setField' },
        'ship.submit': [{ guard: 'valuesValid', target: 'submitting' }, { actions: 'explain' }],
      },
    },
    submitting: {
      invoke: {
        src: 'shipShipment',
        input: ({ context }) => ({
          id: context.shipment.id,
          version: context.shipment.version,
          idempotencyKey: context.idempotencyKey,
          body: shipBody(context.shipment.orderType, context.values),
        }),
        onDone: {
          target: 'done',
          actions: { type: 'storeShipped', params: ({ event }) => ({ shipped: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isFieldRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'filling',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    failed: {
      on: {
        'ship.retry': 'submitting',
        'ship.edit': 'filling',
        'field.set': { target: 'filling', actions: 'setField' },
      },
    },
    done: { type: 'final' },
  },
});
