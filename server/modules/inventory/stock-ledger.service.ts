/**
 * The one module that moves stock (DESIGN.md §3). Orders, shipments, manufacturing and returns call
 * it; nothing else writes balances (warehouse_product_locations), ledger rows or allocations.
 *
 * Invariants, and how they hold under concurrency:
 * - A balance equals the sum of its ledger rows: every change is one conditional UPDATE of the balance
 *   plus one ledger row with the same deltas, in the caller's transaction.
 * - Available (on hand − allocated) never goes below zero: each UPDATE carries its own guard
 *   (`quantity + d >= quantity_allocated + a`, both ≥ 0), evaluated by PostgreSQL on the newest row
 *   version after it waits for the row lock, so two concurrent takes cannot both pass on one unit;
 *   CHECK constraints on the table back this up.
 * - Allocation locks its candidate balances with SELECT … FOR UPDATE in one fixed order (expiry, id),
 *   so concurrent allocations of one item queue instead of deadlocking, and each sees what the
 *   previous one left.
 * - Open allocations add up to the balance's allocated quantity: allocating inserts one, releasing
 *   and shipping close them, each together with the matching ledger row.
 * - A retried request (same idempotency key) returns the first answer: server/http/idempotency.ts.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../../clock';
import type { Tx } from '../../db/client';
import { stockAllocations, stockLedger, vendorProducts, warehouseProductLocations } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { LOW_STOCK_THRESHOLD, type StockBucket } from '../../../src/domain/stock';
import {
  fefoProposal,
  sumAvailable,
  type ItemAvailability,
  type StockNeed,
  type StockSource,
} from './stock.queries';

export type { ItemAvailability, StockNeed, StockSource };

export type Balance = typeof warehouseProductLocations.$inferSelect;
export type Allocation = typeof stockAllocations.$inferSelect;

/** Where a quantity lies: a warehouse's item in a bucket, at a location, with lot, LPN and expiry. */
export interface StockPlace {
  warehouseId: number;
  vendorProductId: number;
  bucket?: StockBucket;
  location?: string;
  lotNumber?: string | null;
  lpn?: string | null;
  expirationDate?: string | null;
}

export interface Movement {
  kind: string;
  reason: string;
  source?: StockSource | null;
  /** For a count: what was counted. */
  countedQuantity?: number;
}

/** What planAllocations found: per item the balances to take, and the items that are short. */
export interface PlannedAllocations {
  items: {
    warehouseId: number;
    vendorProductId: number;
    quantity: number;
    from: { balanceId: number; quantity: number }[];
  }[];
  short: ItemAvailability[];
}

const notEnoughStock = (message: string) => new HttpError(409, 'not_enough_stock', message);

/** The item's vendor, read once per item for the ledger rows and the balance. */
async function productOf(tx: Tx, vendorProductId: number) {
  const [product] = await tx
    .select({ id: vendorProducts.id, vendorId: vendorProducts.vendorId, sku: vendorProducts.sku })
    .from(vendorProducts)
    .where(eq(vendorProducts.id, vendorProductId));
  if (!product) throw badRequest('Some fields are not valid.', { vendorProductId: 'Choose an item' });
  return product;
}

const normal = (place: StockPlace) => ({
  warehouseId: place.warehouseId,
  vendorProductId: place.vendorProductId,
  bucket: place.bucket ?? 'available',
  location: (place.location ?? '').trim(),
  lotNumber: place.lotNumber?.trim() || null,
  lpn: place.lpn?.trim() || null,
  expirationDate: place.expirationDate || null,
});

const positive = (quantity: number, field = 'quantity') => {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw badRequest('Some fields are not valid.', {
      [field]: 'Quantity must be a whole number of at least 1',
    });
  }
};

export class StockLedger {
  /** `${warehouseId}:${vendorProductId}` of every item whose stock changed: events go out after commit. */
  readonly touched = new Map<string, { warehouseId: number; vendorProductId: number; vendorId: number }>();

