/**
 * Sync now of a warehouse's connection: requesting (POST …/sync answers the queued job's id) →
 * queued → running → succeeded or failed, with the run's counts or its reason. The job is followed
 * through its live JobUpdated events; each one that matters, and a slow poll standing in for events
 * missed while the live connection was down, reads the warehouse's newest run (checking). A run newer
 * than the one known before the request is this sync's. A refused request (no connection, disabled,
 * no permission) fails at once with the server's message. A new sync can start from any settled
 * state. Pure: requestSync and loadLatestRun are provided by wms-connection.implementations.ts.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { WmsSyncAnswer, WmsSyncRunRow } from '../../domain/contracts/wms-connections';
import { messageOf } from '../api-failure';
import { baselineOf, isJobEnded, ownRunOf as ownRun } from './wms-connection.logic';
import type {
  ConnectionCallInput,
  JobUpdate,
  SyncContext,
  SyncEvent,
  SyncInput,
} from './wms-connection.types';

/** How often a sync under way is read again without events (the live connection may be down). */
export const SYNC_POLL_MS = 5_000;

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

export const wmsSyncMachine = setup({
  types: {
    input: {} as SyncInput,
    context: {} as SyncContext,
    events: {} as SyncEvent,
  },
  actors: {
    requestSync: fromPromise<WmsSyncAnswer, ConnectionCallInput>(notProvided('requestSync')),
    loadLatestRun: fromPromise<WmsSyncRunRow | null, ConnectionCallInput>(notProvided('loadLatestRun')),
  },
  delays: { pollInterval: SYNC_POLL_MS },
  guards: {
    isOurJob: ({ context }, params: { job: JobUpdate }) => params.job.id === context.jobId,
    hasSucceeded: ({ context }) => ownRun(context)?.status === 'Succeeded',
    hasFailed: ({ context }) => ownRun(context)?.status === 'Failed',
    // The job ended with no run of its own to show (cancelled, or failed before it started one).
    endedWithoutRun: ({ context }) => isJobEnded(context.jobStatus) && ownRun(context) === null,
    isRunning: ({ context }) => ownRun(context) !== null || context.jobStatus === 'Running',
  },
  actions: {
    startRequest: assign(({ context }) => ({
      baselineRunId: Math.max(context.baselineRunId ?? 0, baselineOf(context.run) ?? 0) || null,
      jobId: null,
      jobStatus: null,
      error: null,
    })),
    storeJob: assign((_, params: { jobId: number }) => ({ jobId: params.jobId, jobStatus: 'Queued' })),
    storeJobStatus: assign((_, params: { job: JobUpdate }) => ({ jobStatus: params.job.status })),
    storeRun: assign(({ context }, params: { run: WmsSyncRunRow | null }) =>
      params.run && params.run.id >= (context.run?.id ?? 0) ? { run: params.run } : {},
    ),
    storeRunError: assign(({ context }) => ({ error: ownRun(context)?.error ?? 'The sync failed.' })),
    storeEndedWithoutRun: assign(({ context }) => ({
      error:
        context.jobStatus === 'Cancelled'
          ? 'The sync was cancelled before it finished.'
          : 'The sync ended without a result: see the system log (source wms-sync).',
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clear: assign({ jobId: null, jobStatus: null, error: null }),
  },
}).createMachine({
  id: 'wmsSync',
  context: ({ input }) => ({
    system: input.system,
    warehouseId: input.warehouseId,
    baselineRunId: baselineOf(input.lastRun),
    run: input.lastRun,
    jobId: null,
    jobStatus: null,
    error: null,
  }),
  initial: 'idle',
  on: {
    'job.update': {
      guard: { type: 'isOurJob', params: ({ event }) => ({ job: event.job }) },
      actions: { type: 'storeJobStatus', params: ({ event }) => ({ job: event.job }) },
    },
  },
  states: {
    idle: {
      on: { 'sync.start': { target: 'requesting', actions: 'startRequest' } },
    },
    requesting: {
      invoke: {
        src: 'requestSync',
        input: ({ context }) => ({ system: context.system, warehouseId: context.warehouseId }),
        onDone: {
          target: 'queued',
          actions: { type: 'storeJob', params: ({ event }) => ({ jobId: event.output.jobId }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    queued: {
      after: { pollInterval: 'checking' },
      on: {
        'job.update': {
          guard: { type: 'isOurJob', params: ({ event }) => ({ job: event.job }) },
          target: 'checking',
          actions: { type: 'storeJobStatus', params: ({ event }) => ({ job: event.job }) },
        },
      },
    },
    running: {
      after: { pollInterval: 'checking' },
      on: {
        'job.update': {
          guard: { type: 'isOurJob', params: ({ event }) => ({ job: event.job }) },
          target: 'checking',
          actions: { type: 'storeJobStatus', params: ({ event }) => ({ job: event.job }) },
        },
      },
    },
    // Reading the newest run; events meanwhile only note the job's status (the read shows the rest).
    checking: {
      invoke: {
        src: 'loadLatestRun',
        input: ({ context }) => ({ system: context.system, warehouseId: context.warehouseId }),
        onDone: {
          target: 'settling',
          actions: { type: 'storeRun', params: ({ event }) => ({ run: event.output }) },
        },
        // The next event or poll reads it again.
        onError: 'settling',
      },
    },
    settling: {
      always: [
        { guard: 'hasSucceeded', target: 'succeeded' },
        { guard: 'hasFailed', target: 'failed', actions: 'storeRunError' },
        { guard: 'endedWithoutRun', target: 'failed', actions: 'storeEndedWithoutRun' },
        { guard: 'isRunning', target: 'running' },
        { target: 'queued' },
      ],
    },
    succeeded: {
      on: {
        'sync.start': { target: 'requesting', actions: 'startRequest' },
        'sync.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
    failed: {
      on: {
        'sync.start': { target: 'requesting', actions: 'startRequest' },
        'sync.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type WmsSyncMachine = typeof wmsSyncMachine;
