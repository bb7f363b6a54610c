/** The dashboard machine's I/O: GET /api/dashboard (server/modules/dashboard). */
import { fromPromise } from 'xstate';
import { describeApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/http';
import type { DashboardAnswer } from '../../domain/dashboard';
import { dashboardMachine, type DashboardInput } from './dashboard.machine';

export function createDashboardMachine(api: ApiClient) {
  return dashboardMachine.provide({
    actors: {
      fetchDashboard: fromPromise<DashboardAnswer, DashboardInput>(({ input, signal }) =>
        api<DashboardAnswer>('/api/dashboard', {
          query: input.view ? { view: input.view } : {},
          signal,
        }).catch((error: unknown) =>
          Promise.reject(Object.assign(new Error('dashboard'), { failure: describeApiError(error) })),
        ),
      ),
    },
  });
}
