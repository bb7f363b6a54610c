/**
 * The item import flow's I/O: the file read in the browser, the rows checked and stored by
 * POST /api/vendorProducts/import (src/api/items.api.ts).
 */
import { FetchError } from 'ofetch';
import { fromPromise } from 'xstate';
import { describeApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/http';
import { importItems } from '../../api/items.api';
import { readCells } from '../../components/spreadsheet-files';
import {
  readItemSheet,
  type ItemFileRow,
  type ItemFileSheet,
  type ItemImportAnswer,
} from '../../domain/vendor-product-file';
import { ImportRejectedError, itemImportMachine } from './item-import.machine';

const asMessage = (error: unknown) => new Error(describeApiError(error).message);

const isAnswer = (data: unknown): data is ItemImportAnswer =>
  typeof data === 'object' && data !== null && Array.isArray((data as ItemImportAnswer).rows);

export function createItemImportMachine(api: ApiClient) {
  return itemImportMachine.provide({
    actors: {
      readFile: fromPromise<ItemFileSheet, { file: File }>(async ({ input }) =>
        readItemSheet(await readCells(input.file)),
      ),
      checkRows: fromPromise<ItemImportAnswer, { rows: ItemFileRow[] }>(({ input }) =>
        importItems(api, input.rows, true).catch((error: unknown) => Promise.reject(asMessage(error))),
      ),
      importRows: fromPromise<ItemImportAnswer, { rows: ItemFileRow[] }>(({ input }) =>
        importItems(api, input.rows, false).catch((error: unknown) => {
          if (error instanceof FetchError && error.status === 400 && isAnswer(error.data))
            throw new ImportRejectedError(error.data);
          throw asMessage(error);
        }),
      ),
    },
  });
}
