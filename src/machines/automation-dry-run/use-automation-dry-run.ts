/** The dry-run panel's flow: its machine with the app's API, its state, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createAutomationDryRunMachine } from './automation-dry-run.implementations';
import type { DryRunInput } from './automation-dry-run.types';

export function useAutomationDryRun(input: DryRunInput) {
  const api = useApi();
  const machine = useMemo(() => createAutomationDryRunMachine(api), [api]);
  const actor = useActorRef(machine, { input, inspect: inspectFor('automationDryRun') });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    /** 'idle', 'loadingEvents', 'ready', 'running' or 'failed'. */
    step: snapshot.value as string,
    context: snapshot.context,
    canRun: snapshot.can({ type: 'dryRun.run', draft: null }),
    loadEvents: useCallback((eventType: string) => send({ type: 'events.load', eventType }), [send]),
    pick: useCallback((eventId: number | null) => send({ type: 'event.pick', eventId }), [send]),
    run: useCallback((draft: Record<string, unknown> | null) => send({ type: 'dryRun.run', draft }), [send]),
    retry: useCallback(() => send({ type: 'dryRun.retry' }), [send]),
  };
}

export type AutomationDryRunFlow = ReturnType<typeof useAutomationDryRun>;
