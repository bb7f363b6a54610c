/** The bulk update of the orders lists: the machine over the API, and named commands for the screen. */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import type { BulkAnswer } from '../../domain/contracts/order-answers';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import {
  orderBulkMachine,
  type BulkAction,
  type BulkParams,
  type BulkRequest,
  type BulkResult,
} from './order-bulk.machine';

const BULK_UPDATE_URL = '/api/common/orders/bulk-update';

function createOrderBulkMachine(api: ApiClient) {
  return orderBulkMachine.provide({
    actors: {
      updateOrders: fromPromise<{ results: BulkResult[] }, BulkRequest>(({ input }) =>
        api<BulkAnswer>(BULK_UPDATE_URL, {
          method: 'POST',
          body: input as unknown as Record<string, unknown>,
        }),
      ),
    },
  });
}

/** `onFinished` runs once per answered bulk update (refresh the list, keep the failed orders selected). */
export function useOrderBulk(onFinished: (results: BulkResult[]) => void) {
  const api = useApi();
  const machine = useMemo(() => createOrderBulkMachine(api), [api]);
  const actor = useActorRef(machine, { inspect: inspectFor('orderBulk') });
  const latest = useRef(onFinished);
  useEffect(() => {
    latest.current = onFinished;
  });
  useEffect(() => {
    const subscription = actor.on('bulk.finished', (event) => latest.current(event.results));
    return () => subscription.unsubscribe();
  }, [actor]);

  const state = useSelector(actor, (s) => s.value);
  return {
    state,
    action: useSelector(actor, (s) => s.context.action),
    ids: useSelector(actor, (s) => s.context.ids),
    results: useSelector(actor, (s) => s.context.results),
    error: useSelector(actor, (s) => s.context.error),
    choose: useCallback(
      (action: BulkAction, ids: number[]) => actor.send({ type: 'bulk.choose', action, ids }),
      [actor],
    ),
    submit: useCallback((params: BulkParams = {}) => actor.send({ type: 'bulk.submit', params }), [actor]),
    cancel: useCallback(() => actor.send({ type: 'bulk.cancel' }), [actor]),
    close: useCallback(() => actor.send({ type: 'bulk.close' }), [actor]),
  };
}

export type OrderBulk = ReturnType<typeof useOrderBulk>;
