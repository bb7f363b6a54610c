/** A warehouse's connection form and its Sync now: context, events and I/O shapes. */
import type {
  WmsConnectionBody,
  WmsConnectionRow,
  WmsSyncRunRow,
  WmsSystem,
  WmsWarehouseConnection,
} from '../../domain/contracts/wms-connections';
import type { JobUpdatedPayload } from '../../domain/live-events';

/** What the form's fields hold, as typed. */
export interface ConnectionValues {
  baseUrl: string;
  clientId: string;
  userLoginId: string;
  /** Write-only: empty keeps the stored secret. */
  secret: string;
  enabled: boolean;
  importVendorIds: number[];
}

export type ConnectionField = keyof ConnectionValues;

export interface ConnectionInput {
  system: WmsSystem;
  warehouseId: number;
}

export interface ConnectionCallInput {
  system: WmsSystem;
  warehouseId: number;
}

export interface SaveCallInput extends ConnectionCallInput {
  body: WmsConnectionBody;
}

export interface ConnectionContext {
  system: WmsSystem;
  warehouseId: number;
  /** The warehouse and its connection as last read. */
  loaded: WmsWarehouseConnection | null;
  /** The connection the next save applies to (its version); null before one is saved. */
  connection: WmsConnectionRow | null;
  values: ConnectionValues;
  /** Messages per field: the form's own checks, or the server's (400). */
  problems: Partial<Record<ConnectionField, string>>;
  /** Why the load or the last save failed, in the screen's words. */
  error: string | null;
}

export type ConnectionEvent =
  | { type: 'field.set'; field: 'baseUrl' | 'clientId' | 'userLoginId' | 'secret'; value: string }
  | { type: 'field.set'; field: 'enabled'; value: boolean }
  | { type: 'field.set'; field: 'importVendorIds'; value: number[] }
  | { type: 'connection.save' }
  | { type: 'connection.reload' };

/** Sync now of one warehouse. */
export interface SyncInput {
  system: WmsSystem;
  warehouseId: number;
  /** The newest run known when the screen opened: a run the sync makes is newer. */
  lastRun: WmsSyncRunRow | null;
}

export interface SyncContext {
  system: WmsSystem;
  warehouseId: number;
  /** The newest run known before the running sync was asked for. */
  baselineRunId: number | null;
  /** The newest run (the running sync's once it shows). */
  run: WmsSyncRunRow | null;
  jobId: number | null;
  /** The job's status as its last JobUpdated event said (Queued, Running, Succeeded, Failed, Cancelled). */
  jobStatus: string | null;
  error: string | null;
}

export type JobUpdate = Pick<JobUpdatedPayload, 'id' | 'status'>;

export type SyncEvent =
  { type: 'sync.start' } | { type: 'sync.dismiss' } | { type: 'job.update'; job: JobUpdate };
