/**
 * The bulk allocation flow's model for generated paths (flow-model.ts): one line of 7 units with two
 * places (4 of lot EARLY proposed, 3 of the 6 of lot LATE) and a line whose item does not track stock.
 * Taking 8 from LATE is more than it holds and 5 beside EARLY's 4 more than the line needs: both are
 * refused; emptying EARLY leaves the line short of its quantity, so it cannot be reviewed.
 */
import { MANUAL_SHIPMENT_STATUS } from '../../domain/manual-shipment.lifecycle';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { bulkAllocationMachine } from './bulk-allocation.machine';
import type { AllocationProposal, BulkAllocationEvent } from './bulk-allocation.types';

const place = (balanceId: number, lotNumber: string, available: number, proposed: number) => ({
  balanceId,
  location: `A-${balanceId}`,
  lotNumber,
  lpn: null,
  expirationDate: null,
  available,
  proposed,
});

export const bulkAllocationProposal: AllocationProposal = {
  shipmentId: 9,
  version: 3,
  status: MANUAL_SHIPMENT_STATUS.Open,
  warehouseId: 1,
  lines: [
    {
      lineIndex: 0,
      sku: 'MUG',
      name: 'Mug',
      vendorProductId: 31,
      quantity: 7,
      allocatedQuantity: 0,
      tracksStock: true,
      short: 0,
      stock: [place(11, 'EARLY', 4, 4), place(12, 'LATE', 6, 3)],
    },
    {
      lineIndex: 1,
      sku: 'BOX',
      name: 'Shipper box',
      vendorProductId: 32,
      quantity: 2,
      allocatedQuantity: 0,
      tracksStock: false,
      short: 0,
      stock: [],
    },
  ],
};

const conflict = Object.assign(asCallFailure(new Error('Not enough stock: MUG: 1 short.')), { status: 409 });

export const bulkAllocationModel = defineFlowModel({
  machine: bulkAllocationMachine,
  inputs: [{ shipmentId: 9, idempotencyKey: 'key-1' }],
  events: (): BulkAllocationEvent[] => [
    { type: 'plan.set', lineIndex: 0, balanceId: 12, quantity: 8 },
    { type: 'plan.set', lineIndex: 0, balanceId: 12, quantity: 5 },
    { type: 'plan.set', lineIndex: 0, balanceId: 11, quantity: 0 },
    { type: 'plan.useProposal' },
    { type: 'allocation.review' },
    { type: 'allocation.edit' },
    { type: 'allocation.submit' },
    { type: 'proposal.reload' },
    { type: 'load.retry' },
  ],
  answers: {
    loadProposal: { output: [bulkAllocationProposal], error: [new Error('Cannot reach the server.')] },
    allocate: { output: [{}], error: [conflict, new Error('Something went wrong.')] },
  },
  facets: (s) => ({ plan: s.context.plan }),
});
