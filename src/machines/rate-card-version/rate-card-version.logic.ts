/**
 * Pure rules of the rate-card version flows, shared by their guards, their calls' input and the
 * screen. The editor holds what was typed (Draft); bodyOf reads it into the body the server takes and
 * rateCardVersionSchema (the server's own schema) says what is wrong, per field path, in the words the
 * server would use. Amounts are read from their text by the money module's input rules: no float math.
 */
import { ValidationError } from 'yup';
import {
  agedUnits,
  rateCardVersionSchema,
  unitsOfActivity,
  type BillingActivity,
  type RateUnit,
} from '../../domain/billing/activity-rates';
import type { RateCardVersionRow, RateCardVersionsAnswer } from '../../domain/contracts/activity-rate-cards';
import { formatMinorUnits, formatMoneyInput, fromAmount, parseMoney, toAmount } from '../../domain/money';
import { isIsoDay } from '../../domain/resources/fields';
import { formatDay } from '../../components/format';
import type {
  Draft,
  DraftField,
  DraftRule,
  FieldErrors,
  RuleField,
  TierField,
  VersionFlowContext,
  VersionFlowEvent,
} from './rate-card-version.types';

/** Decimals a rate may have (money.ts RATE_DECIMALS) and a percentage. */
export const RATE_INPUT_DECIMALS = 4;
export const PERCENT_INPUT_DECIMALS = 2;