  constructor(
    private readonly tx: Tx,
    private readonly userId: string | null,
    /** The time its ledger rows, balances and allocations carry (the context's clock). */
    readonly clock: Clock = systemClock,
  ) {}

  /** The balance row of a place, created empty when it does not exist yet, locked for this transaction. */
  async balanceAt(place: StockPlace): Promise<Balance> {
    const key = normal(place);
    const product = await productOf(this.tx, key.vendorProductId);
    await this.tx
      .insert(warehouseProductLocations)
      .values({
        ...key,
        vendorId: product.vendorId,
        createdAt: this.clock.now(),
        updatedAt: this.clock.now(),
      })
      .onConflictDoNothing();
    const [row] = await this.tx
      .select()
      .from(warehouseProductLocations)
      .where(
        and(
          eq(warehouseProductLocations.warehouseId, key.warehouseId),
          eq(warehouseProductLocations.vendorProductId, key.vendorProductId),
          eq(warehouseProductLocations.bucket, key.bucket),
          eq(warehouseProductLocations.location, key.location),
          sql`${warehouseProductLocations.lotNumber} is not distinct from ${key.lotNumber}`,
          sql`${warehouseProductLocations.lpn} is not distinct from ${key.lpn}`,
          sql`${warehouseProductLocations.expirationDate} is not distinct from ${key.expirationDate}`,
        ),
      )
      .for('update');
    return row!;
  }

  /**
   * Applies signed deltas to one balance and writes the ledger row, or refuses with 409 when the
   * result would leave on hand, allocated or available below zero.
   */
  async apply(
    balance: Balance,
    quantityDelta: number,
    allocatedDelta: number,
    movement: Movement,
  ): Promise<Balance> {
    const [after] = await this.tx
      .update(warehouseProductLocations)
      .set({
        quantity: sql`${warehouseProductLocations.quantity} + ${quantityDelta}`,
        quantityAllocated: sql`${warehouseProductLocations.quantityAllocated} + ${allocatedDelta}`,
        updatedAt: this.clock.now(),
      })
      .where(
        and(
          eq(warehouseProductLocations.id, balance.id),
          sql`${warehouseProductLocations.quantityAllocated} + ${allocatedDelta} >= 0`,
          sql`${warehouseProductLocations.quantity} + ${quantityDelta} >= ${warehouseProductLocations.quantityAllocated} + ${allocatedDelta}`,
        ),
      )
      .returning();
    if (!after) {
      const [now] = await this.tx
        .select()
        .from(warehouseProductLocations)
        .where(eq(warehouseProductLocations.id, balance.id));
      const available = now ? now.quantity - now.quantityAllocated : 0;
      throw notEnoughStock(
        `Not enough stock: ${available} available${balance.location ? ` at ${balance.location}` : ''}, ${Math.abs(
          quantityDelta || allocatedDelta,
        )} needed.`,
      );
    }
    await this.record(after, quantityDelta, allocatedDelta, movement, after.quantity - quantityDelta);
    return after;
  }

  /**
   * Writes the ledger row of a change. `apply` calls it with the balance it just changed; the
   * integrity repair calls it alone, to record a movement the balance already shows.
   */
  async record(
    balance: Balance,
    quantityDelta: number,
    allocatedDelta: number,
    movement: Movement,
    onHandBefore = balance.quantity,
  ): Promise<void> {
    await this.tx.insert(stockLedger).values({
      balanceId: balance.id,
      warehouseId: balance.warehouseId,
      vendorId: balance.vendorId,
      vendorProductId: balance.vendorProductId,
      bucket: balance.bucket,
      location: balance.location,
      lotNumber: balance.lotNumber,
      lpn: balance.lpn,
      expirationDate: balance.expirationDate,
      kind: movement.kind,
      quantityDelta,
      allocatedDelta,
      countedQuantity: movement.countedQuantity ?? null,
      variance: movement.countedQuantity === undefined ? null : movement.countedQuantity - onHandBefore,
      sourceType: movement.source?.type ?? null,
      sourceId: movement.source ? String(movement.source.id) : null,
      reason: movement.reason,
      userId: this.userId,
      createdAt: this.clock.now(),
    });
    this.touched.set(`${balance.warehouseId}:${balance.vendorProductId}`, {
      warehouseId: balance.warehouseId,
      vendorProductId: balance.vendorProductId,
      vendorId: balance.vendorId,
    });
  }

