/**
 * The orders import flow's I/O: the file read and grouped in the browser, the orders sent to
 * POST /api/common/orders/import in parts of 500 (src/api/orders.api.ts).
 */
import { fromPromise } from 'xstate';
import { describeApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/http';
import { submitInParts } from '../../api/orders.api';
import { readCells } from '../../components/spreadsheet-files';
import { readOrderFile, type OrderFile, type OrderImportResult } from '../../domain/order-file';
import { orderImportMachine } from './order-import.machine';
import type { SubmitOrdersInput } from './order-import.types';

export function createOrderImportMachine(api: ApiClient) {
  return orderImportMachine.provide({
    actors: {
      readFile: fromPromise<OrderFile, { file: File }>(async ({ input }) =>
        readOrderFile(await readCells(input.file)),
      ),
      submitOrders: fromPromise<OrderImportResult[], SubmitOrdersInput>(({ input }) =>
        submitInParts(api, input).catch((error: unknown) => {
          throw new Error(describeApiError(error).message);
        }),
      ),
    },
  });
}
