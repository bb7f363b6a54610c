/**
 * Client billing in the demo (issue 18): activity rate cards published at the start of the history
 * (Northwind's with every activity, storage tiers by age and a monthly minimum; Bluepeak's without a
 * returns rule, so the unbilled check has something to show; Kettle & Crumb has none), a draft of
 * Northwind's next version for the what-if, then the billing run over the whole history the night
 * before the history ends, and one Northwind charge questioned by the brand.
 */
import { runBilling } from '../../modules/billing/billing-run.service';
import { raiseDispute } from '../../modules/billing/disputes.service';
import { createDraft, publishDraft, updateDraft } from '../../modules/billing/rate-card-versions.service';
import type { ActivityRule } from '../../../src/domain/billing/activity-rates';
import { and, asc, eq } from 'drizzle-orm';
import { activityRateCards, orderBillingEntries } from '../schema';
import { DAY, isoDay, type SeedContext, type SeedStep } from './context';

const ADMIN = 'admin@dockhand.test';
const BRAND = 'brand@northwind.test';

const northwindRules: ActivityRule[] = [
  { key: 'rcv-unit', activity: 'receiving', unit: 'unit', rate: 0.25 },
  { key: 'rcv-pallet', activity: 'receiving', unit: 'pallet', rate: 8.5 },
  { key: 'rcv-doc', activity: 'receiving', unit: 'document', rate: 15 },
  {
    key: 'stg-unit',
    activity: 'storage',
    unit: 'unitDay',
    rate: 0,
    tiers: [
      { fromDay: 0, rate: 0 },
      { fromDay: 31, rate: 0.0125 },
    ],
    label: 'Storage per unit per day (first 30 days free)',
  },
  { key: 'stg-pallet', activity: 'storage', unit: 'palletDay', rate: 0.55 },
  { key: 'pp-order', activity: 'pickPack', unit: 'order', rate: 1.5 },
  { key: 'pp-first', activity: 'pickPack', unit: 'firstUnit', rate: 0.95 },
  { key: 'pp-more', activity: 'pickPack', unit: 'additionalUnit', rate: 0.35 },
  { key: 'bulk-carton', activity: 'outboundBulk', unit: 'carton', rate: 1.25 },
  { key: 'bulk-pallet', activity: 'outboundBulk', unit: 'pallet', rate: 12 },
  { key: 'parcel', activity: 'smallParcel', unit: 'package', rate: 1.1 },
  { key: 'ret', activity: 'returns', unit: 'return', rate: 3.5 },
  { key: 'ret-unit', activity: 'returns', unit: 'unit', rate: 0.75 },
  { key: 'kit', activity: 'kitting', unit: 'unitAssembled', rate: 0.45 },
  { key: 'project', activity: 'specialProject', unit: 'hour', rate: 45 },
];

/** Next year's pick and pack: $0.10 more on each of its rules. */
const proposedPickPack: Record<string, number> = { 'pp-order': 1.6, 'pp-first': 1.05, 'pp-more': 0.45 };

const bluepeakRules: ActivityRule[] = [
  { key: 'rcv-unit', activity: 'receiving', unit: 'unit', rate: 0.3 },
  { key: 'rcv-line', activity: 'receiving', unit: 'line', rate: 1 },
  { key: 'stg-loc', activity: 'storage', unit: 'locationDay', rate: 0.4 },
  { key: 'pp-order', activity: 'pickPack', unit: 'order', rate: 2.25 },
  { key: 'pp-line', activity: 'pickPack', unit: 'line', rate: 0.3 },
  { key: 'bulk-pallet', activity: 'outboundBulk', unit: 'pallet', rate: 14 },
  { key: 'parcel', activity: 'smallParcel', unit: 'package', rate: 1.25 },
  { key: 'kit', activity: 'kitting', unit: 'unitAssembled', rate: 0.5 },
];

export function billingHistory(ctx: SeedContext): SeedStep[] {
  const start = isoDay(ctx.ago(60 * DAY));
  const versionContext = () => ({ db: ctx.db, user: ctx.user(ADMIN), clock: ctx.clock });
  /** A card for a vendor with a first version published from the start of the history. */
  const card = async (
    vendor: string,
    name: string,
    rules: ActivityRule[],
    minimum: number | null,
    markup: number,
  ) => {
    const [row] = await ctx.tx
      .insert(activityRateCards)
      .values({ vendorId: ctx.vendorId(vendor), name, ...ctx.stamp() })
      .returning();
    const draft = await createDraft(versionContext(), row!.id, {});
    const saved = await updateDraft(versionContext(), row!.id, draft.id, {
      effectiveFrom: start,
      rules,
      monthlyMinimum: minimum,
      passThroughMarkupPercent: markup,
      notes: 'Rates agreed in the services contract.',
    });
    await publishDraft(versionContext(), row!.id, draft.id, { version: saved.version });
    return row!.id;
  };
  let northwindCard = 0;
  return [
    {
      at: ctx.ago(59 * DAY),
      run: async () => {
        northwindCard = await card('NWG', 'Northwind Goods — services', northwindRules, 500, 12.5);
        await card('BPO', 'Bluepeak Outdoors — services', bluepeakRules, null, 10);
      },
    },
    {
      // Next year's prices, not published yet: what the what-if compares.
      at: ctx.ago(2 * DAY),
      run: async () => {
        const draft = await createDraft(versionContext(), northwindCard, {});
        await updateDraft(versionContext(), northwindCard, draft.id, {
          effectiveFrom: isoDay(ctx.ago(-30 * DAY)),
          rules: northwindRules.map((r) => ({ ...r, rate: proposedPickPack[r.key] ?? r.rate })),
          monthlyMinimum: 600,
          passThroughMarkupPercent: 12.5,
          notes: 'Proposed: pick and pack +$0.10, minimum $600.',
        });
      },
    },
    {
      // The nightly billing run, over the whole history.
      at: ctx.ago(3 * 3600_000),
      run: async () => {
        await runBilling(
          { db: ctx.db, clock: ctx.clock, events: ctx.events },
          {
            vendorIds: null,
            from: start,
            to: isoDay(ctx.ago(DAY)),
          },
        );
      },
    },
    {
      at: ctx.ago(3600_000),
      run: async () => {
        const [pick] = await ctx.tx
          .select({ id: orderBillingEntries.id })
          .from(orderBillingEntries)
          .where(
            and(
              eq(orderBillingEntries.vendorId, ctx.vendorId('NWG')),
              eq(orderBillingEntries.sourceType, 'order'),
            ),
          )
          .orderBy(asc(orderBillingEntries.id))
          .limit(1);
        if (pick)
          await raiseDispute(
            { db: ctx.db, user: ctx.user(BRAND), clock: ctx.clock, events: ctx.events },
            pick.id,
            { comment: 'This order was a replacement for a damaged one: we expected no pick fee.' },
          );
      },
    },
  ];
}
