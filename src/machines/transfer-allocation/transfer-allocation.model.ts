/**
 * The allocation flow's model for generated paths (flow-model.ts): one line of 7 units with two
 * places (4 of lot EARLY proposed, 3 of 6 of lot LATE); taking 8 from LATE breaks the plan.
 */
import { SHIPMENT_STATUS } from '../../domain/warehouse-shipment.lifecycle';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { transferAllocationMachine } from './transfer-allocation.machine';
import type { AllocationEvent, Proposal } from './transfer-allocation.types';

const place = (balanceId: number, lotNumber: string, available: number, proposed: number) => ({
  balanceId,
  location: `A-${balanceId}`,
  lotNumber,
  lpn: null,
  expirationDate: null,
  available,
  proposed,
});

const proposal: Proposal = {
  shipmentId: 5,
  status: SHIPMENT_STATUS.Open,
  lines: [
    {
      lineIndex: 0,
      sku: 'MUG',
      name: 'Mug',
      quantity: 7,
      stock: [place(11, 'EARLY', 4, 4), place(12, 'LATE', 6, 3)],
    },
  ],
};

export const transferAllocationModel = defineFlowModel({
  machine: transferAllocationMachine,
  inputs: [{ shipmentId: 5, idempotencyKey: 'key-1' }],
  events: (): AllocationEvent[] => [
    { type: 'plan.set', lineIndex: 0, balanceId: 12, quantity: 8 },
    { type: 'plan.set', lineIndex: 0, balanceId: 11, quantity: 0 },
    { type: 'plan.useProposal' },
    { type: 'allocation.submit' },
    { type: 'proposal.reload' },
    { type: 'load.retry' },
  ],
  answers: {
    loadProposal: { output: [proposal], error: [new Error('Cannot reach the server.')] },
    allocate: {
      output: [{}],
      error: [
        Object.assign(asCallFailure(new Error('The stock changed.')), { status: 409 }),
        new Error('Something went wrong.'),
      ],
    },
  },
  facets: (s) => ({ plan: s.context.plan }),
});
