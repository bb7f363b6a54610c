/**
 * The facts the onboarding steps are decided on (src/domain/onboarding-steps.ts), read from the data
 * the rest of the app uses, for one vendor or for many: each read below covers every vendor asked
 * at once (one query per kind of fact, never one per vendor), so the Onboarding Status list costs
 * the same dozen queries for ten vendors as for five hundred. The go-live sample order is not a fact
 * read here: onboarding-checklist.service.ts runs it where it is due.
 *
 * Choices the data leaves open:
 * - contacts: vendors carry no contact fields; a vendor's contacts are its users (limited to it), as
 *   the automations' "vendor's contacts" are; invited ones count as contacts, active ones receive
 *   invoices;
 * - a catch-all ship-code mapping: an active one with no requested service and no carrier or service
 *   codes, the last match of routeOrder (orders/order-checks.logic.ts);
 * - the file (CSV/XLSX) order channel: an order of the storefront taken through intake from a file
 *   (its intake event's channel 'import'), read only for storefronts with no key and no connection.
 */
import { and, arrayOverlaps, eq, inArray, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';
import type { OnboardingFacts, StorefrontFacts } from '../../../src/domain/onboarding-steps';
import { PO_OPEN_STATUSES } from '../../../src/domain/purchase-order.lifecycle';
import { SHIPMENT_STATUS } from '../../../src/domain/warehouse-shipment.lifecycle';
import {
  ADVANCED_SHIP_NOTICE,
  PURCHASE_ORDER_BATCH,
} from '../../../src/domain/resources/warehouse-shipment.schema';
import type { Db, Tx } from '../../db/client';
import {
  activityRateCards,
  activityRateCardVersions,
  factoringTransactions,
  invites,
  orderEvents,
  orders,
  projects,
  purchaseOrders,
  shipCodeMappings,
  shippingToolConnections,
  storefrontApiKeys,
  storefrontProducts,
  stores,
  users,
  vendorProducts,
  vendors,
  warehouseShipments,
} from '../../db/schema';
import { vendorsThatReceivedStock } from '../inventory/stock.queries';

type Reader = Db | Tx;
export type VendorRecord = Pick<
  typeof vendors.$inferSelect,
  'id' | 'code' | 'name' | 'fulfillmentType' | 'trelloCardId'
>;

/** How many unmapped SKUs or items without a percentage a message names. */
const NAMED = 5;
/** An ASN or PO batch on its way (not a draft, not received or cancelled). */
const EXPECTED_SHIPMENT = [SHIPMENT_STATUS.Open, SHIPMENT_STATUS.AwaitingShipment, SHIPMENT_STATUS.Shipped];

const blank = (column: unknown) => sql`coalesce(trim(${column}), '') = ''`;
const count = (where?: ReturnType<typeof sql>) =>
  where ? sql<number>`(count(*) filter (where ${where}))::int` : sql<number>`count(*)::int`;

/** Every vendor's users limited to it (contacts), with their role and any open invitation's expiry. */
async function usersOf(reader: Reader, vendorIds: number[]) {
  const rows = await reader
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      roles: users.roles,
      accessVendorIds: users.accessVendorIds,
    })
    .from(users)
    .where(and(arrayOverlaps(users.accessVendorIds, vendorIds), ne(users.status, 'disabled')));
  const invited = rows.filter((u) => u.status === 'invited').map((u) => u.id);
  const open = invited.length
    ? await reader
        .select({ userId: invites.userId, expiresAt: max(invites.expiresAt) })
        .from(invites)
        .where(and(inArray(invites.userId, invited), isNull(invites.acceptedAt)))
        .groupBy(invites.userId)
    : [];
  return rows.map((u) => ({
    ...u,
    inviteExpiresAt: open.find((i) => i.userId === u.id)?.expiresAt ?? null,
  }));
}

