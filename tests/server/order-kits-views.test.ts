/**
 * How an order's kits read (issue 16): the details page gives each kit line with its components
 * (mapped and available as whole kits, each component with its own availability); "Why isn't this
 * shipping?" names the kit of a short component; Recommended Splits proposes the kit line in whole
 * kits and never a component, and Has Inventory waits for every component; the margin counts a kit's
 * price once against its components' cost; the invoice prices the kit and lists its components.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './harness';
import { newKit } from './order-kit-fixtures';
import { addStock, createOrder, newItem, orderFixtures, type OrderFixtures } from './order-fixtures';
import { pdfText } from './pdf-text';

let f: OrderFixtures;

beforeAll(async () => {
  f = await orderFixtures(await startTestApp());
});
afterAll(() => f.t.close());

const get = (id: number, view: string) =>
  f.t.request('GET', `/api/common/orders/${id}/${view}`, { token: f.admin });

/** An order of `kits` kits of one unit of `a` and half a unit of `b` per kit. */
async function kitOrder(kits: number, stock: { a: number; b: number }) {
  const a = await newItem(f, stock.a);
  const b = await newItem(f, stock.b);
  const kit = await newKit(f, [
    { item: a, quantity: 1 },
    { item: b, quantity: 1, unitsPerItemUnit: 2 },
  ]);
  const order = (await createOrder(f, [{ sku: kit.sku, quantity: kits, unitPrice: 30 }])).json().order;
  return { a, b, kit, order: order as { id: number } };
}

describe('the order page', () => {
  it('shows the kit line with its components, the kit available as whole kits', async () => {
    const { a, b, kit, order } = await kitOrder(4, { a: 10, b: 1 });
    const { lines } = (await get(order.id, 'details')).json();
    expect(lines).toMatchObject([
      { index: 0, sku: kit.sku, kit: { name: kit.bom.name }, kitComponent: null, mapped: true, available: 2 },
      {
        index: 1,
        sku: a.sku,
        kit: null,
        kitComponent: { key: 'k1', perKit: '1' },
        quantity: 4,
        available: 10,
      },
      { index: 2, sku: b.sku, kitComponent: { key: 'k1', perKit: '1/2' }, quantity: 2, available: 1 },
    ]);
  });

  it('says which kit a short component holds', async () => {
    const { b, kit, order } = await kitOrder(4, { a: 10, b: 1 });
    const why = (await get(order.id, 'why')).json();
    expect(why.causes).toContainEqual(
      expect.objectContaining({ kind: 'shortage', sku: b.sku, needed: 2, available: 1, kits: [kit.sku] }),
    );
    // The kit line ships nothing itself: it is never an unmapped SKU.
    expect(why.causes.filter((c: { kind: string }) => c.kind === 'unmapped')).toEqual([]);
  });
});

describe('recommendations', () => {
  const recs = async (list: 'split-recs' | 'unhold-recs') =>
    (
      await f.t.request('POST', `/api/common/orders/${list}`, {
        token: f.admin,
        body: { perPage: 200, projectId: f.project.id },
      })
    ).json().items as ({ id: number } & { order?: { id: number }; proposal?: unknown[] })[];

  it('proposes the kit line in whole kits, never a component; Has Inventory waits for every one', async () => {
    const plain = await newItem(f, 5);
    const { b, kit } = await kitOrder(1, { a: 10, b: 1 });
    const created = (
      await createOrder(f, [
        { sku: plain.sku, quantity: 1 },
        { sku: kit.sku, quantity: 4 },
      ])
    ).json().order;
    const rec = (await recs('split-recs')).find((r) => r.order?.id === created.id);
    // b's one unit covers two kits (half a unit each); a has plenty.
    expect(rec?.proposal).toEqual([
      { lineIndex: 0, sku: plain.sku, quantity: 1, available: 5, shipNow: 1 },
      { lineIndex: 1, sku: kit.sku, quantity: 4, available: 2, shipNow: 2, kitName: kit.bom.name },
    ]);
    expect((await recs('unhold-recs')).some((o) => o.id === created.id)).toBe(false);
    await addStock(f, b.id, 1);
    expect((await recs('unhold-recs')).some((o) => o.id === created.id)).toBe(true);
  });
});

describe('money', () => {
  it('the margin counts the kit’s price once against its components’ cost; the invoice lists them', async () => {
    const { a, b, kit, order } = await kitOrder(4, { a: 10, b: 10 });
    const margin = (await get(order.id, 'margin')).json();
    // Test items cost $4 each: 4 of a and 2 of b.
    expect(margin).toMatchObject({ revenue: 120, itemCost: 24 });
    expect(margin.lines).toEqual([
      { sku: kit.sku, quantity: 4, unitPrice: 30, unitCost: 6, lineRevenue: 120, lineCost: 24 },
    ]);
    const pdf = await f.t.request('GET', `/api/common/orders/${order.id}/invoice.pdf`, { token: f.admin });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(kit.sku);
    expect(text).toContain(a.sku);
    expect(text).toContain(`${b.sku}`);
    expect(text).toContain('1/2 per kit');
    expect(text).toContain('$120.00');
  });
});
