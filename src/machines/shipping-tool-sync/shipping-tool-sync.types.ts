/** The shipping tool sync's context, events and I/O shapes. */
import type {
  ShippingToolList,
  ShippingToolSyncRow,
  ShippingToolSyncScope,
} from '../../domain/contracts/shipping-tool';

export interface SyncInput {
  projectId: number;
  /** The lists the user may pull (the permission of each). */
  lists: readonly ShippingToolList[];
}

export interface SyncCallInput {
  projectId: number;
  scope: ShippingToolSyncScope;
}

export interface SyncContext {
  projectId: number;
  lists: readonly ShippingToolList[];
  /** The scope of the running or last sync. */
  scope: ShippingToolSyncScope | null;
  /** The last sync's log row (Succeeded or Failed). */
  sync: ShippingToolSyncRow | null;
  /** Why the last sync failed: the tool's reason from the log row, or the call's own failure. */
  error: string | null;
}

export type SyncEvent =
  { type: 'sync.start'; scope: ShippingToolSyncScope } | { type: 'sync.retry' } | { type: 'sync.dismiss' };
