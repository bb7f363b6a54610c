/** What the connection card reads from its two machines' snapshots. */
import type { SnapshotFrom } from 'xstate';
import { connectionStateOf, ownRunOf, syncBlockedReason } from './wms-connection.logic';
import type { WmsConnectionMachine } from './wms-connection.machine';
import type { WmsSyncMachine } from './wms-sync.machine';

type ConnectionSnapshot = SnapshotFrom<WmsConnectionMachine>;
type SyncSnapshot = SnapshotFrom<WmsSyncMachine>;

export type ConnectionStep =
  'loading' | 'unavailable' | 'editing' | 'saving' | 'saved' | 'invalid' | 'conflict' | 'failed';
export type SyncStep =
  'idle' | 'requesting' | 'queued' | 'running' | 'checking' | 'settling' | 'succeeded' | 'failed';

export const selectConnectionStep = (s: ConnectionSnapshot) => s.value;
/** The saved connection's state: Not connected, Connected or Disabled (not the form's unsaved values). */
export const selectConnectionState = (s: ConnectionSnapshot) => connectionStateOf(s.context.connection);
/** Why Sync now cannot run, from the saved connection; null when it can. */
export const selectSyncBlocked = (s: ConnectionSnapshot) =>
  s.matches('loading') || s.matches('unavailable')
    ? 'Loading the connection…'
    : syncBlockedReason(s.context.connection);

export const selectSyncStep = (s: SyncSnapshot) => s.value;
/** A sync is under way from the moment it is asked for until its run is read finished. */
export const selectSyncBusy = (s: SyncSnapshot) =>
  !(s.matches('idle') || s.matches('succeeded') || s.matches('failed'));
/** The warehouse's newest run known: this sync's once it shows, else the last one before it. */
export const selectLatestRun = (s: SyncSnapshot) => s.context.run;
/** Where a sync under way stands, as the user reads it: waiting for the job runner, or running. */
export const selectSyncPhase = (s: SyncSnapshot): 'queued' | 'running' | null => {
  if (!selectSyncBusy(s)) return null;
  if (s.matches('requesting')) return 'queued';
  return s.matches('running') || s.context.jobStatus === 'Running' || ownRunOf(s.context) !== null
    ? 'running'
    : 'queued';
};
