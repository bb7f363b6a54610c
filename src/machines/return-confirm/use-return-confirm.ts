/** The confirm flow for a screen: its machine with the app's API, its state, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createReturnConfirmMachine } from './return-confirm.implementations';
import type { ReceiptEntry } from './return-confirm.types';

export function useReturnConfirm(input: { orderId?: number; orderReturnId?: number }) {
  const api = useApi();
  const machine = useMemo(() => createReturnConfirmMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: { ...input, idempotencyKey: crypto.randomUUID() },
    inspect: inspectFor('returnConfirm'),
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    /** 'loading', 'choosing', 'loadingReturn', 'editing', 'reviewing', 'committing', 'done', 'failed'. */
    step: typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!,
    isSearching: snapshot.matches({ choosing: 'searching' }) || snapshot.matches({ choosing: 'debouncing' }),
    context: snapshot.context,
    search: (text: string) => send({ type: 'search.change', text }),
    choose: (orderReturnId: number) => send({ type: 'return.choose', orderReturnId }),
    changeReturn: () => send({ type: 'return.change' }),
    setEntry: (index: number, field: keyof ReceiptEntry, value: number) =>
      send({ type: 'entry.set', index, field, value }),
    restockAll: () => send({ type: 'entries.restockAll' }),
    setLocation: (value: string) => send({ type: 'location.set', value }),
    review: () => send({ type: 'receipt.review' }),
    back: () => send({ type: 'receipt.back' }),
    commit: () => send({ type: 'receipt.submit' }),
    retry: () => send({ type: 'load.retry' }),
  };
}

export type ReturnConfirmFlow = ReturnType<typeof useReturnConfirm>;
