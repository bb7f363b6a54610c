/** The rate-card version flows' context, events and I/O shapes (the draft editor and the what-if). */
import type {
  RateCardVersionRow,
  RateCardVersionsAnswer,
  WhatIfAnswer,
} from '../../domain/contracts/activity-rate-cards';
import type { BillingActivity, RateCardVersionInput, RateUnit } from '../../domain/billing/activity-rates';

/** A storage tier as typed: the texts of its inputs. */
export interface DraftTier {
  fromDay: string;
  rate: string;
}

/** A rule as typed. `key` is '' for a rule added in this draft (named on save from its activity). */
export interface DraftRule {
  key: string;
  activity: BillingActivity | '';
  unit: RateUnit | '';
  /** Up to 4 decimals, as typed ('0.0125'): read by the money module's input rules, never by float math. */
  rate: string;
  label: string;
  tiers: DraftTier[];
}

/** The draft as its editor holds it: every input's text, so what is shown is what was typed. */
export interface Draft {
  effectiveFrom: string;
  rules: DraftRule[];
  /** Money input text ('1,500.00'), '' for none. */
  monthlyMinimum: string;
  passThroughMarkupPercent: string;
  notes: string;
}

export type DraftField = 'effectiveFrom' | 'monthlyMinimum' | 'passThroughMarkupPercent' | 'notes';
export type RuleField = 'activity' | 'unit' | 'rate' | 'label';
export type TierField = keyof DraftTier;

/** Field path ('rules[2].rate', 'effectiveFrom') → message, as the schema and the server name them. */
export type FieldErrors = Record<string, string>;

export interface VersionFlowInput {
  cardId: number;
}

export interface VersionFlowContext extends VersionFlowInput {
  answer: RateCardVersionsAnswer | null;
  /** The draft as last saved (null when the card has none). */
  saved: RateCardVersionRow | null;
  draft: Draft | null;
  /** The schema's messages show once a save or publish was tried. */
  showErrors: boolean;
  /** The server's per-field messages of the last refused save or publish. */
  serverErrors: FieldErrors;
  error: string | null;
  notice: string | null;
}

export type VersionFlowEvent =
  | { type: 'draft.set'; field: DraftField; value: string }
  | { type: 'rule.add' }
  | { type: 'rule.set'; index: number; field: RuleField; value: string }
  | { type: 'rule.remove'; index: number }
  | { type: 'tier.add'; index: number }
  | { type: 'tier.set'; index: number; tier: number; field: TierField; value: string }
  | { type: 'tier.remove'; index: number; tier: number }
  | { type: 'draft.save' }
  | { type: 'draft.discard' }
  | { type: 'draft.edit' }
  | { type: 'draft.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'publish.ask' }
  | { type: 'publish.confirm' }
  | { type: 'publish.cancel' }
  | { type: 'version.new' }
  | { type: 'flow.reload' };

export interface CreateVersionInput {
  cardId: number;
  copyFromVersionId: number | null;
}

export interface SaveVersionInput {
  cardId: number;
  versionId: number;
  body: RateCardVersionInput & { version: number };
}

export interface VersionRef {
  cardId: number;
  versionId: number;
  version: number;
}

export interface WhatIfInput {
  cardId: number;
  versionId: number;
  /** The period proposed first (last month on the user's calendar). */
  from: string;
  to: string;
}

export interface WhatIfContext extends WhatIfInput {
  answer: WhatIfAnswer | null;
  problems: Partial<Record<'from' | 'to', string>>;
  error: string | null;
}

export type WhatIfEvent = { type: 'period.set'; from?: string; to?: string } | { type: 'whatIf.run' };
