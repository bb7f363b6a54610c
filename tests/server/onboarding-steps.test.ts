/**
 * Vendor onboarding over HTTP (issue 21): a new vendor's checklist starts with every step to do (or
 * blocked) and what it misses; each piece added through the real API (storefront, store, key,
 * mapping, item, storefront product, invitation and acceptance, Trello card, rate-card version, ASN,
 * stock) turns its step done, and a later change (a key revoked) undoes one; the go-live sample order
 * names the hold it would get until the SKUs are stocked; "complete" is refused with the missing steps
 * and then accepted (status record, status, action log, timeline); "deny"; scope, brand view,
 * permissions and bad input; the Onboarding Status list's progress fields and blocker filter.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionLog, vendors, vendorStatuses, warehouses } from '../../server/db/schema';
import type {
  OnboardingAnswer,
  OnboardingChecklist,
  OnboardingIncomplete,
  OnboardingTimeline,
} from '../../src/domain/onboarding';
import type { OnboardingStep, OnboardingStepId } from '../../src/domain/onboarding-steps';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let manager: string;
let brand: string;
let dal: number;
let nwg: number;
let bpo: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  manager = (await t.login('manager@dockhand.test')).jwtToken;
  brand = (await t.login('brand@northwind.test')).jwtToken;
  const db = t.database.db;
  dal = (await db.select().from(warehouses).where(eq(warehouses.code, 'DAL')))[0]!.id;
  const all = await db.select().from(vendors);
  nwg = all.find((v) => v.code === 'NWG')!.id;
  bpo = all.find((v) => v.code === 'BPO')!.id;
});
afterAll(() => t.close());

const path = (id: number | string) => `/api/common/vendors/${id}/onboarding`;

async function call(method: string, url: string, body?: unknown, token = admin, status = 200) {
  const res = await t.request(method, url, { token, body });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
}
const checklist = (id: number, token = admin) =>
  call('GET', path(id), undefined, token) as Promise<OnboardingChecklist>;
const step = (c: OnboardingChecklist, id: OnboardingStepId) => c.steps.find((s) => s.id === id)!;
const states = (c: OnboardingChecklist) => Object.fromEntries(c.steps.map((s) => [s.id, s.state]));

async function newVendor(code: string) {
  return (await call('POST', '/api/common/vendors', { code, name: `Onboarding ${code}` }, admin, 201)) as {
    id: number;
    version: number;
  };
}

describe('a vendor taken from nothing to onboarded', () => {
  let vendor: { id: number; version: number };
  let projectId: number;
  let itemId: number;
  let keyId: number;

  beforeAll(async () => {
    vendor = await newVendor('ONB-A');
  });

  it('starts with every step to do or blocked, each saying what is missing', async () => {
    const c = await checklist(vendor.id);
    expect(c).toMatchObject({
      vendorId: vendor.id,
      vendorCode: 'ONB-A',
      status: 'InProgress',
      stage: 'started',
      audience: 'staff',
      requiredDone: 0,
      requiredTotal: 7,
      blockingStep: { id: 'company', label: 'Company' },
      canComplete: false,
    });
    expect(states(c)).toEqual({
      company: 'todo',
      storefronts: 'todo',
      orderChannel: 'blocked',
      warehousesItems: 'blocked',
      people: 'todo',
      billing: 'todo',
      firstStock: 'blocked',
      goLive: 'blocked',
    });
    expect(step(c, 'company')).toMatchObject({
      owner: 'staff',
      required: true,
      link: `/manage/customers/edit/${vendor.id}`,
    });
    expect(step(c, 'company').missing).toEqual([
      'Link the vendor’s Trello card (Trello card id).',
      'Add an operations contact: invite a user limited to this vendor (its contacts are its users).',
    ]);
    expect(step(c, 'storefronts').missing).toEqual([
      'Add a storefront (a project with its client code) for the vendor.',
    ]);
    expect(step(c, 'orderChannel')).toMatchObject({
      blockedBy: ['storefronts'],
      missing: [
        'No storefront takes orders yet: its order channel and catch-all ship-code mapping come after it.',
      ],
    });
    expect(step(c, 'warehousesItems')).toMatchObject({
      owner: 'brand',
      blockedBy: ['storefronts'],
      missing: [
        'No storefront takes orders yet: the warehouse it ships from and its products come with it.',
        'Add the vendor’s items (Vendor Items, or import them from a CSV/XLSX file).',
      ],
      link: '/warehouses/items',
    });
    expect(step(c, 'people')).toMatchObject({ required: false, owner: 'brand' });
    expect(step(c, 'billing').missing).toEqual([
      'Add an activity rate card for the vendor and publish a version.',
      'No invoice contact: an active user of the vendor receives its invoices; invite one.',
    ]);
    expect(step(c, 'firstStock')).toMatchObject({
      blockedBy: ['warehousesItems'],
      missing: ['Send an ASN or a purchase order for the first stock, or receive stock.'],
    });
    expect(step(c, 'goLive')).toMatchObject({
      blockedBy: ['storefronts', 'orderChannel', 'warehousesItems', 'firstStock'],
    });
  });

  it('refuses to complete with 409 and the missing steps', async () => {
    const refused = (await call(
      'POST',
      `${path(vendor.id)}/complete`,
      {},
      admin,
      409,
    )) as OnboardingIncomplete;
    expect(refused.error).toBe('onboarding_incomplete');
    expect(refused.message).toMatch(/cannot be marked onboarded yet/);
    expect(refused.missing.map((m) => m.step)).toEqual([
      'company',
      'storefronts',
      'orderChannel',
      'warehousesItems',
      'billing',
      'firstStock',
      'goLive',
    ]);
    expect(refused.missing[0]).toMatchObject({ label: 'Company', missing: expect.arrayContaining([]) });
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row).toMatchObject({ status: 'InProgress', vendorStatusId: null });
  });

  it('storefronts and stores: a storefront, then a store', async () => {
    const project = await call(
      'POST',
      '/api/common/projects',
      { name: 'Onboarding Web', clientCode: 'ONBA-WEB', vendorId: vendor.id, warehouseId: dal },
      admin,
      201,
    );
    projectId = project.id;
    let c = await checklist(vendor.id);
    expect(step(c, 'storefronts')).toMatchObject({
      state: 'todo',
      missing: ['Storefront “Onboarding Web (ONBA-WEB)”: add a store for its orders.'],
      link: `/manage/storefronts/edit/${projectId}`,
    });
    await call('POST', '/api/common/stores', { name: 'Onboarding Shopify', projectId }, admin, 201);
    c = await checklist(vendor.id);
    expect(step(c, 'storefronts').state).toBe('done');
    expect(step(c, 'orderChannel')).toMatchObject({
      state: 'todo',
      missing: [
        'Storefront “Onboarding Web (ONBA-WEB)”: no order channel: issue an API key, connect the shipping tool or import orders from a file.',
        'Storefront “Onboarding Web (ONBA-WEB)”: add a catch-all ship-code mapping (active, with no requested service and no carrier or service codes), so every order is routed.',
      ],
    });
  });

  it('order channel: an API key, and a catch-all mapping (a specific one does not count)', async () => {
    const key = await call('POST', `/api/storefronts/${projectId}/api-keys`, { name: 'Shop' }, admin, 201);
    keyId = key.key.id;
    await call(
      'POST',
      '/api/admin/shipCodeMappings',
      { projectId, requestedService: 'Express', fulfillmentCarrierCode: 'UPS' },
      admin,
      201,
    );
    let c = await checklist(vendor.id);
    expect(step(c, 'orderChannel').missing).toEqual([
      expect.stringContaining('add a catch-all ship-code mapping'),
    ]);
    await call(
      'POST',
      '/api/admin/shipCodeMappings',
      { projectId, fulfillmentCarrierCode: 'UPS', fulfillmentServiceCode: 'GND' },
      admin,
      201,
    );
    c = await checklist(vendor.id);
    expect(step(c, 'orderChannel').state).toBe('done');
  });

  it('warehouses and items: an item, then its storefront product mapped', async () => {
    const item = await call(
      'POST',
      '/api/vendorProducts',
      { vendorId: vendor.id, warehouseId: dal, sku: 'ONBA-MUG', item: 'Onboarding mug' },
      admin,
      201,
    );
    itemId = item.id;
    let c = await checklist(vendor.id);
    expect(step(c, 'warehousesItems').missing).toEqual([
      expect.stringMatching(/^Storefront “Onboarding Web \(ONBA-WEB\)”: list its products/),
    ]);
    await call(
      'POST',
      '/api/common/products',
      { projectId, name: 'Mug, unmapped', sku: 'ONBA-WEB-MUG' },
      admin,
      201,
    );
    c = await checklist(vendor.id);
    expect(step(c, 'warehousesItems')).toMatchObject({
      state: 'todo',
      missing: ['Storefront “Onboarding Web (ONBA-WEB)”: 1 product not mapped to an item: ONBA-WEB-MUG.'],
      link: `/products-mapping/${projectId}`,
    });
    const [product] = (
      await call('POST', '/api/common/products/listItems', { projectId, perPage: 10 }, admin)
    ).items as { id: number }[];
    await call('POST', `/api/common/products/${product!.id}/map`, { vendorProductId: itemId });
    c = await checklist(vendor.id);
    expect(step(c, 'warehousesItems').state).toBe('done');
    // First stock is no longer blocked: it is the brand's to do.
    expect(step(c, 'firstStock')).toMatchObject({ state: 'todo', owner: 'brand' });
    expect(step(c, 'firstStock').blockedBy).toBeUndefined();
  });

  it('people: invited (a contact), then accepted', async () => {
    await call(
      'POST',
      '/api/invites',
      {
        email: 'owner@onboarding-a.test',
        firstName: 'Olive',
        lastName: 'Owner',
        roleType: 'vendor',
        accessVendorIds: [vendor.id],
      },
      admin,
      201,
    );
    let c = await checklist(vendor.id);
    expect(step(c, 'company').missing).toEqual(['Link the vendor’s Trello card (Trello card id).']);
    expect(step(c, 'people').missing).toEqual([
      'No brand user has accepted an invitation yet: owner@onboarding-a.test invited.',
    ]);
    const inviteId = t.mails.at(-1)!.text.match(/invite-signup\/([\w-]{43})\b/)![1]!;
    const accepted = await t.request('POST', `/api/auth/invites/${inviteId}/accept`, {
      body: {
        firstName: 'Olive',
        lastName: 'Owner',
        password: 'olive-password',
        confirmPassword: 'olive-password',
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    c = await checklist(vendor.id);
    expect(step(c, 'people').state).toBe('done');
    expect(step(c, 'billing').missing).toEqual([
      'Add an activity rate card for the vendor and publish a version.',
    ]);
  });

  it('company: the Trello card', async () => {
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    await call('POST', '/api/common/vendors/edit', {
      id: vendor.id,
      version: row!.version,
      code: 'ONB-A',
      name: 'Onboarding ONB-A',
      trelloCardId: 'trello-onb-a',
    });
    expect(step(await checklist(vendor.id), 'company').state).toBe('done');
  });

  it('billing: a rate-card version in force', async () => {
    const card = await call(
      'POST',
      '/api/common/activityRateCards',
      { name: 'Onboarding A', vendorId: vendor.id },
      admin,
      201,
    );
    const draft = await call('POST', `/api/common/activityRateCards/${card.id}/versions`, {}, admin, 201);
    let c = await checklist(vendor.id);
    expect(step(c, 'billing').missing).toEqual([
      'Publish a version of the vendor’s activity rate card (it has drafts only).',
    ]);
    const edited = await call('PUT', `/api/common/activityRateCards/${card.id}/versions/${draft.id}`, {
      version: draft.version,
      effectiveFrom: '2020-01-01',
      rules: [{ key: 'pp', activity: 'pickPack', unit: 'order', rate: 1.5 }],
    });
    await call('POST', `/api/common/activityRateCards/${card.id}/versions/${draft.id}/publish`, {
      version: edited.version,
    });
    c = await checklist(vendor.id);
    expect(step(c, 'billing').state).toBe('done');
  });

  it('first stock: an ASN expected; then the go-live sample names its hold', async () => {
    await call(
      'POST',
      '/api/common/warehouseShipments',
      {
        type: 1,
        orderNumber: 'ASN-ONBA-1',
        vendorId: vendor.id,
        toWarehouseId: dal,
        expectedDate: '2030-01-01',
        items: [{ sku: 'ONBA-MUG', quantity: 50 }],
      },
      admin,
      201,
    );
    const c = await checklist(vendor.id);
    expect(step(c, 'firstStock').state).toBe('done');
    // Everything it needs is done, so the sample order ran: no stock, so it would be held.
    expect(step(c, 'goLive')).toMatchObject({ state: 'todo', link: '/orders/simulate-meal-kit' });
    expect(step(c, 'goLive').missing).toEqual([
      'Storefront “Onboarding Web (ONBA-WEB)”: a sample order of 1 SKU would be held: Not enough stock: ONBA-MUG: 1 needed, 0 available. Receive the expected stock first.',
    ]);
    expect(c).toMatchObject({
      requiredDone: 6,
      blockingStep: { id: 'goLive', label: 'Go-live check' },
      canComplete: false,
    });
  });

  it('go-live: done once the SKU is stocked, and complete is accepted', async () => {
    await call(
      'POST',
      '/api/inventory/diu',
      {
        vendorId: vendor.id,
        warehouseId: dal,
        warehouseProductId: itemId,
        type: 'add',
        quantity: 10,
        location: 'A-01-1',
        note: 'Opening stock',
      },
      admin,
      201,
    );
    const ready = await checklist(vendor.id);
    expect(states(ready)).toEqual(Object.fromEntries(ready.steps.map((s) => [s.id, 'done'])));
    expect(ready).toMatchObject({ requiredDone: 7, blockingStep: null, canComplete: true });

    const live = (await t.database.db.select().from(vendorStatuses)).find((r) => r.name === 'Live')!;
    const done = (await call('POST', `${path(vendor.id)}/complete`, {
      reason: 'Signed and stocked',
    })) as OnboardingChecklist;
    expect(done).toMatchObject({
      status: 'Onboarded',
      vendorStatusId: live.id,
      vendorStatusName: 'Live',
      stage: 'onboarded',
      canComplete: false,
    });
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row).toMatchObject({ status: 'Onboarded', vendorStatusId: live.id, version: 3 });
    const logged = await t.database.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.resource, 'vendors'), eq(actionLog.resourceId, String(vendor.id))));
    expect(logged.find((l) => l.action === 'onboarding-complete')).toMatchObject({
      before: expect.objectContaining({ status: 'InProgress', vendorStatusId: null }),
      after: expect.objectContaining({
        status: 'Onboarded',
        vendorStatusId: live.id,
        reason: 'Signed and stocked',
      }),
    });
    // Once is enough.
    const again = await call('POST', `${path(vendor.id)}/complete`, {}, admin, 409);
    expect(again.message).toBe('Onboarding ONB-A is already onboarded.');
  });

  it('the timeline tells the story in words', async () => {
    const timeline = (await call('GET', `${path(vendor.id)}/timeline`)) as OnboardingTimeline;
    const messages = timeline.items.map((e) => [e.kind, e.message]);
    expect(messages[0]).toEqual(['onboarded', 'Marked onboarded: stage “Live”. Note: Signed and stocked']);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['vendor', 'Vendor ONB-A created.'],
        ['company', 'Details edited: Trello card.'],
        ['storefronts', 'Storefront “Onboarding Web (ONBA-WEB)” added.'],
        ['storefronts', 'Store “Onboarding Shopify” added.'],
        ['orderChannel', 'Ship-code mapping (catch-all) added.'],
        ['orderChannel', 'Ship-code mapping for requested service “Express” added.'],
        ['warehousesItems', 'Item ONBA-MUG added.'],
        ['people', 'owner@onboarding-a.test invited.'],
        ['people', 'owner@onboarding-a.test accepted the invitation.'],
        ['billing', 'Rate card version 1 published, in force from 2020-01-01.'],
        ['firstStock', 'ASN ASN-ONBA-1 added.'],
      ]),
    );
    expect(timeline.items[0]!.actorName).toBe('Alex Morgan');
    const ats = timeline.items.map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
  });

  it('a later change undoes a step: the API key revoked', async () => {
    await call('POST', `/api/storefronts/${projectId}/api-keys/${keyId}/revoke`, {});
    const c = await checklist(vendor.id);
    expect(step(c, 'orderChannel')).toMatchObject({
      state: 'todo',
      missing: [
        'Storefront “Onboarding Web (ONBA-WEB)”: no order channel (its 1 API key revoked): issue an API key, connect the shipping tool or import orders from a file.',
      ],
    });
    expect(step(c, 'goLive')).toMatchObject({ state: 'blocked', blockedBy: ['orderChannel'] });
    expect(c).toMatchObject({ stage: 'onboarded', canComplete: false });
  });

  it('answers 409 when no status record counts as onboarded', async () => {
    const db = t.database.db;
    await call('POST', `/api/storefronts/${projectId}/api-keys`, { name: 'Shop again' }, admin, 201);
    const live = (await db.select().from(vendorStatuses)).find((r) => r.name === 'Live')!;
    await db
      .update(vendorStatuses)
      .set({ vendorOnboardedState: false })
      .where(eq(vendorStatuses.id, live.id));
    try {
      const refused = await call('POST', `${path(vendor.id)}/complete`, {}, admin, 409);
      expect(refused.message).toBe(
        'No vendor status record counts as onboarded: mark one as onboarded on Vendor Status (/manage/customer-status) first.',
      );
    } finally {
      await db
        .update(vendorStatuses)
        .set({ vendorOnboardedState: true })
        .where(eq(vendorStatuses.id, live.id));
    }
  });
});

describe('deny', () => {
  it('moves a vendor to the denied record and status, once', async () => {
    const vendor = await newVendor('ONB-D');
    const declined = (await t.database.db.select().from(vendorStatuses)).find((r) => r.name === 'Declined')!;
    const denied = (await call('POST', `${path(vendor.id)}/deny`, {
      reason: 'Out of scope',
    })) as OnboardingChecklist;
    expect(denied).toMatchObject({ status: 'Denied', vendorStatusId: declined.id, stage: 'denied' });
    const again = await call('POST', `${path(vendor.id)}/deny`, undefined, admin, 409);
    expect(again.message).toBe('Onboarding ONB-D is already denied.');
    const timeline = (await call('GET', `${path(vendor.id)}/timeline`)) as OnboardingTimeline;
    expect(timeline.items[0]).toMatchObject({
      kind: 'denied',
      message: 'Marked denied: stage “Declined”. Note: Out of scope',
    });
  });
});

describe('scope, permissions and bad input', () => {
  it('a brand user sees its own vendor’s steps, read-only, and never another vendor’s', async () => {
    const own = await checklist(nwg, brand);
    expect(own.audience).toBe('brand');
    expect(own.steps.map((s) => s.id)).toEqual(['warehousesItems', 'people', 'firstStock']);
    expect(own.steps.every((s: OnboardingStep) => s.owner === 'brand')).toBe(true);
    expect(own.canComplete).toBe(false);
    expect(own.requiredTotal).toBe(2);
    await call('GET', path(bpo), undefined, brand, 404);
    await call('GET', path(2_000_000_000), undefined, admin, 404);
    await call('POST', `${path(nwg)}/complete`, {}, brand, 403);
    await call('GET', `${path(nwg)}/timeline`, undefined, brand, 403);
  });

  it('reading needs the clients view permission; deciding the manage permission', async () => {
    // A manager views clients but does not manage them.
    const seen = await checklist(nwg, manager);
    expect(seen.audience).toBe('staff');
    expect(seen.steps).toHaveLength(8);
    await call('POST', `${path(nwg)}/deny`, {}, manager, 403);
  });

  it('answers 400 per field for a bad action or body, 404 for a bad id', async () => {
    const action = await call('POST', `${path(nwg)}/approve`, {}, admin, 400);
    expect(action.fields).toEqual({ action: 'Must be one of: complete, deny' });
    const reason = await call('POST', `${path(nwg)}/deny`, { reason: 'x'.repeat(1001) }, admin, 400);
    expect(reason.fields).toEqual({ reason: 'Reason must be at most 1000 characters' });
    const notText = await call('POST', `${path(nwg)}/deny`, { reason: ['no'] }, admin, 400);
    expect(notText.fields).toEqual({ reason: 'Reason must be text' });
    await call('GET', path('abc'), undefined, admin, 404);
    await call('POST', `${path('0')}/deny`, {}, admin, 404);
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, nwg));
    expect(row!.status).toBe('Onboarded');
  });
});

describe('the Onboarding Status list', () => {
  const list = (body: Record<string, unknown>, token = admin) =>
    call(
      'POST',
      '/api/admin/onboardingStatus/listItems',
      { perPage: 200, ...body },
      token,
    ) as Promise<OnboardingAnswer>;

  it('gives each row its progress, blocking step and days in stage, from the same computation', async () => {
    const answer = await list({});
    for (const row of answer.items) {
      const c = await checklist(row.id);
      // The same figure as the vendor's checklist: required steps only (People is optional).
      expect([row.stepsDone, row.stepsTotal]).toEqual([c.requiredDone, c.requiredTotal]);
      expect(row.stepsTotal).toBe(7);
      expect(row.blockingStep).toEqual(c.blockingStep);
    }
    const a = answer.items.find((r) => r.code === 'ONB-A')!;
    // Marked onboarded today.
    expect(a).toMatchObject({ stage: 'onboarded', daysInStage: 0, stepsDone: 7, blockingStep: null });
    const demo = answer.items.find((r) => r.code === 'NWG')!;
    expect(demo.daysInStage).toBeGreaterThan(0);
  });

  it('filters by blocking step, beside the stage', async () => {
    const company = await list({ blocker: 'company' });
    expect(company.total).toBeGreaterThan(0);
    expect(company.items.every((r) => r.blockingStep?.id === 'company')).toBe(true);
    const none = await list({ blocker: 'none', stage: 'onboarded' });
    expect(none.items.map((r) => r.code)).toEqual(['ONB-A']);
    const bad = await call(
      'POST',
      '/api/admin/onboardingStatus/listItems',
      { blocker: 'paperwork' },
      admin,
      400,
    );
    expect(bad.fields.blocker).toMatch(/^Must be one of: company, storefronts/);
  });

  it('runs the go-live sample only where the answer depends on it', async () => {
    const sequence = async () =>
      Number(
        (
          (await t.database.db.execute(sql`select last_value from orders_id_seq`)) as unknown as {
            rows: { last_value: string | number }[];
          }
        ).rows[0]!.last_value,
      );
    // A list without ONB-A (ready for go-live) runs no sample order: no order id is used up.
    const before = await sequence();
    await list({ search: 'nwg' });
    expect(await sequence()).toBe(before);
    await list({ search: 'onb-a' });
    expect(await sequence()).toBeGreaterThan(before);

    // Its stock gone, ONB-A's sample would be held: the blocker filter finds it, off the page too.
    const a = (await list({ search: 'onb-a' })).items[0]!;
    const [item] = (await call('POST', '/api/vendorProducts/listItems', { vendorId: a.id, perPage: 5 }))
      .items as {
      id: number;
    }[];
    await call(
      'POST',
      '/api/inventory/diu',
      {
        vendorId: a.id,
        warehouseId: dal,
        warehouseProductId: item!.id,
        type: 'remove',
        quantity: 10,
        location: 'A-01-1',
        note: 'Written off',
      },
      admin,
      201,
    );
    const held = await list({ blocker: 'goLive', perPage: 1, sortBy: 'code', sortDesc: true });
    expect(held.items.map((r) => [r.code, r.stepsDone, r.blockingStep?.id])).toEqual([
      ['ONB-A', 6, 'goLive'],
    ]);
    expect((await list({ blocker: 'none' })).items.map((r) => r.code)).not.toContain('ONB-A');
    const bySteps = await list({ sortBy: 'stepsDone', sortDesc: true, search: 'onb' });
    expect(bySteps.items.map((r) => [r.code, r.stepsDone])).toEqual([
      ['ONB-A', 6],
      ['ONB-D', 0],
    ]);
  });

  it('counts a brand user’s own steps only', async () => {
    const answer = await list({}, brand);
    expect(answer.items.map((r) => r.code)).toEqual(['NWG']);
    expect(answer.items[0]!.stepsTotal).toBe(2);
  });
});
