/** The import tab's state: the orders import machine with its I/O, and named commands for the view. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { OrderImportTarget } from '../../domain/order-file';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createOrderImportMachine } from './order-import.implementations';
import { countOutcomes, selectOutcomes } from './order-import.selectors';

export type OrderImportState = 'idle' | 'parsing' | 'preview' | 'submitting' | 'results' | 'failed';

export function useOrderImport() {
  const api = useApi();
  const machine = useMemo(() => createOrderImportMachine(api), [api]);
  const actor = useActorRef(machine, { input: {}, inspect: inspectFor('orderImport') });
  const snapshot = useSelector(actor, (s) => s);
  const outcomes = useMemo(() => selectOutcomes(snapshot.context), [snapshot.context]);
  return {
    state: snapshot.value,
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