  /** Stock arriving (a receipt, a return, production, an added count). */
  async add(place: StockPlace, quantity: number, movement: Movement) {
    positive(quantity);
    return this.apply(await this.balanceAt(place), quantity, 0, movement);
  }

  /** Stock leaving that is not allocated (damage write-off, a removed count). */
  async remove(place: StockPlace, quantity: number, movement: Movement) {
    positive(quantity);
    return this.apply(await this.balanceAt(place), -quantity, 0, movement);
  }

  /** A count: the on-hand quantity becomes `counted`; the ledger row records the variance. */
  async count(place: StockPlace, counted: number, movement: Omit<Movement, 'countedQuantity'>) {
    if (!Number.isSafeInteger(counted) || counted < 0) {
      throw badRequest('Some fields are not valid.', {
        quantity: 'A count must be a whole number, 0 or more',
      });
    }
    const balance = await this.balanceAt(place);
    if (counted < balance.quantityAllocated) {
      throw notEnoughStock(
        `${balance.quantityAllocated} units here are allocated to orders; a count below that needs those released first.`,
      );
    }
    return this.apply(balance, counted - balance.quantity, 0, { ...movement, countedQuantity: counted });
  }

  /** Moves unallocated stock between buckets at one place (e.g. to quarantine, or damaged). */
  async moveBucket(place: StockPlace, to: StockBucket, quantity: number, movement: Movement) {
    positive(quantity);
    const from = place.bucket ?? 'available';
    if (from === to) throw badRequest('Some fields are not valid.', { bucket: 'Choose another status' });
    await this.apply(await this.balanceAt(place), -quantity, 0, movement);
    return this.apply(await this.balanceAt({ ...place, bucket: to }), quantity, 0, movement);
  }

  /**
   * Allocates `quantity` of an item at a warehouse to a document, from available stock only, first
   * expiry first out (then the oldest balance). `from` limits it to chosen balances (a transfer's
   * allocation plan). 409 when not enough is available; nothing is then held.
   */
  async allocate(
    request: {
      warehouseId: number;
      vendorProductId: number;
      quantity: number;
      from?: { balanceId: number; quantity: number }[];
    },
    source: StockSource,
    reason: string,
  ): Promise<Allocation[]> {
    positive(request.quantity);
    const plan =
      request.from ??
      (await this.proposeAllocation(request.warehouseId, request.vendorProductId, request.quantity));
    const planned = plan.reduce((n, p) => n + p.quantity, 0);
    if (request.from && planned !== request.quantity) {
      throw badRequest('Some fields are not valid.', {
        from: `The chosen stock adds up to ${planned}, not ${request.quantity}`,
      });
    }
    if (planned < request.quantity) {
      throw notEnoughStock(`Not enough stock to allocate: ${planned} available, ${request.quantity} needed.`);
    }
    const made: Allocation[] = [];
    for (const part of plan) {
      positive(part.quantity);
      const [balance] = await this.tx
        .select()
        .from(warehouseProductLocations)
        .where(
          and(
            eq(warehouseProductLocations.id, part.balanceId),
            eq(warehouseProductLocations.warehouseId, request.warehouseId),
            eq(warehouseProductLocations.vendorProductId, request.vendorProductId),
            eq(warehouseProductLocations.bucket, 'available'),
          ),
        )
        .for('update');
      if (!balance)
        throw badRequest('Some fields are not valid.', {
          from: 'Only available stock of this item can be allocated',
        });
      await this.apply(balance, 0, part.quantity, { kind: 'allocate', reason, source });
      const [allocation] = await this.tx
        .insert(stockAllocations)
        .values({
          balanceId: balance.id,
          warehouseId: balance.warehouseId,
          vendorId: balance.vendorId,
          vendorProductId: balance.vendorProductId,
          quantity: part.quantity,
          sourceType: source.type,
          sourceId: String(source.id),
          createdAt: this.clock.now(),
        })
        .returning();
      made.push(allocation!);
    }
    return made;
  }

