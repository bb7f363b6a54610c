/**
 * The orders import flow's model for generated paths (flow-model.ts): a file of three rows (two
 * orders can be sent, one has a problem), or one that lacks a column; the storefront chosen or not.
 */
import { readOrderFile, type OrderImportResult } from '../../domain/order-file';
import { defineFlowModel } from '../flow-model';
import { orderImportMachine } from './order-import.machine';
import type { OrderImportEvent } from './order-import.types';

const sheet = readOrderFile([
  ['orderNumber', 'sku', 'quantity'],
  ['W-1', 'MUG', 1],
  ['W-2', 'MUG', 'two'],
  ['W-3', 'TOTE', 2],
]);
const refused = readOrderFile([['orderNumber'], ['W-1']]);
const results: OrderImportResult[] = [
  { index: 0, orderNumber: 'W-1', outcome: 'created', orderId: 100 },
  { index: 1, orderNumber: 'W-3', outcome: 'created', orderId: 101 },
];

export const orderImportModel = defineFlowModel({
  machine: orderImportMachine,
  inputs: [{}],
  events: (): OrderImportEvent[] => [
    { type: 'file.chosen', file: new File(['x'], 'orders.csv') },
    { type: 'target.change', target: { projectId: 7 } },
    { type: 'import.submit' },
    { type: 'import.reset' },
  ],
  answers: {
    readFile: { output: [sheet, refused], error: [new Error('The file could not be read.')] },
    submitOrders: { output: [results], error: [new Error('The server answered 503.')] },
  },
  facets: (s) => ({ projectId: s.context.target.projectId, sheet: s.context.sheet !== null }),
});
