/** "Export" for a report screen: its machine over the API, whether it runs, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createReportExportMachine } from './report-export.implementations';
import type { ExportEmitted, ExportRequest } from './report-export.types';

export interface ReportExportHandlers {
  /** The report was requested: open its page. */
  onCreated: (reportId: number) => void;
  /** The server refused or failed: its message. */
  onFailed: (message: string) => void;
}

export function useReportExport(handlers: ReportExportHandlers) {
  const api = useApi();
  const machine = useMemo(() => createReportExportMachine(api), [api]);
  const actor = useActorRef(machine, { inspect: inspectFor('reportExport') });
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const created = actor.on('export.created', (e: Extract<ExportEmitted, { type: 'export.created' }>) =>
      latest.current.onCreated(e.reportId),
    );
    const failed = actor.on('export.failed', (e: Extract<ExportEmitted, { type: 'export.failed' }>) =>
      latest.current.onFailed(e.message),
    );
    return () => {
      created.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor]);

  const snapshot = useSelector(actor, (s) => s);
  return {
    /** 'idle', 'requesting', 'done' or 'failed'. */
    state: snapshot.value,
    isRequesting: snapshot.matches('requesting'),
    canRequest: (request: ExportRequest) => snapshot.can({ type: 'export.request', request }),
    request: useCallback(
      (request: ExportRequest) => actor.send({ type: 'export.request', request }),
      [actor],
    ),
  };
}

export type ReportExportFlow = ReturnType<typeof useReportExport>;