async function storefrontsOf(reader: Reader, vendorIds: number[]) {
  const rows = await reader
    .select({
      id: projects.id,
      vendorId: projects.vendorId,
      name: projects.name,
      clientCode: projects.clientCode,
      enabled: projects.enabled,
      warehouseId: projects.warehouseId,
      onlySyncStoreId: projects.onlySyncStoreId,
    })
    .from(projects)
    .where(inArray(projects.vendorId, vendorIds))
    .orderBy(projects.name, projects.id);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [storeRows, keys, tools, mappings, products] = await Promise.all([
    reader
      .select({
        id: stores.id,
        projectId: stores.projectId,
        name: stores.name,
        hidden: stores.shouldIgnoreIt,
      })
      .from(stores)
      .where(inArray(stores.projectId, ids))
      .orderBy(stores.name, stores.id),
    reader
      .select({
        projectId: storefrontApiKeys.projectId,
        active: count(sql`${storefrontApiKeys.revokedAt} is null`),
        revoked: count(sql`${storefrontApiKeys.revokedAt} is not null`),
      })
      .from(storefrontApiKeys)
      .where(inArray(storefrontApiKeys.projectId, ids))
      .groupBy(storefrontApiKeys.projectId),
    reader
      .select({ projectId: shippingToolConnections.projectId, enabled: shippingToolConnections.enabled })
      .from(shippingToolConnections)
      .where(inArray(shippingToolConnections.projectId, ids)),
    reader
      .selectDistinct({ projectId: shipCodeMappings.projectId })
      .from(shipCodeMappings)
      .where(
        and(
          inArray(shipCodeMappings.projectId, ids),
          eq(shipCodeMappings.active, true),
          blank(shipCodeMappings.requestedService),
          blank(shipCodeMappings.orderCarrierCode),
          blank(shipCodeMappings.orderServiceCode),
        ),
      ),
    productCounts(reader, ids),
  ]);
  const withChannel = new Set([
    ...keys.filter((k) => k.active > 0).map((k) => k.projectId),
    ...tools.filter((c) => c.enabled).map((c) => c.projectId),
  ]);
  const imported = await importedInto(
    reader,
    ids.filter((id) => !withChannel.has(id)),
  );
  const catchAll = new Set(mappings.map((m) => m.projectId));
  return rows.map((p) => {
    const key = keys.find((k) => k.projectId === p.id);
    const tool = tools.find((c) => c.projectId === p.id);
    const product = products.find((x) => x.projectId === p.id);
    return {
      vendorId: p.vendorId,
      facts: {
        id: p.id,
        name: p.name,
        clientCode: p.clientCode,
        enabled: p.enabled,
        warehouseId: p.warehouseId,
        stores: storeRows
          .filter((s) => s.projectId === p.id)
          .map((s) => ({ id: s.id, name: s.name, hidden: s.hidden })),
        onlySyncStoreId: p.onlySyncStoreId,
        activeApiKeys: key?.active ?? 0,
        revokedApiKeys: key?.revoked ?? 0,
        shippingTool: tool ? { enabled: tool.enabled } : null,
        importedOrders: imported.has(p.id),
        catchAllMapping: catchAll.has(p.id),
        products: {
          mapped: product?.mapped ?? 0,
          unmapped: product?.unmapped ?? 0,
          unmappedSkus: product?.unmappedSkus ?? [],
        },
      } satisfies StorefrontFacts,
    };
  });
}

/** Each storefront's products (ignored ones left out): mapped to an item or a kit, or not. */
async function productCounts(reader: Reader, projectIds: number[]) {
  const unmapped = sql`${storefrontProducts.vendorProductId} is null and ${storefrontProducts.billOfMaterialsId} is null`;
  const rows = await reader
    .select({
      projectId: storefrontProducts.projectId,
      mapped: count(sql`not (${unmapped})`),
      unmapped: count(unmapped),
      skus: sql<
        string[] | null
      >`(array_agg(${storefrontProducts.sku} order by ${storefrontProducts.sku}) filter (where ${unmapped}))[1:${sql.raw(String(NAMED))}]`,
    })
    .from(storefrontProducts)
    .where(
      and(
        inArray(storefrontProducts.projectId, projectIds),
        eq(storefrontProducts.onFulfillmentIgnore, false),
      ),
    )
    .groupBy(storefrontProducts.projectId);
  return rows.map((r) => ({ ...r, unmappedSkus: r.skus ?? [] }));
}

