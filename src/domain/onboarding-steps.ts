/**
 * Vendor onboarding as steps (issue 21): what the server knows about a vendor (OnboardingFacts,
 * gathered from the data the rest of the app uses) decides each step's state and what exactly is
 * missing, here and nowhere else, so the checklist, the Onboarding Status list and the "complete"
 * action can never disagree. Pure: no database, no clock.
 *
 * A step is done when its facts are there; blocked when not done and a step it needs is not done
 * (blockedBy); to do otherwise. Prerequisites always come earlier in the order, so the first required
 * step not done is the one to work on (blockingStep).
 */
import { activityRateCardsContract } from './contracts/activity-rate-cards';
import { projectsContract } from './contracts/projects';
import { shipCodeMappingsContract } from './contracts/ship-code-mappings';
import { usersContract } from './contracts/users';
import { vendorProductsContract } from './contracts/vendor-products';
import { vendorsContract } from './contracts/vendors';
import { asnScreenContract } from './contracts/warehouse-shipments';
import { fulfillmentTypes } from './resources/vendor.schema';
import { INVENTORY_HOLD_TYPES, type HoldType } from './order.lifecycle';

export const onboardingStepIds = [
  'company',
  'storefronts',
  'orderChannel',
  'warehousesItems',
  'people',
  'billing',
  'firstStock',
  'goLive',
] as const;
export type OnboardingStepId = (typeof onboardingStepIds)[number];

export const onboardingStepLabels: Record<OnboardingStepId, string> = {
  company: 'Company',
  storefronts: 'Storefronts and stores',
  orderChannel: 'Order channel',
  warehousesItems: 'Warehouses and items',
  people: 'People',
  billing: 'Billing',
  firstStock: 'First stock',
  goLive: 'Go-live check',
};

export type OnboardingStepState = 'done' | 'blocked' | 'todo';
/** Who completes a step: the provider's staff, or the brand (its items, its users, its first ASN). */
export type OnboardingStepOwner = 'staff' | 'brand';

/** What each step needs done first. */
export const onboardingStepNeeds: Record<OnboardingStepId, readonly OnboardingStepId[]> = {
  company: [],
  storefronts: [],
  orderChannel: ['storefronts'],
  warehousesItems: ['storefronts'],
  people: [],
  billing: [],
  firstStock: ['warehousesItems'],
  goLive: ['storefronts', 'orderChannel', 'warehousesItems', 'firstStock'],
};

export const onboardingStepOwners: Record<OnboardingStepId, OnboardingStepOwner> = {
  company: 'staff',
  storefronts: 'staff',
  orderChannel: 'staff',
  warehousesItems: 'brand',
  people: 'brand',
  billing: 'staff',
  firstStock: 'brand',
  goLive: 'staff',
};

/** Every step is required but People: a brand may be run by staff alone, without signing in. */
export const onboardingStepRequired: Record<OnboardingStepId, boolean> = {
  company: true,
  storefronts: true,
  orderChannel: true,
  warehousesItems: true,
  people: false,
  billing: true,
  firstStock: true,
  goLive: true,
};

export interface OnboardingStep {
  id: OnboardingStepId;
  label: string;
  state: OnboardingStepState;
  required: boolean;
  /** What exactly is missing, in words an admin acts on; empty when done. */
  missing: string[];
  /** The steps not done yet that this one needs (only when blocked). */
  blockedBy?: OnboardingStepId[];
  owner: OnboardingStepOwner;
  /** The SPA path of the screen that completes it (or its first missing piece). */
  link?: string;
}

// ── Facts ───────────────────────────────────────────────────────────────────────────────────────

export interface StorefrontFacts {
  id: number;
  name: string;
  clientCode: string;
  enabled: boolean;
  warehouseId: number | null;
  stores: { id: number; name: string; hidden: boolean }[];
  onlySyncStoreId: number | null;
  activeApiKeys: number;
  revokedApiKeys: number;
  /** The shipping-tool connection: null when none. */
  shippingTool: { enabled: boolean } | null;
  /** Orders were imported from a file into it (the CSV/XLSX channel). */
  importedOrders: boolean;
  /** An active ship-code mapping with no requested service and no carrier or service codes. */
  catchAllMapping: boolean;
  /** Its products (ignored ones left out): mapped to an item or a kit, and the unmapped ones. */
  products: { mapped: number; unmapped: number; unmappedSkus: string[] };
}

export interface RateCardVersionFact {
  cardName: string;
  versionNumber: number;
  effectiveFrom: string;
}

