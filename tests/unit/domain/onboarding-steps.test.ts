/**
 * The onboarding steps decided from facts (src/domain/onboarding-steps.ts): each step missing and
 * present, the blocked relations, the progress (required done, blocking step) and when the go-live
 * sample order is due.
 */
import { describe, expect, it } from 'vitest';
import {
  goLiveCheckDue,
  missingRequired,
  onboardingProgress,
  onboardingStepIds,
  onboardingSteps,
  type OnboardingFacts,
  type OnboardingStepId,
  type StorefrontFacts,
} from '../../../src/domain/onboarding-steps';

const shop = (extra: Partial<StorefrontFacts> = {}): StorefrontFacts => ({
  id: 7,
  name: 'Shop',
  clientCode: 'ACME-WEB',
  enabled: true,
  warehouseId: 3,
  stores: [{ id: 70, name: 'Shopify', hidden: false }],
  onlySyncStoreId: null,
  activeApiKeys: 1,
  revokedApiKeys: 0,
  shippingTool: null,
  importedOrders: false,
  catchAllMapping: true,
  products: { mapped: 4, unmapped: 0, unmappedSkus: [] },
  ...extra,
});

/** A vendor with every step done. */
const ready = (): OnboardingFacts => ({
  vendor: { id: 9, code: 'ACME', name: 'Acme', fulfillmentType: 'NonLogisticsVendor', trelloCardId: 'tc-1' },
  contacts: { invited: 0, active: 2 },
  storefronts: [shop()],
  items: { active: 4, factoringUsed: false, withoutFactoring: 0, withoutFactoringSkus: [] },
  brandUsers: { accepted: 1, pending: [] },
  billing: {
    cards: 1,
    inForce: { cardName: 'Acme', versionNumber: 1, effectiveFrom: '2026-01-01' },
    upcoming: null,
    drafts: 0,
  },
  firstStock: { expectedDocuments: 1, stockReceived: false },
  goLive: [{ storefrontId: 7, lines: 4, refused: null, holds: [] }],
});

const with_ = (change: (f: OnboardingFacts) => void) => {
  const f = ready();
  change(f);
  return f;
};
const stepOf = (f: OnboardingFacts, id: OnboardingStepId) => onboardingSteps(f).find((s) => s.id === id)!;

