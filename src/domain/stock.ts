/**
 * Stock vocabulary shared by the server's ledger and the screens: the status buckets a quantity
 * lies in, what reads as low stock, and unit-of-measure conversion for direct inventory updates.
 */

/**
 * available: may be allocated and shipped; quarantine and damaged: on hand but held back;
 * in_transit: on its way to this warehouse (a transfer that left its source).
 */
export const stockBuckets = ['available', 'quarantine', 'damaged', 'in_transit'] as const;
export type StockBucket = (typeof stockBuckets)[number];
/** The buckets that count as on hand: in-transit stock is on its way, not here yet. */
export const onHandBuckets: readonly StockBucket[] = ['available', 'quarantine', 'damaged'];

export const stockBucketLabels: Record<StockBucket, string> = {
  available: 'Available',
  quarantine: 'Quarantine',
  damaged: 'Damaged',
  in_transit: 'In transit',
};

/** Below this many available units (all warehouses together) an item reads as low stock. */
export const LOW_STOCK_THRESHOLD = 10;

/**
 * Fixed conversions within a dimension, to a base unit: weight in ounces, length in inches. Each
 * (E), boxes (BX) and pallets (P) depend on the item's pack sizes (unitsPerBox, unitsPerPallet).
 */
const weightInOunces: Record<string, number> = { OZ: 1, LB: 16, KG: 35.27396195 };
const lengthInInches: Record<string, number> = { IN: 1, FT: 12 };

export interface PackSizes {
  unitsPerBox?: number | null;
  unitsPerPallet?: number | null;
}

/**
 * `quantity` of `from` in the item's own unit, or a reason it cannot be converted (other dimension,
 * unknown pack size, or not a whole number of the item's unit: stock is counted in whole units).
 */
export function convertQuantity(
  quantity: number,
  from: string,
  to: string,
  pack: PackSizes = {},
): { ok: true; quantity: number } | { ok: false; message: string } {
  if (from === to) return { ok: true, quantity };
  const counted: Record<string, number | null | undefined> = {
    E: 1,
    BX: pack.unitsPerBox,
    P: pack.unitsPerPallet,
  };
  let factor: number | undefined;
  for (const table of [weightInOunces, lengthInInches, counted]) {
    if (from in table && to in table) {
      const a = table[from];
      const b = table[to];
      if (!a || !b) return { ok: false, message: `This item has no pack size for ${!a ? from : to}` };
      factor = a / b;
    }
  }
  if (factor === undefined) return { ok: false, message: `${from} cannot be converted to ${to}` };
  const converted = quantity * factor;
  const whole = Math.round(converted);
  if (Math.abs(converted - whole) > 1e-6) {
    return {
      ok: false,
      message: `${quantity} ${from} is ${Number(converted.toFixed(3))} ${to}; stock is kept in whole ${to}`,
    };
  }
  return { ok: true, quantity: whole };
}
