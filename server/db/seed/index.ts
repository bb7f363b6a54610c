/**
 * The demo data set (`npm start` on an empty database, `npm run seed`, the tests' template): every
 * role of spec §6 with a demo user, vendors with their own users, warehouses (one run in the external
 * system), storefronts with stores, the catalogue and its stock, then the business records of every
 * area, built by scenario builders through the same services the API uses.
 *
 * The builders run in one transaction on a moving clock: it starts some weeks in the past, and every
 * builder's steps run in time order with the clock moved to each step's time, so each document, its
 * ledger rows and its timeline carry the times of their own events, in order, ending before now.
 * bench/ and e2e fixtures reuse the builders (each is exported).
 */
import { count, inArray } from 'drizzle-orm';
import { MovingClock } from '../../clock';
import { DomainEvents } from '../../events/domain-events';
import type { Db, Tx } from '../client';
import { users, vendors } from '../schema';
import { automationDemo, settleSeedAutomations } from './automations';
import { backOffice } from './back-office';
import { backorders } from './backorders';
import { billingHistory } from './billing';
import { buildCatalogue } from './catalogue';
import { conversations } from './communications';
import { docsLibrary } from './docs';
import { supportTickets } from './support';
import { authUserOf, DAY, prng, type SeedContext, type SeedStep } from './context';
import { inbound } from './inbound';
import { storefrontOrders } from './orders';
import { buildPeopleAndVendors, type People } from './people-and-vendors';
import { manufacturing } from './manufacturing';
import { kitOrders } from './kits';
import { virtualOrderHistory } from './virtual-orders';
import { shippingToolSync } from './shipping-tool';
import { outboundShipments } from './outbound';
import { orderReturns } from './returns';
import { shipmentAddressBook } from './shipment-addresses';
import { directUpdates, openingStock } from './stock';
import { systemLogHistory } from './system-log';
import { untrackedItems } from './untracked-items';

export { backOffice } from './back-office';
export { backorders } from './backorders';
export { buildCatalogue } from './catalogue';
export { conversations } from './communications';
export * from './context';
export { inbound } from './inbound';
export { storefrontOrders } from './orders';
export { buildPeopleAndVendors } from './people-and-vendors';
export { orderReturns } from './returns';
export { shipmentAddressBook } from './shipment-addresses';
export { directUpdates, openingStock } from './stock';
export { systemLogHistory } from './system-log';
export { untrackedItems } from './untracked-items';

/** How far back the demo history starts, and how long before the seed runs it ends. */
const HISTORY_DAYS = 60;
const ENDS_BEFORE_NOW_MS = 15 * 60_000;
/** Each reading of the seed's clock moves it on, so rows written one after another stay in order. */
const TICK_MS = 50;

export interface SeedOptions {
  /** When the demo history ends (a little before now by default); it starts 60 days earlier. */
  end?: Date;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/** Test helper: ids of seeded rows by code. */
export async function vendorIdsByCode(db: Db, codes: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: vendors.id, code: vendors.code })
    .from(vendors)
    .where(inArray(vendors.code, codes));
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** The context the builders share, on `tx`, once the people and vendors exist. */
export function seedContext(tx: Tx, clock: MovingClock, end: Date, people: People): SeedContext {
  const random = prng(20240917);
  const userRow = (email: string) => {
    const row = people.userRows.find((u) => u.email === email);
    if (!row) throw new Error(`No demo user ${email}`);
    return row;
  };
  const ctx: SeedContext = {
    tx,
    db: tx,
    clock,
    events: new DomainEvents(),
    end,
    random,
    pick: <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!,
    vendorId: (code) => people.vendorRows.find((v) => v.code === code)!.id,
    warehouseId: (code) => people.warehouseRows.find((w) => w.code === code)!.id,
    userId: (email) => userRow(email).id,
    user: (email) => authUserOf(userRow(email)),
    orderContext: (email) => ({
      db: ctx.db,
      events: ctx.events,
      user: email ? authUserOf(userRow(email)) : null,
      clock,
    }),
    ago: (ms) => new Date(end.getTime() - ms),
    stamp: () => {
      const at = clock.now();
      return { createdAt: at, updatedAt: at };
    },
  };
  return ctx;
}

/** Runs steps in time order (a stable sort keeps each builder's own order for equal times). */
export async function runSteps(clock: MovingClock, steps: readonly SeedStep[]): Promise<void> {
  const ordered = steps.map((step, i) => ({ step, i }));
  ordered.sort((a, b) => a.step.at.getTime() - b.step.at.getTime() || a.i - b.i);
  for (const { step } of ordered) {
    clock.moveTo(step.at);
    await step.run();
  }
}

/** Seeds the demo data set when the database has no users yet; answers whether it did. */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const end = options.end ?? new Date(Date.now() - ENDS_BEFORE_NOW_MS);
  const clock = new MovingClock(new Date(end.getTime() - HISTORY_DAYS * DAY), TICK_MS);
  await db.transaction(async (tx) => {
    const people = await buildPeopleAndVendors(tx, clock.now());
    const ctx = seedContext(tx, clock, end, people);
    const productRows = await buildCatalogue(ctx);
    await runSteps(clock, [
      ...openingStock(ctx, productRows),
      ...untrackedItems(ctx),
      ...(await storefrontOrders(ctx, productRows)),
      ...(await backorders(ctx, productRows)),
      ...orderReturns(ctx),
      ...(await inbound(ctx, productRows)),
      ...directUpdates(ctx, productRows),
      ...backOffice(ctx, people, productRows),
      ...shipmentAddressBook(ctx),
      ...outboundShipments(ctx, productRows),
      ...conversations(ctx),
      ...systemLogHistory(ctx),
      ...manufacturing(ctx),
      ...kitOrders(ctx, productRows),
      ...virtualOrderHistory(ctx),
      ...shippingToolSync(ctx),
      ...billingHistory(ctx),
      ...docsLibrary(ctx),
      ...automationDemo(ctx),
      ...supportTickets(ctx),
    ]);
    await settleSeedAutomations(tx);
    if (clock.peek() > new Date()) throw new Error('The demo history ran past now: shorten its steps.');
  });
  return true;
}
