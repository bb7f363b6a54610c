/**
 * The completion flow's model for generated paths (flow-model.ts): a work order of 10 finished units,
 * none produced yet, made of a mug (1 per unit, held as lot EARLY 4 and lot LATE 6) and a sleeve (a
 * quarter per unit: 3 held, no lot). Producing 4 instead of 10 needs 4 mugs and 1 sleeve; taking 7 of
 * LATE is more than it holds and is refused; emptying EARLY leaves the mug short of its share. A
 * second answer is an order still in Draft, which cannot be completed.
 */
import type { WorkOrderOverview } from '../../domain/contracts/manufacturing-answers';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { workOrderCompletionMachine } from './work-order-completion.machine';
import type { CompletionEvent, LoadedWorkOrder } from './work-order-completion.types';

const lot = (
  vendorProductId: number,
  sku: string,
  lotNumber: string | null,
  expiry: string | null,
  quantity: number,
) => ({
  vendorProductId,
  sku,
  location: 'A-01-1',
  lotNumber,
  expirationDate: expiry,
  quantity,
});

const overview: WorkOrderOverview = {
  id: 7,
  status: 'Released',
  version: 3,
  nextSteps: ['start', 'complete', 'cancel'],
  refusals: { release: 'This work order is already released.' },
  remaining: 10,
  revision: 2,
  requirements: [
    {
      vendorProductId: 31,
      sku: 'MUG',
      name: 'Mug',
      itemUnit: 'E',
      required: 10,
      perUnit: '1',
      allocated: 10,
      consumed: 0,
    },
    {
      vendorProductId: 32,
      sku: 'SLEEVE',
      name: 'Sleeve',
      itemUnit: 'E',
      required: 3,
      perUnit: '1/4',
      allocated: 3,
      consumed: 0,
    },
  ],
  allocatedLots: [
    lot(31, 'MUG', 'LATE', '2027-06-30', 6),
    lot(31, 'MUG', 'EARLY', '2026-12-31', 4),
    lot(32, 'SLEEVE', null, null, 3),
  ],
  completions: [],
  ledger: [],
};

const order = {
  id: 7,
  version: 3,
  orderNumber: 'WO-0007',
  status: 'Released',
  assembleType: 'Assemble',
  quantity: 10,
  completedQuantity: 0,
  billOfMaterialsId: 4,
};

export const completionModelOrder: LoadedWorkOrder = { order, overview };
const draft: LoadedWorkOrder = {
  order: { ...order, status: 'Draft' },
  overview: { ...overview, status: 'Draft' },
};

const conflict = Object.assign(asCallFailure(new Error('This work order was changed by someone else.')), {
  status: 409,
});
const refused = Object.assign(asCallFailure(new Error('Lot FG-1 is already used for another item.')), {
  status: 400,
});

export const workOrderCompletionModel = defineFlowModel({
  machine: workOrderCompletionMachine,
  inputs: [{ workOrderId: 7, idempotencyKey: 'key-1' }],
  events: (): CompletionEvent[] => [
    { type: 'quantity.set', quantity: 4 },
    { type: 'quantity.set', quantity: 11 },
    { type: 'lot.set', vendorProductId: 31, lotKey: 'LATE', quantity: 7 },
    { type: 'lot.set', vendorProductId: 31, lotKey: 'EARLY', quantity: 0 },
    { type: 'lot.scan', code: 'late' },
    { type: 'lot.scan', code: 'NOPE' },
    { type: 'lots.useProposal' },
    { type: 'lots.done' },
    { type: 'output.set', lot: 'FG-1', expiry: '2027-01-31' },
    { type: 'output.back' },
    { type: 'output.review' },
    { type: 'review.edit' },
    { type: 'review.commit' },
    { type: 'flow.reload' },
    { type: 'load.retry' },
  ],
  answers: {
    loadWorkOrder: { output: [completionModelOrder, draft], error: [new Error('Cannot reach the server.')] },
    complete: { output: [{}], error: [conflict, refused] },
  },
  facets: (s) => ({ quantity: s.context.quantity, picks: s.context.picks, lot: s.context.output.lot }),
});
