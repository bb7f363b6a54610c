/**
 * A vendor's onboarding timeline (GET /api/common/vendors/{id}/onboarding/timeline): vendors keep no
 * history of their own, so the action log is the timeline. Its rows about the vendor and about what
 * its onboarding steps are made of, in words, newest first: the vendor's record (created, details,
 * stage and status changes, marked onboarded or denied), its storefronts and stores, their ship-code
 * mappings, its users invited and accepting, its items (one entry per import or add), its rate-card
 * versions, and its ASNs, PO batches and purchase orders. API keys and shipping-tool connections
 * write no action-log rows, so they are not on it.
 *
 * Rows are found by resource and id (the action log's index): the ids come from subqueries over the
 * vendor's own records, never from scanning the log's JSON.
 */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ONBOARDING_TIMELINE_LIMIT,
  type OnboardingEvent,
  type OnboardingEventKind,
  type OnboardingTimeline,
} from '../../../src/domain/onboarding';
import { ADVANCED_SHIP_NOTICE } from '../../../src/domain/resources/warehouse-shipment.schema';
import type { Db } from '../../db/client';
import {
  actionLog,
  activityRateCards,
  activityRateCardVersions,
  projects,
  purchaseOrders,
  shipCodeMappings,
  stores,
  users,
  vendorProducts,
  vendorStatuses,
  warehouseShipments,
} from '../../db/schema';

type Json = Record<string, unknown> | null;
interface LogRow {
  id: number;
  resource: string;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
  userId: string | null;
  actorName: string | null;
}

const actorName = sql<
  string | null
>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** `action_log.resource = resource and resource_id in (ids as text)`. */
const rowsOf = (resource: string, ids: SQL) =>
  and(eq(actionLog.resource, resource), sql`${actionLog.resourceId} in (${ids})`);

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const quoted = (v: unknown) => `“${text(v)}”`;

const fieldWords: Record<string, string> = {
  code: 'code',
  name: 'name',
  fulfillmentType: 'fulfilment type',
  trelloCardId: 'Trello card',
  receivingTolerancePercent: 'receiving tolerance',
};

function vendorEvent(row: LogRow, stageName: (id: unknown) => string): [OnboardingEventKind, string] | null {
  const before = row.before as Json;
  const after = row.after as Json;
  if (row.action === 'add') return ['vendor', `Vendor ${text(after?.code)} created.`];
  if (row.action === 'onboarding-complete' || row.action === 'onboarding-deny') {
    const onboarded = row.action === 'onboarding-complete';
    const note = after?.reason ? ` Note: ${text(after.reason)}` : '';
    return [
      onboarded ? 'onboarded' : 'denied',
      `Marked ${onboarded ? 'onboarded' : 'denied'}: stage ${quoted(stageName(after?.vendorStatusId))}.${note}`,
    ];
  }
  if (row.action !== 'edit' || !before || !after) return null;
  const parts: string[] = [];
  if (before.vendorStatusId !== after.vendorStatusId)
    parts.push(
      `Stage changed from ${quoted(stageName(before.vendorStatusId))} to ${quoted(stageName(after.vendorStatusId))}.`,
    );
  if (before.status !== after.status)
    parts.push(`Status changed from ${text(before.status)} to ${text(after.status)}.`);
  const edited = Object.keys(fieldWords).filter((k) => before[k] !== after[k]);
  if (edited.length) parts.push(`Details edited: ${edited.map((k) => fieldWords[k]).join(', ')}.`);
  if (parts.length === 0) return null;
  const stageChanged = before.vendorStatusId !== after.vendorStatusId || before.status !== after.status;
  return [stageChanged ? 'stage' : 'company', parts.join(' ')];
}

const verbs: Record<string, string> = {
  add: 'added',
  edit: 'edited',
  delete: 'deleted',
  enable: 'enabled',
  disable: 'disabled',
  publish: 'published',
  confirm: 'confirmed',
  'auto-confirm': 'confirmed automatically',
  cancel: 'cancelled',
  complete: 'completed',
  archive: 'archived',
  reopen: 'reopened',
  'ship-items': 'shipped',
  'schedule-batch': 'scheduled',
  receive: 'received',
  received: 'received',
  'partially-received': 'partly received',
  'cancel-order': 'closed with its order',
  'complete-order': 'closed with its order',
  'archive-order': 'closed with its order',
};
/** "added", "confirmed"…; an action without words of its own reads as itself ("(allocate)"). */
const verb = (action: string) => verbs[action] ?? `(${action.replace(/-/g, ' ')})`;

function otherEvent(row: LogRow): [OnboardingEventKind, string] | null {
  const r = ((row.after ?? row.before) as Json) ?? {};
  switch (row.resource) {
    case 'projects':
      return [
        'storefronts',
        `Storefront ${quoted(`${text(r.name)} (${text(r.clientCode)})`)} ${verb(row.action)}.`,
      ];
    case 'stores':
      return ['storefronts', `Store ${quoted(r.name)} ${verb(row.action)}.`];
    case 'shipCodeMappings': {
      const what = text(r.requestedService).trim()
        ? `for requested service ${quoted(r.requestedService)}`
        : text(r.orderCarrierCode).trim() || text(r.orderServiceCode).trim()
          ? `for ${text(r.orderCarrierCode)} ${text(r.orderServiceCode)}`.trimEnd()
          : '(catch-all)';
      return ['orderChannel', `Ship-code mapping ${what} ${verb(row.action)}.`];
    }
    case 'users':
      if (row.action === 'invite') return ['people', `${text(r.email)} invited.`];
      if (row.action === 'accept-invite') return ['people', `${text(r.email)} accepted the invitation.`];
      if (row.action === 'add') return ['people', `User ${text(r.email)} added.`];
      return null;
    case 'activityRateCardVersions':
      return [
        'billing',
        row.action === 'publish'
          ? `Rate card version ${text(r.versionNumber)} published, in force from ${text(r.effectiveFrom)}.`
          : `Rate card version ${text(r.versionNumber)} ${verb(row.action)}.`,
      ];
    case 'warehouseShipments':
      return [
        'firstStock',
        `${Number(r.type) === ADVANCED_SHIP_NOTICE ? 'ASN' : 'PO batch'} ${text(r.orderNumber)} ${verb(row.action)}.`,
      ];
    case 'purchaseOrders':
      return ['firstStock', `Purchase order ${text(r.orderNumber)} ${verb(row.action)}.`];
    default:
      return null;
  }
}

