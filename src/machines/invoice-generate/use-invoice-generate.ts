/** The generate screen's flow: its machine with the app's API, its state, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createInvoiceGenerateMachine } from './invoice-generate.implementations';
import type { GenerateInput, GenerateValues } from './invoice-generate.types';

/** `input` is read once, when the screen opens. */
export function useInvoiceGenerate(input: GenerateInput) {
  const api = useApi();
  const machine = useMemo(() => createInvoiceGenerateMachine(api), [api]);
  const actor = useActorRef(machine, { input, inspect: inspectFor('invoiceGenerate') });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    /** 'choosing', 'previewing', 'reviewed', 'runningBilling', 'settling', 'issuing', 'failed' or 'issued'. */
    step: snapshot.value,
    context: snapshot.context,
    canIssue: snapshot.can({ type: 'generate.issue' }),
    preview: useCallback((values: GenerateValues) => send({ type: 'generate.preview', values }), [send]),
    back: useCallback(() => send({ type: 'generate.back' }), [send]),
    refresh: useCallback(() => send({ type: 'generate.refresh' }), [send]),
    runBilling: useCallback(() => send({ type: 'generate.runBilling' }), [send]),
    issue: useCallback(() => send({ type: 'generate.issue' }), [send]),
    retry: useCallback(() => send({ type: 'generate.retry' }), [send]),
    edit: useCallback(() => send({ type: 'generate.edit' }), [send]),
  };
}

export type InvoiceGenerateFlow = ReturnType<typeof useInvoiceGenerate>;
