/**
 * The import tab's state: the orders import machine with its I/O (the file read and grouped in the
 * browser, the orders sent to POST /api/common/orders/import in parts of 500), and named commands.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { describeApiError } from '../../../api/api-error';
import type { ApiClient } from '../../../api/http';
import {
  importOrderBody,
  ORDER_IMPORT_BATCH,
  readOrderFile,
  type OrderFile,
  type OrderImportResult,
  type OrderImportTarget,
} from '../../../domain/order-file';
import { orderImportMachine } from '../../../machines/order-import/order-import.machine';
import { countOutcomes, selectOutcomes } from '../../../machines/order-import/order-import.selectors';
import type { SubmitOrdersInput } from '../../../machines/order-import/order-import.types';
import { inspectFor } from '../../../machines/registry';
import { useApi } from '../../../machines/use-app';
import { readCells } from '../../items/item-files';
import { ORDERS_BASE } from '../details/order.api';

/** Sends the orders in parts; each part's indexes are shifted to the order's place among all sent. */
export async function submitInParts(api: ApiClient, { orders, target }: SubmitOrdersInput) {
  const results: OrderImportResult[] = [];
  const now = new Date();
  for (let start = 0; start < orders.length; start += ORDER_IMPORT_BATCH) {
    const part = orders.slice(start, start + ORDER_IMPORT_BATCH);
    const answer = await api<{ results: OrderImportResult[] }>(`${ORDERS_BASE}/import`, {
      method: 'POST',
      body: {
        projectId: target.projectId,
        ...(target.storeId ? { storeId: target.storeId } : {}),
        orders: part.map((order) => importOrderBody(order, target.paid, now)),
      },
    });
    results.push(...answer.results.map((r) => ({ ...r, index: r.index + start })));
  }
  return results;
}

export function createOrderImportMachine(api: ApiClient) {
  return orderImportMachine.provide({
    actors: {
      readFile: fromPromise<OrderFile, { file: File }>(async ({ input }) =>
        readOrderFile(await readCells(input.file)),
      ),
      submitOrders: fromPromise<OrderImportResult[], SubmitOrdersInput>(({ input }) =>
        submitInParts(api, input).catch((error: unknown) => {
          throw new Error(describeApiError(error).message);
        }),
      ),
    },
  });
}

export type OrderImportState = 'idle' | 'parsing' | 'preview' | 'submitting' | 'results' | 'failed';

export function useOrderImport() {
  const api = useApi();
  const machine = useMemo(() => createOrderImportMachine(api), [api]);
  const actor = useActorRef(machine, { input: {}, inspect: inspectFor('orderImport') });
  const snapshot = useSelector(actor, (s) => s);
  const outcomes = useMemo(() => selectOutcomes(snapshot.context), [snapshot.context]);
  return {
    state: snapshot.value as OrderImportState,
    fileName: snapshot.context.file?.name ?? null,
    sheet: snapshot.context.sheet,
    target: snapshot.context.target,
    error: snapshot.context.error,
    outcomes,
    counts: countOutcomes(outcomes),
    canSubmit: snapshot.can({ type: 'import.submit' }),
    choose: (file: File) => actor.send({ type: 'file.chosen', file }),
    setTarget: (target: Partial<OrderImportTarget>) => actor.send({ type: 'target.change', target }),
    submit: () => actor.send({ type: 'import.submit' }),
    reset: () => actor.send({ type: 'import.reset' }),
  };
}
