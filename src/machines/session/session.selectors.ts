import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from './session.machine';

type Snapshot = SnapshotFrom<SessionMachine>;

export const selectIsAuthed = (s: Snapshot) =>
  s.matches('authed') || s.matches('waitingToRetry') || (s.matches('refreshing') && s.context.user.id !== '');
/** Still deciding whether this visitor is signed in (a stored session is being exchanged). */
export const selectIsResolving = (s: Snapshot) =>
  (s.matches('refreshing') || s.matches('waitingToRetry')) && s.context.user.id === '';