/** A decimal as typed ('1,234.0125') as the number the API carries; null when empty, NaN when not a number. */
export function amountOf(text: string): number | null {
  const plain = text.trim().replace(/,/g, '');
  if (plain === '') return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A whole number of days as typed; null when empty, NaN when not a whole number. */
export function daysOf(text: string): number | null {
  const plain = text.trim();
  if (plain === '') return null;
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A saved rate as its input shows it: at least the cents written out (8.5 → '8.50', 0.0125 as it is). */
function rateText(rate: number): string {
  const [int, decimals = ''] = formatMoneyInput(String(rate), RATE_INPUT_DECIMALS).split('.');
  return `${int}.${decimals.padEnd(2, '0')}`;
}

/** A saved version as its editor shows it. */
export function draftOf(version: RateCardVersionRow): Draft {
  return {
    effectiveFrom: version.effectiveFrom ?? '',
    rules: version.rules.map((rule) => ({
      key: rule.key,
      activity: rule.activity,
      unit: rule.unit,
      rate: rateText(rule.rate),
      label: rule.label ?? '',
      tiers: (rule.tiers ?? []).map((t) => ({ fromDay: String(t.fromDay), rate: rateText(t.rate) })),
    })),
    monthlyMinimum:
      version.monthlyMinimum === null ? '' : formatMinorUnits(fromAmount(version.monthlyMinimum)),
    passThroughMarkupPercent: String(version.passThroughMarkupPercent ?? 0),
    notes: version.notes ?? '',
  };
}

export const emptyRule = (): DraftRule => ({
  key: '',
  activity: '',
  unit: '',
  rate: '',
  label: '',
  tiers: [],
});

/** A new rule's key: its activity and unit ('storage-unitday'), numbered when that key is taken. */
function newKey(rule: DraftRule, taken: Set<string>): string {
  const base = `${rule.activity || 'rule'}-${rule.unit || 'new'}`.toLowerCase();
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}-${n}`;
  taken.add(key);
  return key;
}

const minimumOf = (text: string): number | null => {
  const minor = parseMoney(text);
  if (minor === null) return null;
  return typeof minor === 'number' ? toAmount(minor) : Number(minor);
};

/** What the server takes for the draft (the schema checks it; nothing is rounded here). */
export function bodyOf(draft: Draft) {
  const taken = new Set(draft.rules.map((r) => r.key).filter(Boolean));
  return {
    effectiveFrom: draft.effectiveFrom || null,
    rules: draft.rules.map((rule) => ({
      key: rule.key || newKey(rule, taken),
      activity: rule.activity || null,
      unit: rule.unit || null,
      // With tiers the tiers are the price; the rule's own rate is kept as it is (0 when empty).
      rate: rule.tiers.length > 0 ? (amountOf(rule.rate) ?? 0) : amountOf(rule.rate),
      label: rule.label.trim() || null,
      tiers:
        rule.tiers.length > 0
          ? rule.tiers.map((t) => ({ fromDay: daysOf(t.fromDay), rate: amountOf(t.rate) }))
          : null,
    })),
    monthlyMinimum: minimumOf(draft.monthlyMinimum),
    passThroughMarkupPercent: amountOf(draft.passThroughMarkupPercent) ?? 0,
    notes: draft.notes.trim() || null,
  };
}

/** What is wrong with the draft, per field path ('rules[2].rate'), as the server's schema says it. */
export function draftProblems(draft: Draft): FieldErrors {
  try {
    rateCardVersionSchema.validateSync(bodyOf(draft), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems: FieldErrors = {};
    for (const e of error.inner.length ? error.inner : [error]) problems[e.path ?? ''] ??= e.message;
    return problems;
  }
}

export const isDraftValid = (draft: Draft | null) =>
  draft !== null && !Object.keys(draftProblems(draft)).length;

export const isDraftDirty = (context: Pick<VersionFlowContext, 'draft' | 'saved'>) =>
  context.draft !== null &&
  context.saved !== null &&
  JSON.stringify(context.draft) !== JSON.stringify(draftOf(context.saved));

/** The messages to show: the server's (while their field is unchanged), then the schema's once tried. */
export function visibleErrors(context: Pick<VersionFlowContext, 'draft' | 'showErrors' | 'serverErrors'>) {
  const own = context.showErrors && context.draft ? draftProblems(context.draft) : {};
  return { ...own, ...context.serverErrors };
}

/** The server's messages less those of `path` and below (its value was changed). */
export const withoutErrorsAt = (errors: FieldErrors, path: string): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).filter(
      ([p]) => p !== path && !p.startsWith(`${path}.`) && !p.startsWith(`${path}[`),
    ),
  );

/** The context of a draft as saved (none: null), its messages cleared. */
export const withSaved = (saved: RateCardVersionRow | null) => ({
  saved,
  draft: saved ? draftOf(saved) : null,
  showErrors: false,
  serverErrors: {} as FieldErrors,
  error: null,
});

export const publishedNotice = (version: RateCardVersionRow) =>
  `Version ${version.versionNumber} is published: charges from ${formatDay(version.effectiveFrom)} on use its rates.`;

export const draftVersionOf = (answer: RateCardVersionsAnswer | null) =>
  answer?.versions.find((v) => v.status === 'Draft') ?? null;

/** The version a new draft copies: the latest by number, or none on a card without versions. */
export function latestVersionId(answer: RateCardVersionsAnswer | null): number | null {
  const versions = answer?.versions ?? [];
  if (!versions.length) return null;
  return versions.reduce((a, b) => (b.versionNumber > a.versionNumber ? b : a)).id;
}

/** The answer with `version` in place of the row of the same id (or added to it). */
export function withVersion(answer: RateCardVersionsAnswer | null, version: RateCardVersionRow) {
  if (!answer) return answer;
  const others = answer.versions.filter((v) => v.id !== version.id);
  return {
    ...answer,
    versions: [...others, version].sort((a, b) => b.versionNumber - a.versionNumber),
  };
}

export const withField = (draft: Draft, field: DraftField, value: string): Draft => ({
  ...draft,
  [field]: value,
});

/** A changed activity keeps the unit only if it applies to it; a unit that does not age loses its tiers. */
export function withRuleField(draft: Draft, index: number, field: RuleField, value: string): Draft {
  const rules = draft.rules.map((rule, i) => {
    if (i !== index) return rule;
    const next = { ...rule, [field]: value };
    if (field === 'activity') {
      const units = unitsOfActivity[value as BillingActivity] ?? [];
      if (!units.includes(next.unit as RateUnit)) next.unit = units.length === 1 ? units[0]! : '';
    }
    if (!isAgedUnit(next.unit)) next.tiers = [];
    return next;
  });
  return { ...draft, rules };
}

export const isAgedUnit = (unit: string) => agedUnits.includes(unit as RateUnit);

export const withoutRule = (draft: Draft, index: number): Draft => ({
  ...draft,
  rules: draft.rules.filter((_, i) => i !== index),
});

/** A new tier starts the day after the last one's start (the first at day 0). */
export function withNewTier(draft: Draft, index: number): Draft {
  return mapTiers(draft, index, (tiers) => {
    const last = tiers.at(-1);
    const lastDay = last ? daysOf(last.fromDay) : null;
    const fromDay = !last ? '0' : lastDay === null || Number.isNaN(lastDay) ? '' : String(lastDay + 30);
    return [...tiers, { fromDay, rate: '' }];
  });
}

export const withTierField = (draft: Draft, index: number, tier: number, field: TierField, value: string) =>
  mapTiers(draft, index, (tiers) => tiers.map((t, i) => (i === tier ? { ...t, [field]: value } : t)));

export const withoutTier = (draft: Draft, index: number, tier: number) =>
  mapTiers(draft, index, (tiers) => tiers.filter((_, i) => i !== tier));

function mapTiers(draft: Draft, index: number, change: (tiers: DraftRule['tiers']) => DraftRule['tiers']) {
  return {
    ...draft,
    rules: draft.rules.map((rule, i) => (i === index ? { ...rule, tiers: change(rule.tiers) } : rule)),
  };
}

/** Why a what-if period is refused, per end: two days, the first not after the last. */
export function periodProblems(from: string, to: string) {
  const problems: Partial<Record<'from' | 'to', string>> = {};
  if (!isIsoDay(from)) problems.from = 'Enter the first day of the period.';
  if (!isIsoDay(to)) problems.to = 'Enter the last day of the period.';
  else if (isIsoDay(from) && from > to) problems.to = 'The last day cannot be before the first.';
  return problems;
}

export type DraftEdit = Extract<
  VersionFlowEvent,
  { type: `${'draft' | 'rule' | 'tier'}.${'set' | 'add' | 'remove'}` }
>;

/** The draft after an edit, and the field path whose server message the edit makes stale. */
export function appliedEdit(draft: Draft, event: DraftEdit): { draft: Draft; path: string } {
  switch (event.type) {
    case 'draft.set':
      return { draft: withField(draft, event.field, event.value), path: event.field };
    case 'rule.add':
      return { draft: { ...draft, rules: [...draft.rules, emptyRule()] }, path: 'rules' };
    case 'rule.set':
      return {
        draft: withRuleField(draft, event.index, event.field, event.value),
        path: `rules[${event.index}].${event.field}`,
      };
    case 'rule.remove':
      return { draft: withoutRule(draft, event.index), path: 'rules' };
    case 'tier.add':
      return { draft: withNewTier(draft, event.index), path: `rules[${event.index}].tiers` };
    case 'tier.set':
      return {
        draft: withTierField(draft, event.index, event.tier, event.field, event.value),
        path: `rules[${event.index}].tiers[${event.tier}].${event.field}`,
      };
    case 'tier.remove':
      return { draft: withoutTier(draft, event.index, event.tier), path: `rules[${event.index}].tiers` };
  }
}

const editEvents: readonly string[] = [
  'draft.set',
  'rule.add',
  'rule.set',
  'rule.remove',
  'tier.add',
  'tier.set',
  'tier.remove',
];
export const isEdit = (event: VersionFlowEvent): event is DraftEdit => editEvents.includes(event.type);
