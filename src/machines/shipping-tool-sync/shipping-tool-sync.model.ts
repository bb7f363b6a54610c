/**
 * "Sync now"'s model for generated paths (flow-model.ts): a user who may pull every list, and one who
 * may pull only the stores (asking for the products or all is not taken). The tool may sync, refuse
 * (a Failed log row with its reason), or the call may fail (no connection: 409).
 */
import type { ShippingToolSyncRow } from '../../domain/contracts/shipping-tool';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { shippingToolSyncMachine } from './shipping-tool-sync.machine';
import type { SyncEvent } from './shipping-tool-sync.types';

const row = (status: string, error: string | null): ShippingToolSyncRow => ({
  id: 41,
  projectId: 3,
  scope: 'all',
  status,
  counts:
    status === 'Succeeded' ? { stores: { created: 2, updated: 0, unchanged: 1, deactivated: 0 } } : null,
  error,
  userName: 'Ada Admin',
  startedAt: '2026-11-20T10:00:00Z',
  finishedAt: '2026-11-20T10:00:04Z',
});

export const shippingToolSyncModel = defineFlowModel({
  machine: shippingToolSyncMachine,
  inputs: [
    { projectId: 3, lists: ['stores', 'products', 'tags'] },
    { projectId: 3, lists: ['stores'] },
  ],
  events: (): SyncEvent[] => [
    { type: 'sync.start', scope: 'all' },
    { type: 'sync.start', scope: 'stores' },
    { type: 'sync.retry' },
    { type: 'sync.dismiss' },
  ],
  answers: {
    runSync: {
      output: [row('Succeeded', null), row('Failed', 'The shipping tool refused the key and secret.')],
      error: [
        Object.assign(
          asCallFailure(new Error('This storefront has no shipping tool connection yet: save one first.')),
          { status: 409 },
        ),
      ],
    },
  },
  facets: (s) => ({ lists: s.context.lists.length, failed: s.context.error !== null }),
});
