/**
 * Activity rate cards (issue 18): what a 3PL charges a client for the work it does. A card belongs to
 * a vendor, optionally to one warehouse (a warehouse's card wins over the vendor-wide one), and has
 * versions: a version is a draft until it is published with the day it takes effect; a published
 * version is never changed, so charges already made keep the rates they were made with. The version
 * in effect on a day is the published one with the latest effective day on or before it.
 *
 * A version is a list of rules (an activity, the unit it is charged by, a rate; storage rules may have
 * tiers by the age of the stock), a monthly minimum and the markup on pass-through costs.
 */
import * as yup from 'yup';
import { isWholeCents } from '../money';
import { day, decimal, money, numberField, optionalText, rate, textField } from '../resources/fields';

export const billingActivities = [
  'receiving',
  'storage',
  'pickPack',
  'outboundBulk',
  'smallParcel',
  'returns',
  'kitting',
  'specialProject',
] as const;
export type BillingActivity = (typeof billingActivities)[number];

export const rateUnits = [
  'unit',
  'carton',
  'pallet',
  'line',
  'document',
  'unitDay',
  'palletDay',
  'locationDay',
  'order',
  'firstUnit',
  'additionalUnit',
  'package',
  'return',
  'unitAssembled',
  'hour',
] as const;
export type RateUnit = (typeof rateUnits)[number];

/** Which units each activity is charged by: the rule editor offers these, the server refuses others. */
export const unitsOfActivity: Record<BillingActivity, readonly RateUnit[]> = {
  receiving: ['unit', 'carton', 'pallet', 'line', 'document'],
  storage: ['unitDay', 'palletDay', 'locationDay'],
  pickPack: ['order', 'firstUnit', 'additionalUnit', 'line'],
  outboundBulk: ['carton', 'pallet'],
  smallParcel: ['package'],
  returns: ['return', 'unit'],
  kitting: ['unitAssembled'],
  specialProject: ['hour'],
};

export const activityLabels: Record<BillingActivity, string> = {
  receiving: 'Receiving',
  storage: 'Storage',
  pickPack: 'Pick and pack',
  outboundBulk: 'Outbound bulk',
  smallParcel: 'Small parcel',
  returns: 'Returns',
  kitting: 'Kitting and work orders',
  specialProject: 'Special projects',
};

export const unitLabels: Record<RateUnit, string> = {
  unit: 'per unit',
  carton: 'per carton',
  pallet: 'per pallet',
  line: 'per line',
  document: 'per document',
  unitDay: 'per unit per day',
  palletDay: 'per pallet per day',
  locationDay: 'per bin location per day',
  order: 'per order',
  firstUnit: 'first unit',
  additionalUnit: 'each additional unit',
  package: 'per package',
  return: 'per return',
  unitAssembled: 'per unit assembled',
  hour: 'per hour',
};

/** The charge type (billing-entry.schema.ts) each activity's charges are filed under. */
export const chargeTypeOfActivity = {
  receiving: 'Receiving',
  storage: 'Storage',
  pickPack: 'Pick and pack',
  outboundBulk: 'Outbound',
  smallParcel: 'Outbound',
  returns: 'Returns',
  kitting: 'Kitting',
  specialProject: 'Special project',
} as const satisfies Record<BillingActivity, string>;

/** Units whose stock ages: their rules may have tiers by age (0–30 days free, then 0.02). */
export const agedUnits: readonly RateUnit[] = ['unitDay', 'palletDay'];

/** A storage tier: stock aged `fromDay` days or more (up to the next tier) is charged `rate`. */
export interface RateTier {
  fromDay: number;
  rate: number;
}

/** One rule of a version. `key` is stable across versions: charges name the rule they came from. */
export interface ActivityRule {
  key: string;
  activity: BillingActivity;
  unit: RateUnit;
  rate: number;
  /** Storage by age: replaces `rate`; the first tier starts at day 0. */
  tiers?: RateTier[] | null;
  label?: string | null;
}

export const versionStatuses = ['Draft', 'Published'] as const;
export type VersionStatus = (typeof versionStatuses)[number];

const tierSchema = yup.object({
  fromDay: numberField('Tier start day')
    .integer('Tier start day must be whole days')
    .min(0, 'Tier start day cannot be negative')
    .max(3650, 'Tier start day must be at most 3650')
    .required('Tier start day is required'),
  rate: rate('Tier rate'),
});