/** One storefront's sample order run through intake without saving. */
export interface GoLiveRun {
  storefrontId: number;
  /** How many SKUs the sample order held (one unit each). */
  lines: number;
  /** Intake refused it outright (a disabled storefront). */
  refused: string | null;
  /** The holds it would get: the hold's label and reason. */
  holds: { type: string; label: string; reason: string }[];
}

export interface OnboardingFacts {
  vendor: {
    id: number;
    code: string;
    name: string;
    fulfillmentType: string;
    trelloCardId: string | null;
  };
  /**
   * The vendor's contacts are its users (users whose access is limited to it, as the automations'
   * "vendor's contacts" read them): invited (pending) and active ones.
   */
  contacts: { invited: number; active: number };
  storefronts: StorefrontFacts[];
  items: {
    /** Active items. */
    active: number;
    /** Factoring is used: an item carries a factoring percentage, or the factoring ledger has entries. */
    factoringUsed: boolean;
    /** Active stock items without a factoring percentage (count and the first SKUs). */
    withoutFactoring: number;
    withoutFactoringSkus: string[];
  };
  /** Brand users (role vendor) limited to this vendor. */
  brandUsers: {
    accepted: number;
    /** Invited, not accepted yet; expired when the invitation ran out. */
    pending: { email: string; expired: boolean }[];
  };
  billing: {
    cards: number;
    inForce: RateCardVersionFact | null;
    /** The next published version, when none is in force yet. */
    upcoming: RateCardVersionFact | null;
    drafts: number;
  };
  firstStock: { expectedDocuments: number; stockReceived: boolean };
  /** The go-live runs, one per storefront sampled; null when not run (its needs are not done). */
  goLive: GoLiveRun[] | null;
}

// ── Steps ───────────────────────────────────────────────────────────────────────────────────────

const named = (s: StorefrontFacts) => `Storefront “${s.name} (${s.clientCode})”`;
const some = (skus: readonly string[], count: number) =>
  `${skus.join(', ')}${count > skus.length ? ` and ${count - skus.length} more` : ''}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const storefrontEdit = (s: StorefrontFacts) => `${projectsContract.screen.path}/edit/${s.id}`;

interface Found {
  missing: string[];
  link?: string;
}

function company(f: OnboardingFacts): Found {
  const v = f.vendor;
  const missing: string[] = [];
  if (!v.code.trim()) missing.push('Give the vendor a code.');
  if (!v.name.trim()) missing.push('Give the vendor a name.');
  if (!(fulfillmentTypes as readonly string[]).includes(v.fulfillmentType))
    missing.push('Choose the vendor’s fulfilment type.');
  if (!v.trelloCardId?.trim()) missing.push('Link the vendor’s Trello card (Trello card id).');
  const edit = missing.length ? `${vendorsContract.screen.path}/edit/${v.id}` : undefined;
  if (f.contacts.invited + f.contacts.active === 0)
    missing.push(
      'Add an operations contact: invite a user limited to this vendor (its contacts are its users).',
    );
  return { missing, link: edit ?? (missing.length ? usersContract.screen.path : undefined) };
}

/** The storefronts that take orders: the others are not checked. */
const live = (f: OnboardingFacts) => f.storefronts.filter((s) => s.enabled);

function storefronts(f: OnboardingFacts): Found {
  if (f.storefronts.length === 0)
    return {
      missing: ['Add a storefront (a project with its client code) for the vendor.'],
      link: `${projectsContract.screen.path}/create`,
    };
  if (live(f).length === 0)
    return {
      missing: ['Every storefront of the vendor is disabled: enable one.'],
      link: projectsContract.screen.path,
    };
  const missing: string[] = [];
  let link: string | undefined;
  for (const s of live(f)) {
    const visible = s.stores.filter((st) => !st.hidden);
    const before = missing.length;
    if (visible.length === 0) missing.push(`${named(s)}: add a store for its orders.`);
    if (s.onlySyncStoreId != null) {
      const only = s.stores.find((st) => st.id === s.onlySyncStoreId);
      if (!only)
        missing.push(`${named(s)} syncs only a store that is not its own: choose one of its stores.`);
      else if (only.hidden)
        missing.push(
          `${named(s)} syncs only store “${only.name}”, which is hidden: choose another or clear it.`,
        );
    }
    if (missing.length > before) link ??= storefrontEdit(s);
  }
  return { missing, link };
}

const NO_STOREFRONT = 'No storefront takes orders yet';

function orderChannel(f: OnboardingFacts): Found {
  if (live(f).length === 0)
    return {
      missing: [`${NO_STOREFRONT}: its order channel and catch-all ship-code mapping come after it.`],
    };
  const missing: string[] = [];
  let link: string | undefined;
  for (const s of live(f)) {
    const hasChannel = s.activeApiKeys > 0 || s.shippingTool?.enabled === true || s.importedOrders;
    if (!hasChannel) {
      const why = [
        s.revokedApiKeys > 0 ? `its ${plural(s.revokedApiKeys, 'API key')} revoked` : null,
        s.shippingTool ? 'its shipping-tool connection disabled' : null,
      ].filter(Boolean);
      missing.push(
        `${named(s)}: no order channel${why.length ? ` (${why.join(', ')})` : ''}: issue an API key, connect the shipping tool or import orders from a file.`,
      );
      link ??= storefrontEdit(s);
    }
    if (!s.catchAllMapping) {
      missing.push(
        `${named(s)}: add a catch-all ship-code mapping (active, with no requested service and no carrier or service codes), so every order is routed.`,
      );
      link ??= shipCodeMappingsContract.screen.path;
    }
  }
  return { missing, link };
}

function warehousesItems(f: OnboardingFacts): Found {
  const missing: string[] = [];
  let link: string | undefined;
  if (live(f).length === 0)
    missing.push(`${NO_STOREFRONT}: the warehouse it ships from and its products come with it.`);
  for (const s of live(f))
    if (s.warehouseId == null) {
      missing.push(`${named(s)}: choose the warehouse it ships from.`);
      link ??= storefrontEdit(s);
    }
  if (f.items.active === 0) {
    missing.push('Add the vendor’s items (Vendor Items, or import them from a CSV/XLSX file).');
    link ??= vendorProductsContract.screen.path;
  }
  for (const s of live(f)) {
    const p = s.products;
    if (p.mapped + p.unmapped === 0)
      missing.push(
        `${named(s)}: list its products (Storefront Products, or the shipping tool's product sync) and map them to the vendor’s items.`,
      );
    else if (p.unmapped > 0)
      missing.push(
        `${named(s)}: ${plural(p.unmapped, 'product')} not mapped to an item: ${some(p.unmappedSkus, p.unmapped)}.`,
      );
    else continue;
    link ??= `/products-mapping/${s.id}`;
  }
  return { missing, link };
}

