/**
 * Sync now's model for generated paths (flow-model.ts): a warehouse with no run yet, one with an
 * earlier run, and one whose scheduled run is under way; the request queued (job 12) or refused (409: no connection); the job's live events
 * (running, succeeded, cancelled, and another job's); the newest run read as none, the earlier one,
 * this sync's running, succeeded or failed, or not at all (an outage: polled again).
 */
import type { WmsSyncRunRow } from '../../domain/contracts/wms-connections';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import type { SyncEvent } from './wms-connection.types';
import { wmsSyncMachine } from './wms-sync.machine';

const run = (id: number, status: WmsSyncRunRow['status']): WmsSyncRunRow => ({
  id,
  system: 'tpl',
  warehouseId: 1,
  warehouseName: 'Dallas Distribution Center',
  trigger: 'manual',
  status,
  counts: status === 'Succeeded' ? { facilities: { created: 2, updated: 0, unchanged: 1 } } : {},
  error: status === 'Failed' ? 'The WMS refused the client id and secret (401).' : null,
  userName: 'Ada Admin',
  startedAt: '2026-11-20T10:00:00Z',
  finishedAt: status === 'Running' ? null : '2026-11-20T10:00:04Z',
});

const failure = (status: number, message: string) =>
  Object.assign(asCallFailure(new Error(message)), { status });

const job = (id: number, status: string): SyncEvent => ({ type: 'job.update', job: { id, status } });

export const wmsSyncModel = defineFlowModel({
  machine: wmsSyncMachine,
  inputs: [
    { system: 'tpl', warehouseId: 1, lastRun: null },
    { system: 'tpl', warehouseId: 1, lastRun: run(5, 'Succeeded') },
    // A scheduled sync is running: Sync now joins it (the server answers its job).
    { system: 'tpl', warehouseId: 1, lastRun: run(6, 'Running') },
  ],
  events: (): SyncEvent[] => [
    { type: 'sync.start' },
    { type: 'sync.dismiss' },
    job(12, 'Running'),
    job(12, 'Succeeded'),
    job(12, 'Cancelled'),
    job(99, 'Running'),
  ],
  answers: {
    requestSync: {
      output: [{ jobId: 12 }],
      error: [failure(409, 'This warehouse has no 3PL WMS connection yet: save one first.')],
    },
    loadLatestRun: {
      output: [null, run(5, 'Succeeded'), run(6, 'Running'), run(6, 'Succeeded'), run(6, 'Failed')],
      error: [failure(503, 'The server answered 503.')],
    },
  },
  facets: (s) => ({
    jobStatus: s.context.jobStatus,
    run: s.context.run ? `${s.context.run.id}:${s.context.run.status}` : null,
    baseline: s.context.baselineRunId,
    error: s.context.error !== null,
  }),
});
