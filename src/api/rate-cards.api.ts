/**
 * The HTTP calls of the rate card screens (issue 18): activity rate cards through their contract
 * (list, add, read), a card's versions (list, new draft copied from another, save a draft, delete a
 * draft, publish) and the what-if of a draft over a past period. Carrier rate cards are the generic
 * CRUD screens' (src/components/crud/configs/rate-cards.ts).
 */
import { useMemo } from 'react';
import {
  activityRateCardPath,
  activityRateCardsContract,
  rateCardVersionPath,
  type ActivityRateCardRow,
  type RateCardVersionRow,
  type RateCardVersionsAnswer,
  type WhatIfAnswer,
  type WhatIfQuery,
} from '../domain/contracts/activity-rate-cards';
import type { ActivityRateCardInput, RateCardVersionInput } from '../domain/billing/activity-rates';
import { useApi } from '../machines/use-app';
import type { ApiClient } from './http';
import { contractClient } from './resource-client';

export type { ActivityRateCardRow, RateCardVersionRow, RateCardVersionsAnswer, WhatIfAnswer };

export const ACTIVITY_RATE_CARDS_PATH = activityRateCardsContract.screen.path;
/** The card's screen: its versions and the draft editor. */
export const activityRateCardScreenPath = (id: number) => `${ACTIVITY_RATE_CARDS_PATH}/${id}`;

export const activityRateCardsClient = (api: ApiClient) =>
  contractClient<typeof activityRateCardsContract, Partial<ActivityRateCardInput>>(
    api,
    activityRateCardsContract,
  );

export function useActivityRateCardsClient() {
  const api = useApi();
  return useMemo(() => activityRateCardsClient(api), [api]);
}

/** A new card (POST base): answers the card, whose screen opens next. */
export const createActivityRateCard = (api: ApiClient, body: ActivityRateCardInput) =>
  activityRateCardsClient(api).add(body);

export const loadRateCardVersions = (api: ApiClient, cardId: number, signal?: AbortSignal) =>
  api<RateCardVersionsAnswer>(`${activityRateCardPath(cardId)}/versions`, { signal });

/** A new draft, a copy of `copyFromVersionId` (the latest version) or empty. */
export const createRateCardVersion = (
  api: ApiClient,
  cardId: number,
  copyFromVersionId: number | null,
  signal?: AbortSignal,
) =>
  api<RateCardVersionRow>(`${activityRateCardPath(cardId)}/versions`, {
    method: 'POST',
    body: copyFromVersionId === null ? {} : { copyFromVersionId },
    signal,
  });

/** Saves a draft: its body and the version it was edited from (409 when someone saved meanwhile). */
export const saveRateCardVersion = (
  api: ApiClient,
  cardId: number,
  versionId: number,
  body: RateCardVersionInput & { version: number },
  signal?: AbortSignal,
) =>
  api<RateCardVersionRow>(rateCardVersionPath(cardId, versionId), {
    method: 'PUT',
    body: { ...body },
    signal,
  });

export const deleteRateCardVersion = (
  api: ApiClient,
  cardId: number,
  versionId: number,
  signal?: AbortSignal,
) => api<void>(rateCardVersionPath(cardId, versionId), { method: 'DELETE', signal });

export const publishRateCardVersion = (
  api: ApiClient,
  cardId: number,
  versionId: number,
  version: number,
  signal?: AbortSignal,
) =>
  api<RateCardVersionRow>(`${rateCardVersionPath(cardId, versionId)}/publish`, {
    method: 'POST',
    body: { version },
    signal,
  });

/** What the saved draft would have charged over `query`'s period, beside what was charged. */
export const runRateCardWhatIf = (
  api: ApiClient,
  cardId: number,
  versionId: number,
  query: WhatIfQuery,
  signal?: AbortSignal,
) =>
  api<WhatIfAnswer>(`${rateCardVersionPath(cardId, versionId)}/what-if`, {
    method: 'POST',
    body: { ...query },
    signal,
  });
