/** What screens (through useLoad) and parents read from a load snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../api/api-error';
import type { LoadMachine } from './load.machine';
import type { LoadStatus } from './load.types';

type LoadSnapshot = SnapshotFrom<LoadMachine>;

/** A refresh under way shows as loaded: the data stays on screen until the answer replaces it. */
export const selectStatus = (s: LoadSnapshot): LoadStatus =>
  s.matches('failed') ? 'failed' : s.matches('loading') ? 'loading' : 'loaded';
/** The last answer, also while loading again; null when there is none (never loaded, or failed). */
export const selectData = (s: LoadSnapshot): unknown => (s.context.hasData ? s.context.data : null);
export const selectIsRefreshing = (s: LoadSnapshot) => s.matches('refreshing');
export const selectFailure = (s: LoadSnapshot): ApiFailure | null => {
  const error = s.context.error;
  return error && { status: error.status, message: error.message, fields: error.fields };
};
