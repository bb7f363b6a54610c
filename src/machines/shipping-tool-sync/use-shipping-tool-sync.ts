/** "Sync now" for the shipping tool screen: its machine with the app's API, its state, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ShippingToolList, ShippingToolSyncScope } from '../../domain/contracts/shipping-tool';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createShippingToolSyncMachine } from './shipping-tool-sync.implementations';

export function useShippingToolSync(projectId: number, lists: readonly ShippingToolList[]) {
  const api = useApi();
  const machine = useMemo(() => createShippingToolSyncMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: { projectId, lists },
    inspect: inspectFor('shippingToolSync'),
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    /** 'idle', 'syncing', 'succeeded' or 'failed'. */
    step: snapshot.value,
    context: snapshot.context,
    canStart: (scope: ShippingToolSyncScope) => snapshot.can({ type: 'sync.start', scope }),
    start: (scope: ShippingToolSyncScope) => send({ type: 'sync.start', scope }),
    retry: () => send({ type: 'sync.retry' }),
    dismiss: () => send({ type: 'sync.dismiss' }),
  };
}

export type ShippingToolSyncFlow = ReturnType<typeof useShippingToolSync>;
