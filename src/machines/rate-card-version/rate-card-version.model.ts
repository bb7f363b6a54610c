/**
 * The rate-card version flow's model for generated paths (flow-model.ts): a card whose version 1 is
 * published (pick and pack at 0.35 per order) and whose version 2 is a draft copied from it, storage
 * by the pallet per day in tiers (0–30 days free, then 0.45); a second answer is the card without a
 * draft (a new one may come without its effective day). Emptying the effective day or adding an empty rule makes the draft invalid; a save may be
 * refused on a field (400) or because someone saved meanwhile (409); a publish may be refused.
 */
import type { RateCardVersionRow, RateCardVersionsAnswer } from '../../domain/contracts/activity-rate-cards';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { isDraftDirty, isDraftValid } from './rate-card-version.logic';
import { rateCardVersionMachine } from './rate-card-version.machine';
import type { VersionFlowEvent } from './rate-card-version.types';

const stamp = '2026-11-02T15:00:00.000Z';
const published: RateCardVersionRow = {
  id: 11,
  rateCardId: 4,
  versionNumber: 1,
  status: 'Published',
  effectiveFrom: '2026-11-01',
  rules: [{ key: 'pickpack-order', activity: 'pickPack', unit: 'order', rate: 0.35, label: null }],
  monthlyMinimum: 500,
  passThroughMarkupPercent: 10,
  notes: null,
  publishedAt: stamp,
  publishedBy: 'Ada Admin',
  chargeCount: 1200,
  version: 2,
  createdAt: stamp,
  updatedAt: stamp,
};
export const versionModelDraft: RateCardVersionRow = {
  ...published,
  id: 12,
  versionNumber: 2,
  status: 'Draft',
  effectiveFrom: '2026-12-01',
  rules: [
    ...published.rules,
    {
      key: 'storage-palletday',
      activity: 'storage',
      unit: 'palletDay',
      rate: 0,
      tiers: [
        { fromDay: 0, rate: 0 },
        { fromDay: 31, rate: 0.45 },
      ],
      label: null,
    },
  ],
  publishedAt: null,
  publishedBy: null,
  chargeCount: 0,
  version: 1,
};
const card = {
  id: 4,
  vendorId: 3,
  warehouseId: null,
  name: 'Northwind standard',
  currency: 'USD',
  version: 1,
  createdAt: stamp,
  updatedAt: stamp,
  vendorName: 'Northwind Goods',
  warehouseName: null,
};
export const versionModelAnswer: RateCardVersionsAnswer = {
  card,
  versions: [versionModelDraft, published],
  currentVersionId: 11,
};
const withoutDraft: RateCardVersionsAnswer = { ...versionModelAnswer, versions: [published] };

const failure = (message: string, status: number, fields: Record<string, string> = {}) =>
  Object.assign(asCallFailure(new Error(message)), { status, fields });
const refusedRate = failure('Some fields are not valid.', 400, {
  'rules[0].rate': 'Rate may have at most 4 decimals',
});
const changed = failure('This draft was changed by someone else. Reload it to see the changes.', 409);
const down = failure('The server could not be reached.', 503);

export const rateCardVersionModel = defineFlowModel({
  machine: rateCardVersionMachine,
  inputs: [{ cardId: 4 }],
  events: (): VersionFlowEvent[] => [
    { type: 'draft.set', field: 'effectiveFrom', value: '' },
    { type: 'draft.set', field: 'effectiveFrom', value: '2026-12-01' },
    { type: 'rule.set', index: 0, field: 'rate', value: '0.40' },
    { type: 'rule.add' },
    { type: 'rule.remove', index: 0 },
    { type: 'tier.add', index: 1 },
    { type: 'tier.set', index: 1, tier: 1, field: 'rate', value: '0.50' },
    { type: 'tier.remove', index: 1, tier: 1 },
    { type: 'draft.save' },
    { type: 'draft.discard' },
    { type: 'draft.edit' },
    { type: 'draft.delete' },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'publish.ask' },
    { type: 'publish.confirm' },
    { type: 'publish.cancel' },
    { type: 'version.new' },
    { type: 'flow.reload' },
  ],
  answers: {
    loadVersions: { output: [versionModelAnswer, withoutDraft], error: [down] },
    // A first draft may be saved without its day yet: it cannot be published as it is.
    createVersion: {
      output: [versionModelDraft, { ...versionModelDraft, effectiveFrom: '' }],
      error: [down],
    },
    saveVersion: { output: [{ ...versionModelDraft, version: 2 }], error: [refusedRate, changed] },
    deleteVersion: { output: [null], error: [down] },
    publishVersion: {
      output: [{ ...versionModelDraft, status: 'Published', publishedAt: stamp, publishedBy: 'Ada Admin' }],
      error: [refusedRate, down],
    },
  },
  facets: (s) => ({
    dirty: isDraftDirty(s.context),
    valid: isDraftValid(s.context.draft),
    showErrors: s.context.showErrors,
    serverErrors: Object.keys(s.context.serverErrors).length,
  }),
});
