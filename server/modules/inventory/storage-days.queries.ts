/**
 * Stock held day by day, for storage billing (issue 18): for a vendor's stock in a warehouse, what was
 * on hand at the end of each day of a period, from the ledger alone (never a balance that may have moved
 * since). Units are aged first in, first out: each receipt (any movement that adds on-hand stock) is a
 * layer dated by its day, each removal takes from the oldest layers, and a unit's age on a day is the
 * days since its layer came in (0 on its first day). Pallets are the LPNs holding stock, aged from the
 * day the LPN first held stock; bin locations are the locations holding stock.
 *
 * Reached through stock.queries (the one door to stock reads).
 */
import { and, asc, inArray, lt, sql } from 'drizzle-orm';
import { onHandBuckets } from '../../../src/domain/stock';
import type { Db, Tx } from '../../db/client';
import { stockLedger } from '../../db/schema';

export interface AgedCount {
  age: number;
  quantity: number;
}

/** One day's stock of a vendor in a warehouse. */
export interface StorageDay {
  vendorId: number;
  warehouseId: number;
  day: string;
  units: AgedCount[];
  pallets: AgedCount[];
  locations: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

interface Layer {
  day: number;
  quantity: number;
}

/** Adds `quantity` to an age histogram. */
function count(histogram: Map<number, number>, age: number, quantity: number) {
  histogram.set(age, (histogram.get(age) ?? 0) + quantity);
}

const toAged = (h: Map<number, number>): AgedCount[] =>
  [...h.entries()]
    .filter(([, q]) => q > 0)
    .sort(([a], [b]) => a - b)
    .map(([age, quantity]) => ({ age, quantity }));

/**
 * The end-of-day stock of each vendor's items in each warehouse for every day from `from` to `to`
 * (UTC days), for the vendors given. Days with nothing on hand are left out.
 */
export async function storageDays(
  db: Db | Tx,
  q: { vendorIds: readonly number[]; from: string; to: string },
): Promise<StorageDay[]> {
  if (q.vendorIds.length === 0) return [];
  const first = dayNumber(q.from);
  const last = dayNumber(q.to);
  const rows = await db
    .select({
      vendorId: stockLedger.vendorId,
      warehouseId: stockLedger.warehouseId,
      productId: stockLedger.vendorProductId,
      location: stockLedger.location,
      lpn: stockLedger.lpn,
      delta: stockLedger.quantityDelta,
      day: sql<string>`to_char(${stockLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(stockLedger)
    .where(
      and(
        inArray(stockLedger.vendorId, [...q.vendorIds]),
        inArray(stockLedger.bucket, [...onHandBuckets]),
        sql`${stockLedger.quantityDelta} <> 0`,
        lt(stockLedger.createdAt, sql`(${dayText(last + 1)}::date)::timestamp at time zone 'UTC'`),
      ),
    )
    .orderBy(asc(stockLedger.vendorId), asc(stockLedger.warehouseId), asc(stockLedger.id));

  const out: StorageDay[] = [];
  let i = 0;
  while (i < rows.length) {
    const { vendorId, warehouseId } = rows[i]!;
    let j = i;
    while (j < rows.length && rows[j]!.vendorId === vendorId && rows[j]!.warehouseId === warehouseId) j += 1;
    out.push(...daysOfStock(vendorId, warehouseId, rows.slice(i, j), first, last));
    i = j;
  }
  return out;
}

type Row = { productId: number; location: string; lpn: string | null; delta: number; day: string };

/** Walks one vendor's movements in one warehouse (in ledger order) and reads each day's end. */
function daysOfStock(
  vendorId: number,
  warehouseId: number,
  rows: Row[],
  first: number,
  last: number,
): StorageDay[] {
  const layers = new Map<number, Layer[]>();
  const byLpn = new Map<string, { quantity: number; since: number }>();
  const byLocation = new Map<string, number>();
  const days: StorageDay[] = [];
  let r = 0;
  const apply = (row: Row) => {
    const day = dayNumber(row.day);
    const list = layers.get(row.productId) ?? [];
    if (row.delta > 0) list.push({ day, quantity: row.delta });
    else {
      let take = -row.delta;
      while (take > 0 && list.length > 0) {
        const oldest = list[0]!;
        const used = Math.min(oldest.quantity, take);
        oldest.quantity -= used;
        take -= used;
        if (oldest.quantity === 0) list.shift();
      }
    }
    layers.set(row.productId, list);
    byLocation.set(row.location, (byLocation.get(row.location) ?? 0) + row.delta);
    if (row.lpn) {
      const pallet = byLpn.get(row.lpn) ?? { quantity: 0, since: day };
      if (pallet.quantity <= 0 && row.delta > 0) pallet.since = day;
      pallet.quantity += row.delta;
      byLpn.set(row.lpn, pallet);
    }
  };
  for (let day = first; day <= last; day += 1) {
    while (r < rows.length && dayNumber(rows[r]!.day) <= day) apply(rows[r++]!);
    const units = new Map<number, number>();
    for (const list of layers.values())
      for (const layer of list) count(units, day - layer.day, layer.quantity);
    const pallets = new Map<number, number>();
    for (const p of byLpn.values()) if (p.quantity > 0) count(pallets, day - p.since, 1);
    const locations = [...byLocation.values()].filter((q) => q > 0).length;
    if (units.size > 0 || locations > 0)
      days.push({
        vendorId,
        warehouseId,
        day: dayText(day),
        units: toAged(units),
        pallets: toAged(pallets),
        locations,
      });
  }
  return days;
}

/** The vendors holding stock in the period (those storage can be charged to). */
export async function vendorsWithStock(db: Db | Tx, to: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ vendorId: stockLedger.vendorId })
    .from(stockLedger)
    .where(lt(stockLedger.createdAt, sql`(${to}::date + 1)::timestamp at time zone 'UTC'`));
  return rows.map((r) => r.vendorId);
}
