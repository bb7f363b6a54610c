/**
 * The unbilled-activity check (issue 18): every billable event of a vendor's period that produced no
 * charge. Events that no rule prices are listed with why (no card in effect, no rule of the activity,
 * no carrier card for a label), so staff fix the rate card before invoicing; events a rule prices that
 * the billing run has not charged yet are counted (run billing). Rates in a dry run: writes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { activityLabels } from '../../../src/domain/billing/activity-rates';
import { rateEvent, sourceKeyOf } from '../../../src/domain/billing/rating';
import { sourceHref } from '../../../src/domain/billing/source-links';
import type { UnbilledAnswer, UnbilledEvent } from '../../../src/domain/contracts/order-billing-entries';
import type { AuthUser } from '../../auth/guard';
import type { Clock } from '../../clock';
import { systemClock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { orderBillingEntries } from '../../db/schema';
import {
  billedQuantities,
  loadCarrierCards,
  newCharges,
  priceLabel,
  todayOf,
  vendorEventPages,
} from './billing-run.service';
import { loadRateCardBook } from './rate-card-book.queries';

/** Unpriced events listed at most (the count is exact). */
const MAX_LISTED = 500;

export interface UnbilledQuery {
  vendorId: number;
  warehouseId?: number | null;
  from: string;
  to: string;
}

/** The vendor's events of the period that made no charge. The caller has checked the user's scope. */
export async function findUnbilled(
  db: Db | Tx,
  _user: AuthUser | null,
  q: UnbilledQuery,
  clock: Clock = systemClock,
): Promise<UnbilledAnswer> {
  const book = await loadRateCardBook(db, [q.vendorId]);
  const cards = await loadCarrierCards(db);
  const unpriced: UnbilledEvent[] = [];
  let pendingCount = 0;
  let eventCount = 0;
  for await (const page of vendorEventPages(db, todayOf(clock), {
    vendorIds: [q.vendorId],
    warehouseId: q.warehouseId ?? null,
    from: q.from,
    to: q.to,
  })) {
    eventCount += page.events.length + page.labels.length;
    const billed = await billedQuantities(db, page.events);
    for (const event of page.events) {
      const version = book.versionFor(event.vendorId, event.warehouseId, event.day);
      const rating = rateEvent(event, version);
      if (!rating.priced || !version) {
        if (unpriced.length < MAX_LISTED)
          unpriced.push({
            sourceType: event.sourceType,
            sourceId: event.sourceId,
            sourceRef: event.sourceRef,
            activity: activityLabels[event.activity],
            vendorId: event.vendorId,
            warehouseId: event.warehouseId,
            day: event.day,
            reason: rating.priced ? 'No rate card in effect' : rating.reason,
            href: sourceHref(
              event.sourceType,
              event.sourceId,
              event.document ? { document: event.document } : null,
            ),
          });
        continue;
      }
      if (newCharges(event, version, rating.charges, billed).length > 0) pendingCount += 1;
    }
    const labelKeys = page.labels.map((l) => `label:${l.sourceType}:${l.sourceId}`);
    const charged = new Set(
      labelKeys.length === 0
        ? []
        : (
            await db
              .select({ key: orderBillingEntries.eventKey })
              .from(orderBillingEntries)
              .where(
                and(
                  eq(orderBillingEntries.vendorId, q.vendorId),
                  inArray(orderBillingEntries.eventKey, labelKeys),
                ),
              )
          ).map((r) => r.key),
    );
    for (const label of page.labels) {
      const { price } = priceLabel(cards, label);
      if (!price.priced) {
        if (unpriced.length < MAX_LISTED)
          unpriced.push({
            sourceType: label.sourceType,
            sourceId: label.sourceId,
            sourceRef: label.sourceRef,
            activity: 'Shipping label',
            vendorId: label.vendorId,
            warehouseId: label.warehouseId,
            day: label.day,
            reason: price.reason,
            href: sourceHref(label.sourceType, label.sourceId),
          });
      } else if (!charged.has(`label:${label.sourceType}:${label.sourceId}`)) pendingCount += 1;
    }
  }
  unpriced.sort((a, b) => a.day.localeCompare(b.day) || sourceKeyOf(a).localeCompare(sourceKeyOf(b)));
  return { from: q.from, to: q.to, unpriced, pendingCount, eventCount };
}