/** The vendor's onboarding timeline, newest first. */
export async function onboardingTimeline(db: Db, vendorId: number): Promise<OnboardingTimeline> {
  const projectIds = sql`select ${projects.id}::text from ${projects} where ${projects.vendorId} = ${vendorId}`;
  const vendorProjects = sql`select ${projects.id} from ${projects} where ${projects.vendorId} = ${vendorId}`;
  const about = or(
    and(eq(actionLog.resource, 'vendors'), eq(actionLog.resourceId, String(vendorId))),
    rowsOf('projects', projectIds),
    rowsOf(
      'stores',
      sql`select ${stores.id}::text from ${stores} where ${stores.projectId} in (${vendorProjects})`,
    ),
    rowsOf(
      'shipCodeMappings',
      sql`select ${shipCodeMappings.id}::text from ${shipCodeMappings} where ${shipCodeMappings.projectId} in (${vendorProjects})`,
    ),
    and(
      rowsOf(
        'users',
        sql`select ${users.id}::text from ${users} where ${vendorId} = any(${users.accessVendorIds})`,
      ),
      inArray(actionLog.action, ['invite', 'accept-invite', 'add']),
    ),
    rowsOf(
      'activityRateCardVersions',
      sql`select ${activityRateCardVersions.id}::text from ${activityRateCardVersions} join ${activityRateCards} on ${activityRateCards.id} = ${activityRateCardVersions.rateCardId} where ${activityRateCards.vendorId} = ${vendorId}`,
    ),
    rowsOf(
      'warehouseShipments',
      sql`select ${warehouseShipments.id}::text from ${warehouseShipments} where ${warehouseShipments.vendorId} = ${vendorId} and ${warehouseShipments.type} <> 0`,
    ),
    rowsOf(
      'purchaseOrders',
      sql`select ${purchaseOrders.id}::text from ${purchaseOrders} where ${purchaseOrders.vendorId} = ${vendorId}`,
    ),
  );
  const [rows, itemRows, records] = await Promise.all([
    db
      .select({
        id: actionLog.id,
        resource: actionLog.resource,
        action: actionLog.action,
        before: actionLog.before,
        after: actionLog.after,
        createdAt: actionLog.createdAt,
        userId: actionLog.userId,
        actorName,
      })
      .from(actionLog)
      .leftJoin(users, eq(users.id, actionLog.userId))
      .where(about)
      .orderBy(desc(actionLog.createdAt), desc(actionLog.id))
      .limit(ONBOARDING_TIMELINE_LIMIT),
    // Items come in by the thousand: one entry per import (one transaction: one time) or add.
    db
      .select({
        id: sql<number>`min(${actionLog.id})`.mapWith(Number),
        action: actionLog.action,
        createdAt: actionLog.createdAt,
        userId: actionLog.userId,
        actorName: sql<string | null>`min(${actorName})`,
        n: sql<number>`count(*)::int`,
        sku: sql<string | null>`min(${actionLog.after} ->> 'sku')`,
      })
      .from(actionLog)
      .leftJoin(users, eq(users.id, actionLog.userId))
      .where(
        and(
          rowsOf(
            'vendorProducts',
            sql`select ${vendorProducts.id}::text from ${vendorProducts} where ${vendorProducts.vendorId} = ${vendorId}`,
          ),
          inArray(actionLog.action, ['add', 'import']),
        ),
      )
      .groupBy(actionLog.action, actionLog.createdAt, actionLog.userId)
      .orderBy(desc(actionLog.createdAt))
      .limit(ONBOARDING_TIMELINE_LIMIT),
    db.select({ id: vendorStatuses.id, name: vendorStatuses.name }).from(vendorStatuses),
  ]);
  const stageName = (id: unknown) =>
    id == null ? 'none' : (records.find((r) => r.id === Number(id))?.name ?? `#${text(id)}`);

  const events: OnboardingEvent[] = [];
  for (const row of rows) {
    const found = row.resource === 'vendors' ? vendorEvent(row, stageName) : otherEvent(row);
    if (found)
      events.push({
        id: row.id,
        at: row.createdAt.toISOString(),
        kind: found[0],
        message: found[1],
        actorId: row.userId,
        actorName: row.actorName,
      });
  }
  for (const g of itemRows)
    events.push({
      id: g.id,
      at: new Date(g.createdAt).toISOString(),
      kind: 'warehousesItems',
      message:
        g.n === 1
          ? `Item ${text(g.sku)} ${g.action === 'import' ? 'imported' : 'added'}.`
          : `${g.n} items ${g.action === 'import' ? 'imported from a file' : 'added'}.`,
      actorId: g.userId,
      actorName: g.actorName,
    });
  events.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return { vendorId, items: events.slice(0, ONBOARDING_TIMELINE_LIMIT) };
}