function people(f: OnboardingFacts): Found {
  const { accepted, pending } = f.brandUsers;
  if (accepted > 0) return { missing: [] };
  if (pending.length === 0)
    return {
      missing: ['Invite the brand’s users (role Vendor, limited to this vendor).'],
      link: usersContract.screen.path,
    };
  const expired = pending.filter((p) => p.expired).map((p) => p.email);
  const waiting = pending.filter((p) => !p.expired).map((p) => p.email);
  return {
    missing: [
      ...(waiting.length
        ? [`No brand user has accepted an invitation yet: ${waiting.join(', ')} invited.`]
        : []),
      ...(expired.length ? [`The invitation of ${expired.join(', ')} expired: invite again.`] : []),
    ],
    link: usersContract.screen.path,
  };
}

function billing(f: OnboardingFacts): Found {
  const b = f.billing;
  const missing: string[] = [];
  if (!b.inForce) {
    if (b.cards === 0) missing.push('Add an activity rate card for the vendor and publish a version.');
    else if (b.upcoming)
      missing.push(
        `Version ${b.upcoming.versionNumber} of “${b.upcoming.cardName}” takes effect on ${b.upcoming.effectiveFrom}: nothing prices the vendor’s activity before then.`,
      );
    else
      missing.push(
        b.drafts > 0
          ? 'Publish a version of the vendor’s activity rate card (it has drafts only).'
          : 'Publish a version of the vendor’s activity rate card.',
      );
  }
  if (f.items.factoringUsed && f.items.withoutFactoring > 0)
    missing.push(
      `Factoring is used: ${plural(f.items.withoutFactoring, 'item has', 'items have')} no factoring percentage: ${some(f.items.withoutFactoringSkus, f.items.withoutFactoring)}.`,
    );
  const billingLink = missing.length ? activityRateCardsContract.screen.path : undefined;
  if (f.contacts.active === 0)
    missing.push('No invoice contact: an active user of the vendor receives its invoices; invite one.');
  return { missing, link: billingLink ?? (missing.length ? usersContract.screen.path : undefined) };
}

function firstStock(f: OnboardingFacts): Found {
  if (f.firstStock.expectedDocuments > 0 || f.firstStock.stockReceived) return { missing: [] };
  return {
    missing: ['Send an ASN or a purchase order for the first stock, or receive stock.'],
    link: `${asnScreenContract.screen.path}/create`,
  };
}