/** The storefronts among these that took orders from a file. */
async function importedInto(reader: Reader, projectIds: number[]): Promise<Set<number>> {
  if (projectIds.length === 0) return new Set();
  const rows = await reader
    .selectDistinct({ projectId: orders.projectId })
    .from(orders)
    .where(
      and(
        inArray(orders.projectId, projectIds),
        sql`exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.kind} = 'intake' and ${orderEvents.details} ->> 'channel' = 'import')`,
      ),
    );
  return new Set(rows.map((r) => r.projectId));
}

async function itemsOf(reader: Reader, vendorIds: number[]) {
  const active = sql`${vendorProducts.status} = 'active'`;
  const withoutFactoring = sql`${active} and ${vendorProducts.type} = 'Stock Item' and ${vendorProducts.factoringPercentage} is null`;
  const [rows, ledger] = await Promise.all([
    reader
      .select({
        vendorId: vendorProducts.vendorId,
        active: count(active),
        withFactoring: count(sql`${vendorProducts.factoringPercentage} is not null`),
        withoutFactoring: count(withoutFactoring),
        skus: sql<
          string[] | null
        >`(array_agg(${vendorProducts.sku} order by ${vendorProducts.sku}) filter (where ${withoutFactoring}))[1:${sql.raw(String(NAMED))}]`,
      })
      .from(vendorProducts)
      .where(inArray(vendorProducts.vendorId, vendorIds))
      .groupBy(vendorProducts.vendorId),
    reader
      .selectDistinct({ vendorId: factoringTransactions.vendorId })
      .from(factoringTransactions)
      .where(inArray(factoringTransactions.vendorId, vendorIds)),
  ]);
  const factoring = new Set(ledger.map((r) => r.vendorId));
  return (vendorId: number): OnboardingFacts['items'] => {
    const r = rows.find((x) => x.vendorId === vendorId);
    return {
      active: r?.active ?? 0,
      factoringUsed: (r?.withFactoring ?? 0) > 0 || factoring.has(vendorId),
      withoutFactoring: r?.withoutFactoring ?? 0,
      withoutFactoringSkus: r?.skus ?? [],
    };
  };
}

/** Each vendor's activity rate cards and their versions: the one in force on `today`, else the next. */
async function billingOf(reader: Reader, vendorIds: number[], today: string) {
  const [cards, versions] = await Promise.all([
    reader
      .select({ vendorId: activityRateCards.vendorId, n: count() })
      .from(activityRateCards)
      .where(inArray(activityRateCards.vendorId, vendorIds))
      .groupBy(activityRateCards.vendorId),
    reader
      .select({
        vendorId: activityRateCards.vendorId,
        cardName: activityRateCards.name,
        versionNumber: activityRateCardVersions.versionNumber,
        effectiveFrom: activityRateCardVersions.effectiveFrom,
        status: activityRateCardVersions.status,
      })
      .from(activityRateCardVersions)
      .innerJoin(activityRateCards, eq(activityRateCards.id, activityRateCardVersions.rateCardId))
      .where(inArray(activityRateCards.vendorId, vendorIds))
      .orderBy(activityRateCardVersions.effectiveFrom, activityRateCardVersions.id),
  ]);
  return (vendorId: number): OnboardingFacts['billing'] => {
    const own = versions.filter((v) => v.vendorId === vendorId);
    const published = own.filter((v) => v.status === 'Published');
    const fact = (v: (typeof own)[number] | undefined) =>
      v ? { cardName: v.cardName, versionNumber: v.versionNumber, effectiveFrom: v.effectiveFrom } : null;
    const inForce = published.filter((v) => v.effectiveFrom <= today).at(-1);
    return {
      cards: cards.find((c) => c.vendorId === vendorId)?.n ?? 0,
      inForce: fact(inForce),
      upcoming: inForce ? null : fact(published.find((v) => v.effectiveFrom > today)),
      drafts: own.filter((v) => v.status !== 'Published').length,
    };
  };
}

