import { fromPromise } from 'xstate';
import { appVersionMachine } from './app-version.machine';

export function createAppVersionMachine(deps: {
  fetchBuildId: (signal: AbortSignal) => Promise<string>;
  reloadApp: () => void;
}) {
  return appVersionMachine.provide({
    actors: { fetchBuildId: fromPromise(({ signal }) => deps.fetchBuildId(signal)) },
    actions: { reloadApp: () => deps.reloadApp() },
  });
}
