/** The rate-card version flows' I/O over the API (src/api/rate-cards.api.ts). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import {
  createRateCardVersion,
  deleteRateCardVersion,
  loadRateCardVersions,
  publishRateCardVersion,
  runRateCardWhatIf,
  saveRateCardVersion,
  type RateCardVersionRow,
  type RateCardVersionsAnswer,
  type WhatIfAnswer,
} from '../../api/rate-cards.api';
import { failingAs } from '../api-failure';
import { rateCardVersionMachine } from './rate-card-version.machine';
import { rateCardWhatIfMachine, type RunWhatIfInput } from './rate-card-what-if.machine';
import type { CreateVersionInput, SaveVersionInput, VersionRef } from './rate-card-version.types';

export function createRateCardVersionMachine(api: ApiClient) {
  return rateCardVersionMachine.provide({
    actors: {
      loadVersions: fromPromise<RateCardVersionsAnswer, { cardId: number }>(({ input, signal }) =>
        failingAs(loadRateCardVersions(api, input.cardId, signal)),
      ),
      createVersion: fromPromise<RateCardVersionRow, CreateVersionInput>(({ input }) =>
        failingAs(createRateCardVersion(api, input.cardId, input.copyFromVersionId)),
      ),
      saveVersion: fromPromise<RateCardVersionRow, SaveVersionInput>(({ input }) =>
        failingAs(saveRateCardVersion(api, input.cardId, input.versionId, input.body)),
      ),
      deleteVersion: fromPromise<unknown, VersionRef>(({ input }) =>
        failingAs(deleteRateCardVersion(api, input.cardId, input.versionId)),
      ),
      publishVersion: fromPromise<RateCardVersionRow, VersionRef>(({ input }) =>
        failingAs(publishRateCardVersion(api, input.cardId, input.versionId, input.version)),
      ),
    },
  });
}

export function createRateCardWhatIfMachine(api: ApiClient) {
  return rateCardWhatIfMachine.provide({
    actors: {
      runWhatIf: fromPromise<WhatIfAnswer, RunWhatIfInput>(({ input, signal }) =>
        failingAs(
          runRateCardWhatIf(api, input.cardId, input.versionId, { from: input.from, to: input.to }, signal),
        ),
      ),
    },
  });
}
