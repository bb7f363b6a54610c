/** The ship dialog's flow for a screen: its machine with the app's API, its state, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createParcelShipMachine } from './parcel-ship.implementations';
import type { ShipTarget, ShipValues } from './parcel-ship.types';

export function useParcelShip(shipment: ShipTarget) {
  const api = useApi();
  const machine = useMemo(() => createParcelShipMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: { shipment, idempotencyKey: crypto.randomUUID() },
    inspect: inspectFor('parcelShip'),
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    /** 'filling', 'submitting', 'failed' or 'done'. */
    step: snapshot.value,
    context: snapshot.context,
    setField: (field: keyof ShipValues, value: string) => send({ type: 'field.set', field, value }),
    submit: () => send({ type: 'ship.submit' }),
    retry: () => send({ type: 'ship.retry' }),
    edit: () => send({ type: 'ship.edit' }),
  };
}

export type ParcelShipFlow = ReturnType<typeof useParcelShip>;