/** ASNs, PO batches and purchase orders expected per vendor, and the vendors that received stock. */
async function firstStockOf(reader: Reader, vendorIds: number[]) {
  const [shipments, pos, received] = await Promise.all([
    reader
      .select({ vendorId: warehouseShipments.vendorId, n: count() })
      .from(warehouseShipments)
      .where(
        and(
          inArray(warehouseShipments.vendorId, vendorIds),
          inArray(warehouseShipments.type, [ADVANCED_SHIP_NOTICE, PURCHASE_ORDER_BATCH]),
          inArray(warehouseShipments.orderStatus, EXPECTED_SHIPMENT),
        ),
      )
      .groupBy(warehouseShipments.vendorId),
    reader
      .select({ vendorId: purchaseOrders.vendorId, n: count() })
      .from(purchaseOrders)
      .where(
        and(
          inArray(purchaseOrders.vendorId, vendorIds),
          inArray(purchaseOrders.orderStatus, [...PO_OPEN_STATUSES]),
        ),
      )
      .groupBy(purchaseOrders.vendorId),
    vendorsThatReceivedStock(reader, vendorIds),
  ]);
  return (vendorId: number): OnboardingFacts['firstStock'] => ({
    expectedDocuments:
      (shipments.find((s) => s.vendorId === vendorId)?.n ?? 0) +
      (pos.find((p) => p.vendorId === vendorId)?.n ?? 0),
    stockReceived: received.has(vendorId),
  });
}

/**
 * The facts of these vendors' onboarding steps, without the go-live runs (goLive: null). `now`
 * decides which rate-card version is in force and which invitations expired.
 */
export async function onboardingFacts(
  reader: Reader,
  vendorRows: readonly VendorRecord[],
  now: Date,
): Promise<Map<number, OnboardingFacts>> {
  const ids = vendorRows.map((v) => v.id);
  if (ids.length === 0) return new Map();
  const today = now.toISOString().slice(0, 10);
  const [people, storefronts, items, billing, firstStock] = await Promise.all([
    usersOf(reader, ids),
    storefrontsOf(reader, ids),
    itemsOf(reader, ids),
    billingOf(reader, ids, today),
    firstStockOf(reader, ids),
  ]);
  return new Map(
    vendorRows.map((v) => {
      const own = people.filter((u) => u.accessVendorIds?.includes(v.id));
      const brand = own.filter((u) => u.roles.includes('vendor'));
      const facts: OnboardingFacts = {
        vendor: {
          id: v.id,
          code: v.code,
          name: v.name,
          fulfillmentType: v.fulfillmentType,
          trelloCardId: v.trelloCardId,
        },
        contacts: {
          invited: own.filter((u) => u.status === 'invited').length,
          active: own.filter((u) => u.status === 'active').length,
        },
        storefronts: storefronts.filter((s) => s.vendorId === v.id).map((s) => s.facts),
        items: items(v.id),
        brandUsers: {
          accepted: brand.filter((u) => u.status === 'active').length,
          pending: brand
            .filter((u) => u.status === 'invited')
            .map((u) => ({
              email: u.email,
              expired: u.inviteExpiresAt === null || new Date(u.inviteExpiresAt) <= now,
            })),
        },
        billing: billing(v.id),
        firstStock: firstStock(v.id),
        goLive: null,
      };
      return [v.id, facts];
    }),
  );
}

/** What a sample order of a storefront holds: its mapped products (not ignored, not held by force). */
export async function sampleSkus(reader: Reader, projectIds: readonly number[], max: number) {
  if (projectIds.length === 0) return new Map<number, string[]>();
  const rows = await reader
    .select({ projectId: storefrontProducts.projectId, sku: storefrontProducts.sku })
    .from(storefrontProducts)
    .innerJoin(vendorProducts, eq(vendorProducts.id, storefrontProducts.vendorProductId))
    .where(
      and(
        inArray(storefrontProducts.projectId, [...projectIds]),
        isNotNull(storefrontProducts.vendorProductId),
        eq(storefrontProducts.onFulfillmentIgnore, false),
        eq(storefrontProducts.onFulfillmentHold, false),
        eq(vendorProducts.status, 'active'),
      ),
    )
    .orderBy(storefrontProducts.projectId, storefrontProducts.sku);
  const byProject = new Map<number, string[]>();
  for (const r of rows) {
    const list = byProject.get(r.projectId) ?? [];
    if (list.length < max) list.push(r.sku);
    byProject.set(r.projectId, list);
  }
  return byProject;
}
