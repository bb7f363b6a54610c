/**
 * The checkout for a screen: its machine with the app's API, its state, and named commands. The
 * storefront is the catalogue list's (in the URL): when it changes, the cart follows.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { CatalogueProduct, CheckoutAnswer } from '../../domain/contracts/checkout';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createCheckoutMachine } from './checkout.implementations';
import type { DetailField, ShipToField } from './checkout.types';

export function useCheckout(projectId: number | null, onPlaced: (placed: CheckoutAnswer) => void) {
  const api = useApi();
  const latestOnPlaced = useRef(onPlaced);
  useLayoutEffect(() => {
    latestOnPlaced.current = onPlaced;
  });
  const machine = useMemo(
    () => createCheckoutMachine(api, { onPlaced: (placed) => latestOnPlaced.current(placed) }),
    [api],
  );
  const actor = useActorRef(machine, {
    input: { idempotencyKey: crypto.randomUUID(), projectId },
    inspect: inspectFor('checkout'),
  });
  useEffect(() => {
    actor.send({ type: 'storefront.choose', projectId });
  }, [actor, projectId]);
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    /** 'browsing', 'placing', 'failed' or 'placed'. */
    step: snapshot.value,
    isPlacing: snapshot.matches('placing'),
    context: snapshot.context,
    add: (product: CatalogueProduct) => send({ type: 'cart.add', product }),
    setQuantity: (sku: string, quantity: number) => send({ type: 'cart.setQuantity', sku, quantity }),
    remove: (sku: string) => send({ type: 'cart.remove', sku }),
    chooseSavedAddress: (addressId: number | null, address?: Partial<Record<ShipToField, string | null>>) =>
      send({ type: 'shipTo.choose', addressId, address }),
    setShipTo: (field: ShipToField, value: string) => send({ type: 'shipTo.set', field, value }),
    setDetail: (field: DetailField, value: string) => send({ type: 'details.set', field, value }),
    place: () => send({ type: 'order.place' }),
    retry: () => send({ type: 'order.retry' }),
  };
}

export type CheckoutFlow = ReturnType<typeof useCheckout>;