  /**
   * Plans the allocation of what a document needs of several items at a warehouse, all or nothing:
   * every item's balances are locked (items in id order, so two documents sharing items queue instead
   * of deadlocking) and held until the transaction ends, so `allocate` with an item's `from` cannot
   * then fall short. A shortage is an answer, not an error: the caller decides what it means (an order
   * is held NOT_ENOUGH_INVENTORY) before it has written anything.
   */
  async planAllocations(warehouseId: number, needs: readonly StockNeed[]): Promise<PlannedAllocations> {
    const perItem = new Map<number, number>();
    for (const need of needs)
      perItem.set(need.vendorProductId, (perItem.get(need.vendorProductId) ?? 0) + need.quantity);
    const plan: PlannedAllocations = { items: [], short: [] };
    for (const [vendorProductId, quantity] of [...perItem].sort(([a], [b]) => a - b)) {
      positive(quantity);
      const from = await this.proposeAllocation(warehouseId, vendorProductId, quantity);
      const planned = from.reduce((n, p) => n + p.quantity, 0);
      if (planned < quantity) plan.short.push({ vendorProductId, needed: quantity, available: planned });
      else plan.items.push({ warehouseId, vendorProductId, quantity, from });
    }
    return plan;
  }

  /**
   * The first-expiry-first-out plan for a quantity (stock.queries' fefoProposal), over locked
   * available balances. It holds the locks until the transaction ends, so the plan stays true while
   * it is applied; a plan short of the quantity means not enough is available.
   */
  async proposeAllocation(warehouseId: number, vendorProductId: number, quantity: number) {
    const takes = await fefoProposal(this.tx, { warehouseId, vendorProductId, quantity }, { lock: true });
    return takes
      .filter((t) => t.proposed > 0)
      .map((t) => ({ balanceId: t.balance.id, quantity: t.proposed, balance: t.balance }));
  }

  private async openAllocations(source: StockSource) {
    return this.tx
      .select()
      .from(stockAllocations)
      .where(
        and(
          eq(stockAllocations.sourceType, source.type),
          eq(stockAllocations.sourceId, String(source.id)),
          eq(stockAllocations.status, 'open'),
        ),
      )
      .orderBy(asc(stockAllocations.balanceId))
      .for('update');
  }

  private async close(allocations: Allocation[], status: 'released' | 'consumed') {
    if (allocations.length === 0) return;
    await this.tx
      .update(stockAllocations)
      .set({ status, closedAt: this.clock.now() })
      .where(
        inArray(
          stockAllocations.id,
          allocations.map((a) => a.id),
        ),
      );
  }

  private async balanceById(id: number) {
    const [balance] = await this.tx
      .select()
      .from(warehouseProductLocations)
      .where(eq(warehouseProductLocations.id, id))
      .for('update');
    return balance!;
  }

  /** Gives back everything a document holds (undo, cancel). Returns what was released. */
  async release(source: StockSource, reason: string): Promise<Allocation[]> {
    const open = await this.openAllocations(source);
    for (const a of open) {
      await this.apply(await this.balanceById(a.balanceId), 0, -a.quantity, {
        kind: 'release',
        reason,
        source,
      });
    }
    await this.close(open, 'released');
    return open;
  }

  /** Ships what a document holds: the allocated units leave on-hand stock. */
  async ship(source: StockSource, reason: string): Promise<Allocation[]> {
    const open = await this.openAllocations(source);
    if (open.length === 0) throw conflict('Nothing is allocated to this document, so nothing can ship.');
    for (const a of open) {
      await this.apply(await this.balanceById(a.balanceId), -a.quantity, -a.quantity, {
        kind: 'ship',
        reason,
        source,
      });
    }
    await this.close(open, 'consumed');
    return open;
  }