describe('onboarding steps', () => {
  it('are all done, in order, for a ready vendor', () => {
    const steps = onboardingSteps(ready());
    expect(steps.map((s) => s.id)).toEqual(onboardingStepIds);
    expect(steps.every((s) => s.state === 'done' && s.missing.length === 0 && !s.link && !s.blockedBy)).toBe(
      true,
    );
    expect(steps.map((s) => [s.label, s.owner, s.required])).toEqual([
      ['Company', 'staff', true],
      ['Storefronts and stores', 'staff', true],
      ['Order channel', 'staff', true],
      ['Warehouses and items', 'brand', true],
      ['People', 'brand', false],
      ['Billing', 'staff', true],
      ['First stock', 'brand', true],
      ['Go-live check', 'staff', true],
    ]);
    expect(onboardingProgress(steps)).toEqual({
      requiredDone: 7,
      requiredTotal: 7,
      blockingStep: null,
      requiredComplete: true,
    });
    expect(missingRequired(steps)).toEqual([]);
  });

  it('company: Trello card, fulfilment type and a contact', () => {
    const f = with_((x) => {
      x.vendor.trelloCardId = ' ';
      x.vendor.fulfillmentType = 'Other';
      x.contacts = { invited: 0, active: 0 };
    });
    expect(stepOf(f, 'company')).toMatchObject({
      state: 'todo',
      link: '/manage/customers/edit/9',
      missing: [
        'Choose the vendor’s fulfilment type.',
        'Link the vendor’s Trello card (Trello card id).',
        'Add an operations contact: invite a user limited to this vendor (its contacts are its users).',
      ],
    });
    const onlyContact = with_((x) => (x.contacts = { invited: 0, active: 0 }));
    expect(stepOf(onlyContact, 'company').link).toBe('/admin/users');
    // An invited user is a contact already.
    expect(
      stepOf(
        with_((x) => (x.contacts = { invited: 1, active: 0 })),
        'company',
      ).state,
    ).toBe('done');
  });

  it('storefronts: one taking orders, with a store, syncing a store of its own', () => {
    expect(
      stepOf(
        with_((x) => (x.storefronts = [])),
        'storefronts',
      ),
    ).toMatchObject({
      state: 'todo',
      link: '/manage/storefronts/create',
    });
    expect(
      stepOf(
        with_((x) => (x.storefronts = [shop({ enabled: false })])),
        'storefronts',
      ).missing,
    ).toEqual(['Every storefront of the vendor is disabled: enable one.']);
    const hidden = with_(
      (x) =>
        (x.storefronts = [shop({ stores: [{ id: 70, name: 'Old', hidden: true }], onlySyncStoreId: 70 })]),
    );
    expect(stepOf(hidden, 'storefronts')).toMatchObject({
      link: '/manage/storefronts/edit/7',
      missing: [
        'Storefront “Shop (ACME-WEB)”: add a store for its orders.',
        'Storefront “Shop (ACME-WEB)” syncs only store “Old”, which is hidden: choose another or clear it.',
      ],
    });
    // A disabled storefront is not checked.
    const extra = with_((x) => x.storefronts.push(shop({ id: 8, enabled: false, stores: [] })));
    expect(stepOf(extra, 'storefronts').state).toBe('done');
  });

  it('order channel: a key, a connection or a file import, and a catch-all mapping', () => {
    const none = with_(
      (x) =>
        (x.storefronts = [shop({ activeApiKeys: 0, revokedApiKeys: 2, shippingTool: { enabled: false } })]),
    );
    expect(stepOf(none, 'orderChannel')).toMatchObject({
      state: 'todo',
      link: '/manage/storefronts/edit/7',
      missing: [
        'Storefront “Shop (ACME-WEB)”: no order channel (its 2 API keys revoked, its shipping-tool connection disabled): issue an API key, connect the shipping tool or import orders from a file.',
      ],
    });
    for (const channel of [
      { shippingTool: { enabled: true } },
      { importedOrders: true },
    ] as Partial<StorefrontFacts>[]) {
      const f = with_((x) => (x.storefronts = [shop({ activeApiKeys: 0, ...channel })]));
      expect(stepOf(f, 'orderChannel').state).toBe('done');
    }
    const noCatchAll = with_((x) => (x.storefronts = [shop({ catchAllMapping: false })]));
    expect(stepOf(noCatchAll, 'orderChannel')).toMatchObject({
      link: '/integrations/shipping-code-mappings',
      missing: [expect.stringContaining('add a catch-all ship-code mapping')],
    });
  });

  it('warehouses and items: a warehouse per storefront, items, every product mapped', () => {
    const f = with_((x) => {
      x.storefronts = [
        shop({ warehouseId: null, products: { mapped: 1, unmapped: 7, unmappedSkus: ['A', 'B'] } }),
      ];
      x.items.active = 0;
    });
    expect(stepOf(f, 'warehousesItems')).toMatchObject({
      state: 'todo',
      owner: 'brand',
      link: '/manage/storefronts/edit/7',
      missing: [
        'Storefront “Shop (ACME-WEB)”: choose the warehouse it ships from.',
        'Add the vendor’s items (Vendor Items, or import them from a CSV/XLSX file).',
        'Storefront “Shop (ACME-WEB)”: 7 products not mapped to an item: A, B and 5 more.',
      ],
    });
    const unlisted = with_(
      (x) => (x.storefronts = [shop({ products: { mapped: 0, unmapped: 0, unmappedSkus: [] } })]),
    );
    expect(stepOf(unlisted, 'warehousesItems')).toMatchObject({
      link: '/products-mapping/7',
      missing: [expect.stringContaining('list its products')],
    });
  });

  it('people: invited and at least one accepted; expired invitations named', () => {
    const f = with_(
      (x) =>
        (x.brandUsers = {
          accepted: 0,
          pending: [
            { email: 'a@acme.test', expired: false },
            { email: 'b@acme.test', expired: true },
          ],
        }),
    );
    expect(stepOf(f, 'people')).toMatchObject({
      state: 'todo',
      required: false,
      missing: [
        'No brand user has accepted an invitation yet: a@acme.test invited.',
        'The invitation of b@acme.test expired: invite again.',
      ],
    });
    const nobody = with_((x) => (x.brandUsers = { accepted: 0, pending: [] }));
    expect(stepOf(nobody, 'people').missing).toEqual([
      'Invite the brand’s users (role Vendor, limited to this vendor).',
    ]);
    // People is not required: the rest can be complete without it.
    expect(onboardingProgress(onboardingSteps(nobody))).toMatchObject({
      requiredComplete: true,
      requiredDone: 7,
    });
  });

  it('billing: a version in force, factoring percentages where used, an invoice contact', () => {
    const upcoming = with_((x) => {
      x.billing.inForce = null;
      x.billing.upcoming = { cardName: 'Acme', versionNumber: 2, effectiveFrom: '2027-01-01' };
    });
    expect(stepOf(upcoming, 'billing').missing).toEqual([
      'Version 2 of “Acme” takes effect on 2027-01-01: nothing prices the vendor’s activity before then.',
    ]);
    const factoring = with_((x) => {
      x.items = { active: 4, factoringUsed: true, withoutFactoring: 1, withoutFactoringSkus: ['A'] };
      x.contacts = { invited: 1, active: 0 };
    });
    expect(stepOf(factoring, 'billing')).toMatchObject({
      link: '/manage/billing/activityRateCards',
      missing: [
        'Factoring is used: 1 item has no factoring percentage: A.',
        'No invoice contact: an active user of the vendor receives its invoices; invite one.',
      ],
    });
    // Items without a percentage do not matter where factoring is not used.
    const unused = with_((x) => (x.items = { ...x.items, factoringUsed: false, withoutFactoring: 4 }));
    expect(stepOf(unused, 'billing').state).toBe('done');
  });

  it('first stock: a document expected or stock received', () => {
    const nothing = with_((x) => (x.firstStock = { expectedDocuments: 0, stockReceived: false }));
    expect(stepOf(nothing, 'firstStock')).toMatchObject({
      state: 'todo',
      link: '/warehouses/advancedShipNotice/create',
    });
    const received = with_((x) => (x.firstStock = { expectedDocuments: 0, stockReceived: true }));
    expect(stepOf(received, 'firstStock').state).toBe('done');
  });

  it('go-live: done without a hold; the hold or refusal named otherwise', () => {
    const held = with_(
      (x) =>
        (x.goLive = [
          {
            storefrontId: 7,
            lines: 2,
            refused: null,
            holds: [
              {
                type: 'NOT_ENOUGH_INVENTORY',
                label: 'Not enough inventory',
                reason: 'Not enough stock: A: 1 needed, 0 available.',
              },
            ],
          },
        ]),
    );
    expect(stepOf(held, 'goLive')).toMatchObject({
      state: 'todo',
      link: '/orders/simulate-meal-kit',
      missing: [
        'Storefront “Shop (ACME-WEB)”: a sample order of 2 SKUs would be held: Not enough stock: A: 1 needed, 0 available. Receive the expected stock first.',
      ],
    });
    const refused = with_(
      (x) => (x.goLive = [{ storefrontId: 7, lines: 1, refused: 'Disabled.', holds: [] }]),
    );
    expect(stepOf(refused, 'goLive').missing).toEqual([
      'Storefront “Shop (ACME-WEB)”: intake refuses its orders: Disabled.',
    ]);
    const notRun = with_((x) => (x.goLive = null));
    expect(stepOf(notRun, 'goLive')).toMatchObject({
      state: 'todo',
      missing: [expect.stringMatching(/^Run the go-live check/)],
    });
  });

  it('blocks a step while a step it needs is not done, naming those steps', () => {
    const f = with_((x) => {
      x.storefronts = [];
      x.firstStock = { expectedDocuments: 0, stockReceived: false };
      x.goLive = null;
    });
    const steps = onboardingSteps(f);
    const byId = Object.fromEntries(steps.map((s) => [s.id, s]));
    expect(byId.orderChannel).toMatchObject({ state: 'blocked', blockedBy: ['storefronts'] });
    expect(byId.warehousesItems).toMatchObject({ state: 'blocked', blockedBy: ['storefronts'] });
    expect(byId.firstStock).toMatchObject({ state: 'blocked', blockedBy: ['warehousesItems'] });
    expect(byId.goLive).toMatchObject({
      state: 'blocked',
      blockedBy: ['storefronts', 'orderChannel', 'warehousesItems', 'firstStock'],
      missing: [
        'A sample order runs once Storefronts and stores, Order channel, Warehouses and items, First stock are done.',
      ],
    });
    // Steps that need nothing are never blocked; a step whose facts are there is done even so.
    expect(byId.company!.state).toBe('done');
    const stocked = with_((x) => (x.storefronts = []));
    expect(stepOf(stocked, 'firstStock').state).toBe('done');
    expect(onboardingProgress(steps)).toMatchObject({
      blockingStep: { id: 'storefronts', label: 'Storefronts and stores' },
      requiredComplete: false,
    });
    expect(missingRequired(steps).map((m) => m.step)).toEqual([
      'storefronts',
      'orderChannel',
      'warehousesItems',
      'firstStock',
      'goLive',
    ]);
  });

  it('the go-live sample is due only once everything it needs is done', () => {
    expect(goLiveCheckDue(ready())).toBe(true);
    expect(
      goLiveCheckDue(with_((x) => (x.firstStock = { expectedDocuments: 0, stockReceived: false }))),
    ).toBe(false);
    // Company, people and billing do not hold it back.
    expect(goLiveCheckDue(with_((x) => (x.vendor.trelloCardId = null)))).toBe(true);
  });

  it('can complete only when every required step is done', () => {
    const noStock = with_(
      (x) =>
        (x.goLive = [
          { storefrontId: 7, lines: 1, refused: null, holds: [{ type: 'X', label: 'X', reason: 'x' }] },
        ]),
    );
    const progress = onboardingProgress(onboardingSteps(noStock));
    expect(progress).toMatchObject({
      requiredDone: 6,
      requiredComplete: false,
      blockingStep: { id: 'goLive', label: 'Go-live check' },
    });
  });
});
