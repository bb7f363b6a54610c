/**
 * The import dialog's state: the import machine with its I/O (the file read in the browser, the
 * rows checked and stored by POST /api/vendorProducts/import), and named commands for the view.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { FetchError } from 'ofetch';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { describeApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/http';
import {
  readItemSheet,
  type ItemFileRow,
  type ItemFileSheet,
  type ItemImportAnswer,
} from '../../domain/vendor-product-file';
import { ImportRejectedError, itemImportMachine } from '../../machines/item-import/item-import.machine';
import { inspectFor } from '../../machines/registry';
import { useApi } from '../../machines/use-app';
import { readCells } from './item-files';
import { importItems } from './items.api';

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

export function useItemImport() {
  const api = useApi();
  const machine = useMemo(() => createItemImportMachine(api), [api]);
  const actor = useActorRef(machine, { inspect: inspectFor('itemImport') });
  const snapshot = useSelector(actor, (s) => s);
  return {
    state: snapshot.value as
      'idle' | 'reading' | 'checking' | 'checked' | 'importing' | 'imported' | 'failed',
    fileName: snapshot.context.file?.name ?? null,
    sheet: snapshot.context.sheet,
    answer: snapshot.context.answer,
    error: snapshot.context.error,
    canImport: snapshot.can({ type: 'import.confirm' }),
    choose: (file: File) => actor.send({ type: 'file.chosen', file }),
    confirm: () => actor.send({ type: 'import.confirm' }),
    reset: () => actor.send({ type: 'import.reset' }),
  };
}
