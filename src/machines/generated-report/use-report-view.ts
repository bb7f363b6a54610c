/**
 * A generated report's page: its machine with the app's API, fed the live GeneratedReportUpdated
 * events of this report, its state, and named commands. One machine per report: the screen keys it
 * by id, so moving to the report "run again" made starts a new one.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { LiveEvent } from '../../domain/live-events';
import { useHubEvent } from '../hub/use-hub';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { reportUpdateOf } from './generated-report.logic';
import { createReportViewMachine } from './report-view.implementations';

export function useReportView(id: number) {
  const api = useApi();
  const machine = useMemo(() => createReportViewMachine(api), [api]);
  const actor = useActorRef(machine, { input: { id }, inspect: inspectFor('generatedReportView') });
  useHubEvent(LiveEvent.generatedReportUpdated, (payload) => {
    const update = reportUpdateOf(payload);
    if (update?.id === id) actor.send({ type: 'report.live', update });
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    /**
     * 'loading', 'unavailable', 'waiting', 'running', 'refreshing', 'cancelling', 'ready', 'failed',
     * 'expired', 'rerunning' or 'replaced'.
     */
    step: snapshot.value,
    context: snapshot.context,
    canCancel: snapshot.can({ type: 'report.cancel' }),
    canRerun: snapshot.can({ type: 'report.rerun' }),
    retry: useCallback(() => send({ type: 'report.retry' }), [send]),
    cancel: useCallback(() => send({ type: 'report.cancel' }), [send]),
    rerun: useCallback(() => send({ type: 'report.rerun' }), [send]),
  };
}

export type ReportViewFlow = ReturnType<typeof useReportView>;