  /**
   * Consumes part of what a document holds of one item (a work order's completion takes its share of
   * the components): the allocated units leave on-hand stock, from the chosen lots first (`lots`, each
   * lot's quantity), the rest first expiry first out. An allocation taken in part is split: the taken
   * part is recorded as a consumed allocation, the rest stays open. 409 when the document holds less
   * than asked (of the item, or of a chosen lot); nothing is then consumed. Answers what was taken,
   * per balance.
   */
  async consumeAllocated(
    source: StockSource,
    vendorProductId: number,
    quantity: number,
    movement: { kind: string; reason: string },
    lots: readonly { lotNumber: string | null; quantity: number }[] = [],
  ): Promise<{ balance: Balance; quantity: number }[]> {
    positive(quantity);
    const open = (await this.openAllocations(source)).filter((a) => a.vendorProductId === vendorProductId);
    const held = await Promise.all(
      open.map(async (a) => ({ a, balance: await this.balanceById(a.balanceId) })),
    );
    held.sort(
      (x, y) =>
        (x.balance.expirationDate ?? '9999-12-31').localeCompare(y.balance.expirationDate ?? '9999-12-31') ||
        x.balance.id - y.balance.id ||
        x.a.id - y.a.id,
    );
    const left = new Map(held.map((h) => [h.a.id, h.a.quantity]));
    const takes: { a: Allocation; balance: Balance; quantity: number }[] = [];
    const take = (candidates: typeof held, wanted: number) => {
      let rest = wanted;
      for (const h of candidates) {
        if (rest === 0) break;
        const n = Math.min(rest, left.get(h.a.id)!);
        if (n === 0) continue;
        left.set(h.a.id, left.get(h.a.id)! - n);
        takes.push({ ...h, quantity: n });
        rest -= n;
      }
      return rest;
    };
    let chosen = 0;
    for (const lot of lots) {
      const lotNumber = lot.lotNumber?.trim() || null;
      const short = take(
        held.filter((h) => h.balance.lotNumber === lotNumber),
        lot.quantity,
      );
      if (short > 0)
        throw notEnoughStock(
          `Only ${lot.quantity - short} of lot ${lotNumber ?? '(none)'} are allocated to this document, ${lot.quantity} needed.`,
        );
      chosen += lot.quantity;
    }
    if (chosen > quantity)
      throw badRequest('Some fields are not valid.', {
        lots: `The chosen lots add up to ${chosen}, more than the ${quantity} needed`,
      });
    const short = take(held, quantity - chosen);
    if (short > 0)
      throw notEnoughStock(
        `Only ${quantity - short} units are allocated to this document, ${quantity} needed.`,
      );
    const now = this.clock.now();
    const out = new Map<number, { balance: Balance; quantity: number }>();
    for (const t of takes) {
      await this.apply(t.balance, -t.quantity, -t.quantity, { ...movement, source });
      const remaining = t.a.quantity - t.quantity;
      t.a.quantity = remaining;
      if (remaining === 0) {
        await this.close([t.a], 'consumed');
      } else {
        await this.tx
          .update(stockAllocations)
          .set({ quantity: remaining })
          .where(eq(stockAllocations.id, t.a.id));
        await this.tx.insert(stockAllocations).values({
          balanceId: t.a.balanceId,
          warehouseId: t.a.warehouseId,
          vendorId: t.a.vendorId,
          vendorProductId: t.a.vendorProductId,
          quantity: t.quantity,
          sourceType: t.a.sourceType,
          sourceId: t.a.sourceId,
          status: 'consumed',
          createdAt: t.a.createdAt,
          closedAt: now,
        });
      }
      const had = out.get(t.balance.id);
      out.set(t.balance.id, { balance: t.balance, quantity: (had?.quantity ?? 0) + t.quantity });
    }
    return [...out.values()];
  }

