/** The drift review's I/O: apply and dismiss of server/modules/wms-sync (wms-sync.api.ts). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { applyDrifts, dismissDrifts } from '../../api/wms-sync.api';
import { failingAs } from '../api-failure';
import { driftReviewMachine } from './drift-review.machine';
import type { ReviewCallInput } from './drift-review.types';

export function createDriftReviewMachine(api: ApiClient) {
  return driftReviewMachine.provide({
    actors: {
      applyDrifts: fromPromise<unknown, ReviewCallInput>(({ input }) =>
        failingAs(applyDrifts(api, input.ids)),
      ),
      dismissDrifts: fromPromise<unknown, ReviewCallInput>(({ input }) =>
        failingAs(dismissDrifts(api, input.ids)),
      ),
    },
  });
}