const SIMULATION_PATH = '/orders/simulate-meal-kit';

function goLive(f: OnboardingFacts, needsUndone: readonly OnboardingStepId[]): Found {
  if (f.goLive === null)
    return {
      missing: [
        needsUndone.length
          ? `A sample order runs once ${needsUndone.map((id) => onboardingStepLabels[id]).join(', ')} ${needsUndone.length === 1 ? 'is' : 'are'} done.`
          : 'Run the go-live check: a sample order of the vendor’s SKUs through intake, without saving it.',
      ],
    };
  const missing: string[] = [];
  for (const run of f.goLive) {
    const s = f.storefronts.find((x) => x.id === run.storefrontId);
    const name = s ? named(s) : `Storefront #${run.storefrontId}`;
    if (run.refused) missing.push(`${name}: intake refuses its orders: ${run.refused}`);
    else if (run.lines === 0) missing.push(`${name}: no mapped product to put on a sample order.`);
    else if (run.holds.length) {
      // The reason says it in full ("Not enough stock: …"); the hold's label only where it has none.
      const why = run.holds.map((h) => h.reason.trim() || h.label).join(' ');
      // An expected ASN ticks First stock, but a sample order ships from stock on hand.
      const receive =
        !f.firstStock.stockReceived &&
        run.holds.some((h) => INVENTORY_HOLD_TYPES.includes(h.type as HoldType))
          ? ' Receive the expected stock first.'
          : '';
      missing.push(`${name}: a sample order of ${plural(run.lines, 'SKU')} would be held: ${why}${receive}`);
    }
  }
  if (f.goLive.length === 0) missing.push('No storefront takes orders to run a sample order through.');
  return { missing, link: missing.length ? SIMULATION_PATH : undefined };
}

const finders: Record<Exclude<OnboardingStepId, 'goLive'>, (f: OnboardingFacts) => Found> = {
  company,
  storefronts,
  orderChannel,
  warehousesItems,
  people,
  billing,
  firstStock,
};

/** Each step's state and what is missing, in the order of onboardingStepIds. */
export function onboardingSteps(facts: OnboardingFacts): OnboardingStep[] {
  const steps: OnboardingStep[] = [];
  const done = (id: OnboardingStepId) => steps.find((s) => s.id === id)?.state === 'done';
  for (const id of onboardingStepIds) {
    const undone = onboardingStepNeeds[id].filter((need) => !done(need));
    const found = id === 'goLive' ? goLive(facts, undone) : finders[id](facts);
    const state: OnboardingStepState =
      found.missing.length === 0 ? 'done' : undone.length ? 'blocked' : 'todo';
    steps.push({
      id,
      label: onboardingStepLabels[id],
      state,
      required: onboardingStepRequired[id],
      missing: state === 'done' ? [] : found.missing,
      ...(state === 'blocked' ? { blockedBy: undone } : {}),
      owner: onboardingStepOwners[id],
      ...(found.link && state !== 'done' ? { link: found.link } : {}),
    });
  }
  return steps;
}

/**
 * Whether the go-live sample order should run: every step it needs is done (the sample would only
 * tell what those steps already say otherwise). Decided on the facts without goLive.
 */
export function goLiveCheckDue(facts: OnboardingFacts): boolean {
  const steps = onboardingSteps({ ...facts, goLive: null });
  return steps.find((s) => s.id === 'goLive')!.blockedBy === undefined;
}

export interface StepRef {
  id: OnboardingStepId;
  label: string;
}

export interface OnboardingProgress {
  /** Required steps only, everywhere progress is shown (an optional step never counts). */
  requiredDone: number;
  requiredTotal: number;
  /** The first required step not done: the one to work on. */
  blockingStep: StepRef | null;
  /** Every required step is done. */
  requiredComplete: boolean;
}

export function onboardingProgress(steps: readonly OnboardingStep[]): OnboardingProgress {
  const required = steps.filter((s) => s.required);
  const blocking = required.find((s) => s.state !== 'done');
  return {
    requiredDone: required.filter((s) => s.state === 'done').length,
    requiredTotal: required.length,
    blockingStep: blocking ? { id: blocking.id, label: blocking.label } : null,
    requiredComplete: blocking === undefined,
  };
}

/** The required steps not done, as the refused "complete" names them. */
export function missingRequired(steps: readonly OnboardingStep[]) {
  return steps
    .filter((s) => s.required && s.state !== 'done')
    .map((s) => ({ step: s.id, label: s.label, missing: s.missing }));
}
