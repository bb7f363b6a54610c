/**
 * The drift review's model for generated paths (flow-model.ts): a user who may record direct inventory
 * updates (and so apply or dismiss) and one who may not; open differences with a proposal, one without, and one already
 * applied; apply and dismiss answered, refused with 409 (changed meanwhile) or failing (an outage).
 */
import type { DriftRow } from '../../domain/contracts/wms-connections';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { driftReviewMachine } from './drift-review.machine';
import type { ReviewEvent } from './drift-review.types';

export const drift = (id: number, over: Partial<DriftRow> = {}): DriftRow => ({
  id,
  warehouseId: 1,
  warehouseName: 'Dallas Distribution Center',
  vendorId: 1,
  vendorName: 'Northwind Goods',
  vendorProductId: 11,
  sku: 'NWG-MUG',
  lotNumber: '',
  dockhandOnHand: 35,
  wmsOnHand: 42,
  difference: 7,
  explanation: {
    wmsOnly: [
      {
        kind: 'adjustment',
        reference: 'Adjustment 88123',
        quantity: 7,
        at: '2026-11-20T09:00:00Z',
        description: 'Cycle count',
      },
    ],
    dockhandOnly: [],
  },
  status: 'open',
  detectedAt: '2026-11-20T10:00:00Z',
  resolvedAt: null,
  directInventoryUpdateId: null,
  proposal: { type: 'set', quantity: 42, referenceNumber: `WMS drift ${id}` },
  ...over,
});

const open = [drift(7), drift(8, { sku: 'NWG-TEE', lotNumber: 'L-1' })];
const unproposed = [drift(9, { proposal: null })];
const applied = [drift(10, { status: 'applied' })];
const failure = (status: number, message: string) =>
  Object.assign(asCallFailure(new Error(message)), { status });

export const driftReviewModel = defineFlowModel({
  machine: driftReviewMachine,
  inputs: [{ mayApply: true }, { mayApply: false }],
  events: (): ReviewEvent[] => [
    { type: 'review.apply', drifts: open },
    { type: 'review.apply', drifts: unproposed },
    { type: 'review.apply', drifts: applied },
    { type: 'review.dismiss', drifts: unproposed },
    { type: 'review.dismiss', drifts: open },
    { type: 'review.dismiss', drifts: applied },
    { type: 'review.confirm' },
    { type: 'review.cancel' },
    { type: 'review.retry' },
    { type: 'review.reload' },
    { type: 'review.close' },
  ],
  answers: {
    applyDrifts: {
      output: [{ items: open }],
      error: [failure(409, 'A difference changed.'), failure(503, 'The server answered 503.')],
    },
    dismissDrifts: {
      output: [{ items: unproposed }],
      error: [failure(409, 'A difference changed.'), failure(503, 'The server answered 503.')],
    },
  },
  facets: (s) => ({
    action: s.context.action,
    count: s.context.drifts.length,
    error: s.context.error !== null,
  }),
});
