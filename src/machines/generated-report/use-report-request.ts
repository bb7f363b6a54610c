/** The request form's flow: its machine with the app's API, its state, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi, usePermissions } from '../use-app';
import { allowedReportTypes } from './generated-report.logic';
import type { ReportPrefill, ReportRequestValues } from './generated-report.types';
import { createReportRequestMachine } from './report-request.implementations';

/** `type`: the URL's; `prefill`: the URL's query (report-request.logic.ts). Read once, at the start. */
export function useReportRequest(type: string | null, prefill: ReportPrefill) {
  const api = useApi();
  const { can } = usePermissions();
  const machine = useMemo(() => createReportRequestMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: { types: allowedReportTypes(can), type, prefill },
    inspect: inspectFor('generatedReportRequest'),
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    /** 'choosing', 'editing', 'submitting', 'failed' or 'done'. */
    step: snapshot.value,
    context: snapshot.context,
    choose: useCallback(
      (reportType: string, values?: ReportRequestValues) =>
        send({ type: 'request.choose', reportType, ...(values ? { values } : {}) }),
      [send],
    ),
    back: useCallback(() => send({ type: 'request.back' }), [send]),
    submit: useCallback((values: ReportRequestValues) => send({ type: 'request.submit', values }), [send]),
    retry: useCallback(() => send({ type: 'request.retry' }), [send]),
    edit: useCallback(() => send({ type: 'request.edit' }), [send]),
  };
}

export type ReportRequestFlow = ReturnType<typeof useReportRequest>;