  /**
   * A transfer leaves its source: the allocated units leave on-hand stock there and wait in the
   * destination's in-transit bucket (lot and expiry travel with them).
   */
  async transferOut(source: StockSource, toWarehouseId: number, reason: string) {
    const open = await this.openAllocations(source);
    if (open.length === 0) throw conflict('Nothing is allocated to this transfer, so nothing can leave.');
    for (const a of open) {
      const from = await this.balanceById(a.balanceId);
      await this.apply(from, -a.quantity, -a.quantity, { kind: 'transfer_out', reason, source });
      await this.add(
        { ...placeOf(from), warehouseId: toWarehouseId, bucket: 'in_transit', location: '', lpn: null },
        a.quantity,
        { kind: 'transfer_in_transit', reason, source },
      );
    }
    await this.close(open, 'consumed');
    return open;
  }

  /** Units of a transfer arrive: out of the destination's in-transit bucket, into a place. */
  async transferIn(
    arriving: { lotNumber: string | null; expirationDate: string | null },
    into: StockPlace,
    quantity: number,
    source: StockSource,
    reason: string,
  ) {
    positive(quantity);
    const inTransit = await this.balanceAt({
      warehouseId: into.warehouseId,
      vendorProductId: into.vendorProductId,
      bucket: 'in_transit',
      location: '',
      lotNumber: arriving.lotNumber,
      expirationDate: arriving.expirationDate,
    });
    await this.apply(inTransit, -quantity, 0, { kind: 'transfer_in', reason, source });
    return this.add(into, quantity, { kind: 'transfer_receive', reason, source });
  }

  /**
   * Units that were sent but will not arrive (a transfer closed short): written off the
   * destination's in-transit stock, first expiry first.
   */
  async writeOffInTransit(
    warehouseId: number,
    vendorProductId: number,
    quantity: number,
    movement: Movement,
  ) {
    positive(quantity);
    const rows = await this.tx
      .select()
      .from(warehouseProductLocations)
      .where(
        and(
          eq(warehouseProductLocations.warehouseId, warehouseId),
          eq(warehouseProductLocations.vendorProductId, vendorProductId),
          eq(warehouseProductLocations.bucket, 'in_transit'),
          gt(warehouseProductLocations.quantity, 0),
        ),
      )
      .orderBy(
        sql`${warehouseProductLocations.expirationDate} asc nulls last`,
        asc(warehouseProductLocations.id),
      )
      .for('update');
    let left = quantity;
    for (const row of rows) {
      if (left === 0) break;
      const take = Math.min(left, row.quantity);
      await this.apply(row, -take, 0, movement);
      left -= take;
    }
    if (left > 0)
      throw notEnoughStock(`Only ${quantity - left} of ${quantity} units are in transit to write off.`);
  }

  /**
   * After the changes: each touched item's stock level (vendor_products.inventoryStatus: 0 out of
   * stock, 1 low, 2 in stock) from its available stock in every warehouse.
   */
  async refreshInventoryStatus(): Promise<void> {
    const ids = [...new Set([...this.touched.values()].map((t) => t.vendorProductId))];
    if (ids.length === 0) return;
    const b = warehouseProductLocations;
    await this.tx.execute(sql`
      update vendor_products p set inventory_status = case
          when s.available <= 0 then 0 when s.available < ${LOW_STOCK_THRESHOLD} then 1 else 2 end
      from (select vp.id, ${sumAvailable} as available
            from vendor_products vp left join ${b} on ${b.vendorProductId} = vp.id
            where vp.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
            group by vp.id) s
      where p.id = s.id`);
  }
}

export const placeOf = (b: Balance): StockPlace => ({
  warehouseId: b.warehouseId,
  vendorProductId: b.vendorProductId,
  bucket: b.bucket as StockBucket,
  location: b.location,
  lotNumber: b.lotNumber,
  lpn: b.lpn,
  expirationDate: b.expirationDate,
});
