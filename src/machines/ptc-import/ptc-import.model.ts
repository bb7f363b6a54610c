/**
 * The PTC upload flow's model for generated paths (flow-model.ts): a sheet of two rows, or one that
 * lacks a column; the client chosen or not; the server's check passing or not; the import taken,
 * refused for a row, refused for its name, or failing.
 */
import type { PtcPreviewAnswer } from '../../domain/contracts/ptc-files';
import { defineFlowModel } from '../flow-model';
import { ptcImportMachine, SheetRejectedError } from './ptc-import.machine';
import type { PtcImportEvent } from './ptc-import.types';
import { readPtcSheet } from './ptc-sheet';

const sheet = readPtcSheet([
  ['Date', 'Description', 'Unit cost'],
  ['2026-03-02', 'Freight', '12.50'],
  ['2026-03-03', 'Duties', 'ten'],
]);
const refused = readPtcSheet([['Date'], ['2026-03-02']]);
const row = {
  row: 1,
  date: '2026-03-02',
  description: 'Freight',
  reference: null,
  warehouseId: null,
  quantity: 1,
  unitCost: 12.5,
  markupPercent: 10,
  unitCharge: '13.75',
  amount: 13.75,
  errors: {},
};
const valid: PtcPreviewAnswer = {
  rows: [row],
  validCount: 1,
  errorCount: 0,
  total: 13.75,
  defaultMarkupPercent: 10,
};
const failing: PtcPreviewAnswer = {
  ...valid,
  rows: [{ ...row, amount: null, errors: { unitCost: 'Unit cost "ten" is not an amount' } }],
  validCount: 0,
  errorCount: 1,
  total: 0,
};
const created = {
  id: 5,
  vendorId: 7,
  name: 'March',
  type: 'InvoiceUploaded',
  currency: 'USD',
  invoiceExcelUrl: null,
  periodStart: '2026-03-02',
  periodEnd: '2026-03-02',
  total: 13.75,
  fileId: 9,
  rowCount: 1,
  version: 1,
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
};
const nameRefused = Object.assign(new Error('Some fields are not valid.'), {
  status: 400,
  fields: { name: 'Name is required' },
});

export const ptcImportModel = defineFlowModel({
  machine: ptcImportMachine,
  inputs: [{ vendorId: null }],
  events: (): PtcImportEvent[] => [
    { type: 'file.chosen', file: new File(['x'], 'march.csv') },
    { type: 'vendor.change', vendorId: 7 },
    { type: 'vendor.change', vendorId: null },
    { type: 'name.change', name: 'March' },
    { type: 'import.confirm' },
    { type: 'retry' },
    { type: 'import.reset' },
  ],
  answers: {
    readFile: { output: [sheet, refused], error: [new Error('The file cannot be read.')] },
    previewRows: {
      output: [
        { answer: valid, sameName: null },
        { answer: failing, sameName: null },
      ],
      error: [new Error('The server answered 503.')],
    },
    importRows: {
      output: [created],
      error: [new SheetRejectedError(failing), nameRefused, new Error('The server answered 503.')],
    },
  },
  facets: (s) => ({
    vendor: s.context.vendorId !== null,
    sheet: s.context.sheet?.missingColumns.length ?? null,
    valid: s.context.answer?.errorCount === 0,
  }),
});
