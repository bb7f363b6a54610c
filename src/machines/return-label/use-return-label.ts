/** The label flow for a screen: its machine with the app's API, its state, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createReturnLabelMachine } from './return-label.implementations';
import type { LabelDetails } from './return-label.types';

export function useReturnLabel(orderId: number | undefined) {
  const api = useApi();
  const machine = useMemo(() => createReturnLabelMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: { orderId, idempotencyKey: crypto.randomUUID() },
    inspect: inspectFor('returnLabel'),
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    /** The step: 'choosingOrder', 'loadingOrder', 'choosingLines', 'details', 'creating', 'done'. */
    step: typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!,
    isSearching:
      snapshot.matches({ choosingOrder: 'searching' }) || snapshot.matches({ choosingOrder: 'debouncing' }),
    labelState: snapshot.matches({ done: 'ready' })
      ? 'ready'
      : snapshot.matches({ done: 'failed' })
        ? 'failed'
        : 'loading',
    context: snapshot.context,
    search: (text: string) => send({ type: 'search.change', text }),
    chooseOrder: (id: number) => send({ type: 'order.choose', orderId: id }),
    changeOrder: () => send({ type: 'order.change' }),
    setLine: (lineIndex: number, quantity: number) => send({ type: 'line.set', lineIndex, quantity }),
    returnEverything: () => send({ type: 'lines.all' }),
    next: () => send({ type: 'lines.next' }),
    back: () => send({ type: 'details.back' }),
    setDetail: (field: keyof LabelDetails, value: string) => send({ type: 'details.set', field, value }),
    submit: () => send({ type: 'details.submit' }),
    retryLabel: () => send({ type: 'label.retry' }),
  };
}

export type ReturnLabelFlow = ReturnType<typeof useReturnLabel>;
