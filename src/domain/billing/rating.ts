/**
 * Rating: a billable event priced by a rate-card version. Pure, so the billing run, the unbilled
 * check, the invoice preview and the what-if of a draft version all price alike.
 *
 * An event carries cumulative quantities per unit (a return confirmed in parts grows); the billing
 * run charges what a rule's quantity grew by since it last charged it, so re-rating never charges
 * twice. An event is priced when at least one rule of its activity applies (a free tier prices it at
 * $0); otherwise it is unpriced, with the reason staff fix on the rate card.
 */
import { chargeOf, type Minor } from '../money';
import {
  activityLabels,
  type ActivityRule,
  type BillingActivity,
  type RateUnit,
  ruleName,
  tierLabel,
  unitLabels,
} from './activity-rates';

/** Where an event comes from: the source document a charge links to. */
export const billingSourceTypes = [
  'receipt',
  'order',
  'manualShipment',
  'bulkShipment',
  'return',
  'workOrderCompletion',
  'storage',
  'ptcFile',
  'custom',
  'minimum',
  'credit',
] as const;
export type BillingSourceType = (typeof billingSourceTypes)[number];

export const sourceTypeLabels: Record<BillingSourceType, string> = {
  receipt: 'Receipt',
  order: 'Order shipped',
  manualShipment: 'Small parcel shipped',
  bulkShipment: 'Bulk shipment shipped',
  return: 'Return confirmed',
  workOrderCompletion: 'Work order completed',
  storage: 'Daily storage',
  ptcFile: 'Pass-through file',
  custom: 'Custom charge',
  minimum: 'Monthly minimum',
  credit: 'Credit',
};

/** Stock on hand by age, for storage tiers: `quantity` units (or pallets) aged `age` days. */
export interface AgedQuantity {
  age: number;
  quantity: number;
}

export interface BillableEvent {
  sourceType: BillingSourceType;
  sourceId: string;
  /** The document as people name it: 'PO-BPO-0902', '#1042', 'Dallas storage 2026-11-02'. */
  sourceRef: string;
  activity: BillingActivity;
  vendorId: number;
  warehouseId: number | null;
  /** The billing day (UTC) the event happened on. */
  day: string;
  /** Cumulative quantities by unit (a unit the event lacks is 0). */
  quantities: Partial<Record<RateUnit, number>>;
  /** Storage: the stock by age, for rules with tiers (unitDay, palletDay). */
  aged?: Partial<Record<'unitDay' | 'palletDay', AgedQuantity[]>>;
}

/** The source's key: one event, whatever rule prices it. */
export const sourceKeyOf = (e: Pick<BillableEvent, 'sourceType' | 'sourceId'>) =>
  `${e.sourceType}:${e.sourceId}`;

/** What one rule (or one tier of it) makes of an event. */
export interface RatedCharge {
  ruleKey: string;
  /** '' for a rule without tiers, else the tier's label ('31+ days'). */
  tierKey: string;
  activity: BillingActivity;
  unit: RateUnit;
  rate: number;
  /** The cumulative quantity the rule charges. */
  quantity: number;
  label: string;
}

export type Rating = { priced: true; charges: RatedCharge[] } | { priced: false; reason: string };

/** A version's rules as rating reads them. */
export interface RatingVersion {
  id: number;
  rules: readonly ActivityRule[];
}

/** Splits aged stock over a rule's tiers: the quantity aged into each tier. */
function byTier(aged: readonly AgedQuantity[], tiers: NonNullable<ActivityRule['tiers']>): number[] {
  const totals = tiers.map(() => 0);
  for (const { age, quantity } of aged) {
    let index = 0;
    for (let i = 0; i < tiers.length; i += 1) if (age >= tiers[i]!.fromDay) index = i;
    totals[index] = (totals[index] ?? 0) + quantity;
  }
  return totals;
}

/** What one rule makes of the event (nothing when the event has none of the rule's unit). */
function chargesOfRule(event: BillableEvent, rule: ActivityRule): RatedCharge[] {
  const base = { ruleKey: rule.key, activity: rule.activity, unit: rule.unit };
  const aged = rule.unit === 'unitDay' || rule.unit === 'palletDay' ? event.aged?.[rule.unit] : undefined;
  if (rule.tiers && rule.tiers.length > 0 && aged) {
    const tiers = rule.tiers;
    return byTier(aged, tiers)
      .map((quantity, i) => ({
        ...base,
        tierKey: tierLabel(tiers, i),
        rate: tiers[i]!.rate,
        quantity,
        label: `${ruleName(rule)} (${tierLabel(tiers, i)})`,
      }))
      .filter((c) => c.quantity > 0);
  }
  const quantity = event.quantities[rule.unit] ?? 0;
  if (!(quantity > 0)) return [];
  return [{ ...base, tierKey: '', rate: rule.rate, quantity, label: ruleName(rule) }];
}

/**
 * Prices an event by a version: every rule of the event's activity that applies. Unpriced when no
 * card is in effect, or no rule of the activity applies to what the event did.
 */
export function rateEvent(event: BillableEvent, version: RatingVersion | null): Rating {
  const activity = activityLabels[event.activity];
  if (!version) return { priced: false, reason: `No rate card in effect on ${event.day}` };
  const rules = version.rules.filter((r) => r.activity === event.activity);
  if (rules.length === 0)
    return { priced: false, reason: `The rate card has no ${activity.toLowerCase()} rule` };
  const charges = rules.flatMap((rule) => chargesOfRule(event, rule));
  const applies = rules.some(
    (rule) =>
      (event.quantities[rule.unit] ?? 0) > 0 || (event.aged?.[rule.unit as 'unitDay'] ?? []).length > 0,
  );
  if (!applies) {
    const units = rules.map((r) => unitLabels[r.unit]).join(', ');
    return {
      priced: false,
      reason: `The ${activity.toLowerCase()} rules (${units}) do not apply to this event`,
    };
  }
  return { priced: true, charges };
}

/** A charge's amount: the quantity × the rate, rounded once to the cent (money.ts, chargeOf). */
export const amountOf = (charge: Pick<RatedCharge, 'rate'>, quantity: number): Minor =>
  chargeOf(charge.rate, quantity);
