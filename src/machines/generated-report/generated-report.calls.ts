/**
 * The HTTP calls of generated reports (src/domain/contracts/generated-reports.ts): the history as a
 * list client (its type fixed by the screen's path), a request, a report's page with its first rows,
 * cancel, run again, and a file fetched with the user's token and handed to the browser's downloads
 * (a plain link would carry no token).
 */
import { useMemo } from 'react';
import type { FetchOptions } from 'ofetch';
import type { ApiClient } from '../../api/http';
import { requestBody, type ListQuery, type Page } from '../../api/resource-client';
import {
  generatedReportFilePath,
  generatedReportPath,
  generatedReportsContract,
  type GeneratedReportView,
  reportFileName,
} from '../../domain/contracts/generated-reports';
import { useApi } from '../use-app';
import type { GeneratedReportRow, ReportFileFormat, ReportRequestBody } from './generated-report.types';

const BASE = generatedReportsContract.base;

/** The history, of one type when `type` is given (the path's), else of every type the user may see. */
export function useGeneratedReportsClient(type: string | null) {
  const api = useApi();
  return useMemo(
    () => ({
      list: (query: ListQuery, signal?: AbortSignal) =>
        api<Page<GeneratedReportRow>>(`${BASE}/${generatedReportsContract.listPath}`, {
          method: 'POST',
          body: requestBody({ ...query, filters: { ...query.filters, ...(type ? { type } : {}) } }),
          signal,
        }),
    }),
    [api, type],
  );
}

export const createReport = (api: ApiClient, body: ReportRequestBody, signal?: AbortSignal) =>
  api<GeneratedReportRow>(BASE, { method: 'POST', body: { ...body }, signal });

export const loadReportView = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api<GeneratedReportView>(`${generatedReportPath(id)}/view`, { signal });

export const cancelReport = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api<GeneratedReportView>(`${generatedReportPath(id)}/cancel`, { method: 'POST', body: {}, signal });

/** Runs it again as a new request: answers the new report's page. */
export const rerunReport = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api<GeneratedReportView>(`${generatedReportPath(id)}/rerun`, { method: 'POST', body: {}, signal });

/** Fetches a report's CSV or XLSX file and saves it under the server's file name. */
export async function downloadReportFile(
  api: ApiClient,
  report: Pick<GeneratedReportRow, 'id' | 'name' | 'completedAt'>,
  format: ReportFileFormat,
) {
  const blob = await api<Blob>(generatedReportFilePath(report.id, format), {
    responseType: 'blob',
  } as unknown as FetchOptions<'json'>);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(report, format);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
