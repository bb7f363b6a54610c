/**
 * Which activity rate-card version prices what (src/domain/billing/activity-rates.ts): the published
 * versions of the vendors' cards, loaded once per billing run, and the lookup of the one in effect for
 * a vendor, a warehouse and a day (the warehouse's own card wins over the vendor-wide card; within a
 * card, the version with the latest effective day on or before the day). Also the monthly minimum and
 * the pass-through markup an invoice and a PTC file read.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ActivityRule } from '../../../src/domain/billing/activity-rates';
import type { RatingVersion } from '../../../src/domain/billing/rating';
import { fromAmount, multiplyFraction, sum, type Minor } from '../../../src/domain/money';
import type { Db, Tx } from '../../db/client';
import { activityRateCards, activityRateCardVersions } from '../../db/schema';

export interface VersionInEffect extends RatingVersion {
  rateCardId: number;
  cardName: string;
  vendorId: number;
  warehouseId: number | null;
  versionNumber: number;
  effectiveFrom: string;
  rules: ActivityRule[];
  monthlyMinimum: number | null;
  passThroughMarkupPercent: number;
}

/** The published versions of some vendors' cards, answering which one is in effect. */
export class RateCardBook {
  /** vendor → warehouse (0: vendor-wide) → versions, latest effective first. */
  private readonly byVendor = new Map<number, Map<number, VersionInEffect[]>>();

  constructor(versions: readonly VersionInEffect[]) {
    for (const v of versions) {
      const cards = this.byVendor.get(v.vendorId) ?? new Map<number, VersionInEffect[]>();
      const list = cards.get(v.warehouseId ?? 0) ?? [];
      list.push(v);
      cards.set(v.warehouseId ?? 0, list);
      this.byVendor.set(v.vendorId, cards);
    }
    for (const cards of this.byVendor.values())
      for (const list of cards.values()) list.sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
  }

  /** The version pricing a vendor's event in a warehouse on a day, or null (no card in effect). */
  versionFor(vendorId: number, warehouseId: number | null, day: string): VersionInEffect | null {
    const cards = this.byVendor.get(vendorId);
    if (!cards) return null;
    const inEffect = (list: VersionInEffect[] | undefined) =>
      list?.find((v) => v.effectiveFrom <= day) ?? null;
    return (warehouseId !== null ? inEffect(cards.get(warehouseId)) : null) ?? inEffect(cards.get(0));
  }

  /** Vendors with at least one published version. */
  vendorIds(): number[] {
    return [...this.byVendor.keys()];
  }
}

type VersionRow = Omit<VersionInEffect, 'id'> & { id: number };

function versionsQuery(db: Db | Tx) {
  return db
    .select({
      id: activityRateCardVersions.id,
      rateCardId: activityRateCards.id,
      cardName: activityRateCards.name,
      vendorId: activityRateCards.vendorId,
      warehouseId: activityRateCards.warehouseId,
      versionNumber: activityRateCardVersions.versionNumber,
      effectiveFrom: activityRateCardVersions.effectiveFrom,
      rules: activityRateCardVersions.rules,
      monthlyMinimum: activityRateCardVersions.monthlyMinimum,
      passThroughMarkupPercent: activityRateCardVersions.passThroughMarkupPercent,
    })
    .from(activityRateCardVersions)
    .innerJoin(activityRateCards, eq(activityRateCards.id, activityRateCardVersions.rateCardId));
}

/** The book of the published versions of these vendors' cards (every vendor's when null). */
export async function loadRateCardBook(
  db: Db | Tx,
  vendorIds: readonly number[] | null,
): Promise<RateCardBook> {
  const published = eq(activityRateCardVersions.status, 'Published');
  const rows: VersionRow[] = await versionsQuery(db)
    .where(vendorIds ? and(published, inArray(activityRateCards.vendorId, [...vendorIds])) : published)
    .orderBy(asc(activityRateCardVersions.id));
  return new RateCardBook(rows);
}

/** A draft (or any) version as rating reads it, with its card. */
export async function loadVersion(db: Db | Tx, versionId: number): Promise<VersionInEffect | null> {
  const [row] = await versionsQuery(db).where(eq(activityRateCardVersions.id, versionId));
  return row ?? null;
}

const dayMs = 86_400_000;
const utcDay = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The monthly minimum over a period, prorated by the days of each calendar month the period covers
 * (a whole month counts 1, Nov 1–15 counts 15/30), each month by the version in effect on its last
 * covered day; rounded once per month to the cent. Null when no version sets a minimum.
 */
export async function monthlyMinimumFor(
  db: Db | Tx,
  vendorId: number,
  warehouseId: number | null,
  periodStart: string,
  periodEnd: string,
): Promise<{ minimum: Minor; months: number; amount: Minor } | null> {
  const book = await loadRateCardBook(db, [vendorId]);
  const parts: Minor[] = [];
  let months = 0;
  let minimum: Minor = 0;
  for (let start = utcDay(periodStart); start <= utcDay(periodEnd);) {
    const d = new Date(start);
    const monthEnd = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);
    const end = Math.min(monthEnd, utcDay(periodEnd));
    const version = book.versionFor(vendorId, warehouseId, isoDay(end));
    if (version?.monthlyMinimum) {
      const daysInMonth = new Date(monthEnd).getUTCDate();
      const covered = Math.round((end - start) / dayMs) + 1;
      minimum = fromAmount(version.monthlyMinimum);
      parts.push(multiplyFraction(minimum, BigInt(covered), BigInt(daysInMonth)));
      months += covered / daysInMonth;
    }
    start = end + dayMs;
  }
  if (parts.length === 0) return null;
  return { minimum, months: Math.round(months * 100) / 100, amount: sum(parts) };
}

/** The pass-through markup (%) of the vendor's card in effect on a day (0 without one). */
export async function passThroughMarkupFor(
  db: Db | Tx,
  vendorId: number,
  warehouseId: number | null,
  day: string,
): Promise<{ percent: number; versionId: number | null }> {
  const version = (await loadRateCardBook(db, [vendorId])).versionFor(vendorId, warehouseId, day);
  return { percent: version?.passThroughMarkupPercent ?? 0, versionId: version?.id ?? null };
}
