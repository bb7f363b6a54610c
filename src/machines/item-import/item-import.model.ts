/**
 * The Vendor Items import flow's model for generated paths (flow-model.ts): a file of one row, an
 * empty one, or one over the row limit; the server's check passing or not, and its real run taking
 * the rows, refusing some, or failing.
 */
import { ITEM_IMPORT_MAX_ROWS, type ItemFileSheet } from '../../domain/vendor-product-file';
import { defineFlowModel } from '../flow-model';
import { ImportRejectedError, itemImportMachine, type ItemImportEvent } from './item-import.machine';

const row = { line: 2, values: { sku: 'A', item: 'Alpha' } };
const sheet: ItemFileSheet = { rows: [row], ignoredHeaders: [] };
const empty: ItemFileSheet = { rows: [], ignoredHeaders: [] };
const tooLong: ItemFileSheet = {
  rows: Array.from({ length: ITEM_IMPORT_MAX_ROWS + 1 }, () => row),
  ignoredHeaders: [],
};
const failing = { total: 1, valid: false, rows: [{ index: 0, errors: { sku: 'Taken' } }] };

export const itemImportModel = defineFlowModel({
  machine: itemImportMachine,
  inputs: [undefined],
  events: (): ItemImportEvent[] => [
    { type: 'file.chosen', file: new File(['x'], 'items.csv') },
    { type: 'import.confirm' },
    { type: 'import.reset' },
  ],
  answers: {
    readFile: { output: [sheet, empty, tooLong], error: [new Error('The file could not be read.')] },
    checkRows: { output: [{ total: 1, valid: true, rows: [] }, failing], error: [new Error('Offline')] },
    importRows: {
      output: [{ total: 1, valid: true, rows: [], created: 1 }],
      error: [new ImportRejectedError(failing), new Error('The server answered 503.')],
    },
  },
  facets: (s) => ({ valid: s.context.answer?.valid ?? null }),
});