const ruleSchema = yup.object({
  key: textField('Rule key')
    .matches(/^[a-z0-9-]{1,40}$/, 'Rule key must be 1–40 lower-case letters, digits or dashes')
    .required('Rule key is required'),
  activity: yup
    .string()
    .typeError('Activity must be text')
    .oneOf([...billingActivities], `Activity must be one of: ${billingActivities.join(', ')}`)
    .required('Activity is required'),
  unit: yup
    .string()
    .typeError('Unit must be text')
    .oneOf([...rateUnits], 'Choose a unit')
    .required('Unit is required')
    .test('unit-of-activity', 'This unit does not apply to the activity', function check(unit) {
      const activity = (this.parent as { activity?: BillingActivity }).activity;
      return !activity || !unit || (unitsOfActivity[activity] ?? []).includes(unit);
    }),
  rate: rate('Rate').default(0),
  tiers: yup
    .array()
    .of(tierSchema)
    .nullable()
    .default(null)
    .max(10, 'A rule has at most 10 tiers')
    .test('tiers-start', 'The first tier starts at day 0 and each next tier starts later', (tiers) => {
      if (!tiers || tiers.length === 0) return true;
      return tiers.every((t, i) => (i === 0 ? t.fromDay === 0 : t.fromDay > tiers[i - 1]!.fromDay));
    })
    .test('tiers-aged', 'Only storage by unit or pallet can have tiers by age', function check(tiers) {
      const unit = (this.parent as { unit?: RateUnit }).unit;
      return !tiers || tiers.length === 0 || (unit !== undefined && agedUnits.includes(unit));
    }),
  label: optionalText('Rule label', 100),
});

/** A version's body: what a draft is saved with. */
export const rateCardVersionSchema = yup.object({
  effectiveFrom: day('Effective from').required('Effective from is required'),
  rules: yup
    .array()
    .of(ruleSchema)
    .typeError('Rules must be a list')
    .max(100, 'A version has at most 100 rules')
    .default(() => [])
    .test('unique-keys', 'Two rules have the same key', (rules) => {
      const keys = (rules ?? []).map((r) => r.key);
      return new Set(keys).size === keys.length;
    })
    .test('unique-units', 'Two rules charge the same activity by the same unit', (rules) => {
      const pairs = (rules ?? []).map((r) => `${r.activity}/${r.unit}`);
      return new Set(pairs).size === pairs.length;
    }),
  monthlyMinimum: money('Monthly minimum', null),
  passThroughMarkupPercent: decimal('Pass-through markup %', { max: 1000, fallback: 0 }).test(
    'markup-decimals',
    'Pass-through markup % may have at most 2 decimals',
    (v) => v == null || isWholeCents(v),
  ),
  notes: optionalText('Notes', 1000),
});
export type RateCardVersionInput = yup.InferType<typeof rateCardVersionSchema>;

/** The card itself: whose it is and where it applies. */
export const activityRateCardSchema = yup.object({
  name: textField('Name').max(100, 'Name must be at most 100 characters').required('Name is required'),
  vendorId: yup
    .number()
    .typeError('Choose a vendor')
    .integer('Choose a vendor')
    .positive('Choose a vendor')
    .max(2_147_483_647, 'Choose a vendor')
    .required('Vendor is required'),
  warehouseId: yup
    .number()
    .typeError('Choose a warehouse')
    .integer('Choose a warehouse')
    .positive('Choose a warehouse')
    .max(2_147_483_647, 'Choose a warehouse')
    .nullable()
    .default(null),
  currency: yup.string().oneOf(['USD'], 'Currency must be USD').default('USD'),
});
export type ActivityRateCardInput = yup.InferType<typeof activityRateCardSchema>;

/** The rule's readable name: its own label, else "Pick and pack — first unit". */
export const ruleName = (rule: Pick<ActivityRule, 'activity' | 'unit' | 'label'>) =>
  rule.label || `${activityLabels[rule.activity]} — ${unitLabels[rule.unit]}`;

/** The days a tier covers, as shown on charges: '0–30 days', '31+ days'. */
export function tierLabel(tiers: readonly RateTier[], index: number): string {
  const from = tiers[index]!.fromDay;
  const next = tiers[index + 1];
  return next ? `${from}–${next.fromDay - 1} days` : `${from}+ days`;
}
