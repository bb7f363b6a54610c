/**
 * The PTC upload flow's I/O: the sheet read in the browser (papaparse / read-excel-file through
 * src/components/spreadsheet-files.ts), its rows checked by POST /api/common/ptcFiles/preview (with
 * the vendor's file of the same name, if any, for the warning), and imported by POST …/import with the
 * file's content (src/api/ptc-files.api.ts).
 */
import { FetchError } from 'ofetch';
import { fromPromise } from 'xstate';
import { fileAsBase64 } from '../../api/invoices.api';
import { findPtcFileNamed, importPtcSheet, previewPtcSheet } from '../../api/ptc-files.api';
import type { ApiClient } from '../../api/http';
import { readCells } from '../../components/spreadsheet-files';
import type { PtcFileRow, PtcPreviewAnswer } from '../../domain/contracts/ptc-files';
import { asCallFailure, failingAs } from '../api-failure';
import { ptcImportMachine, SheetRejectedError } from './ptc-import.machine';
import type { ImportInput, PreviewInput, PreviewOutput } from './ptc-import.types';
import { readPtcSheet, type PtcSheet } from './ptc-sheet';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const rejectedAnswer = (data: unknown): PtcPreviewAnswer | null => {
  const preview = (data as { preview?: PtcPreviewAnswer } | null)?.preview;
  return preview && Array.isArray(preview.rows) ? preview : null;
};

export function createPtcImportMachine(api: ApiClient) {
  return ptcImportMachine.provide({
    actors: {
      readFile: fromPromise<PtcSheet, { file: File }>(async ({ input }) =>
        readPtcSheet(await readCells(input.file)),
      ),
      previewRows: fromPromise<PreviewOutput, PreviewInput>(async ({ input, signal }) => {
        const [answer, sameName] = await Promise.all([
          failingAs(previewPtcSheet(api, { vendorId: input.vendorId, rows: input.sheet.rows }, signal)),
          // Only a warning: a failed look-up does not stop the preview.
          findPtcFileNamed(api, input.vendorId, input.name, signal).catch(() => null),
        ]);
        return { answer, sameName };
      }),
      importRows: fromPromise<PtcFileRow, ImportInput>(async ({ input, signal }) => {
        const contentBase64 = await fileAsBase64(input.file);
        return importPtcSheet(
          api,
          {
            vendorId: input.vendorId,
            rows: input.sheet.rows,
            name: input.name.trim(),
            fileName: input.file.name,
            contentType: input.file.type || (/\.xlsx$/i.test(input.file.name) ? XLSX : 'text/csv'),
            contentBase64,
          },
          signal,
        ).catch((error: unknown) => {
          const answer = error instanceof FetchError ? rejectedAnswer(error.data) : null;
          if (error instanceof FetchError && error.status === 400 && answer)
            throw new SheetRejectedError(answer, asCallFailure(error).message);
          throw asCallFailure(error);
        });
      }),
    },
  });
}
