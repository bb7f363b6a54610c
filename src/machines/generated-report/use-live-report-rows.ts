/**
 * The history list kept live: each GeneratedReportUpdated about a row on the page moves that row at
 * once (status, progress, rows so far) without reading the page again; a report that ends (its
 * expiry, "as of" and reason come with the page) or one not on the page (just requested) refreshes
 * the list in place. The updates start over with each page the list loads.
 */
import { useMemo, useState } from 'react';
import { LiveEvent } from '../../domain/live-events';
import { useHubEvent, useLiveRefresh } from '../hub/use-hub';
import { isUnderWay, reportUpdateOf, withUpdate } from './generated-report.logic';
import type { GeneratedReportRow, ReportUpdate } from './generated-report.types';

export function useLiveReportRows(items: GeneratedReportRow[], refresh: () => void): GeneratedReportRow[] {
  const [live, setLive] = useState<{
    items: readonly GeneratedReportRow[];
    updates: Map<number, ReportUpdate>;
  }>(() => ({ items, updates: new Map() }));
  const updates = live.items === items ? live.updates : null;

  useHubEvent(LiveEvent.generatedReportUpdated, (payload) => {
    const update = reportUpdateOf(payload);
    if (!update || !items.some((row) => row.id === update.id)) return;
    setLive((current) => ({
      items,
      updates: new Map(current.items === items ? current.updates : []).set(update.id, update),
    }));
  });
  useLiveRefresh([LiveEvent.generatedReportUpdated], refresh, (payload) => {
    const update = reportUpdateOf(payload);
    if (!update) return false;
    const row = items.find((r) => r.id === update.id);
    return !row || (!isUnderWay(update.status) && update.status !== row.status);
  });

  return useMemo(
    () =>
      updates?.size
        ? items.map((row) => {
            const update = updates.get(row.id);
            return update ? withUpdate(row, update) : row;
          })
        : items,
    [items, updates],
  );
}
