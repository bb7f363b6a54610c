/**
 * Reading virtual orders (src/domain/contracts/virtual-orders.ts): the list of the storefronts in the
 * user's scope (through the storefront's vendor and warehouse, server/auth/policy.ts), newest first,
 * and one virtual order with its payload and its history (the action log's retries and discards).
 * A virtual order outside the scope answers 404, like a missing one.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ALL_STATUSES,
  virtualOrdersContract,
  type VirtualOrderDetails,
  type VirtualOrderHistoryEntry,
  type VirtualOrderRow,
} from '../../../src/domain/contracts/virtual-orders';
import type { Sendable } from '../../../src/domain/contracts/wire';
import {
  VIRTUAL_ORDER_STATUS,
  virtualOrderReasonCodes,
  virtualOrderStatuses,
  type RetryOutcome,
  type VirtualOrderReasonCode,
  type VirtualOrderStatus,
} from '../../../src/domain/virtual-order.lifecycle';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import { actionLog, projects, storefrontApiKeys, users, virtualOrders } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { buildFilters, intEquals, text, textEquals, type FilterDef } from '../../resources/filters';

/** The resource name of virtual orders in the action log. */
export const VIRTUAL_ORDERS_RESOURCE = virtualOrdersContract.name;

const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 200;

/** Virtual orders are scoped through their vendor and their storefront (its warehouse, when set). */
export const virtualOrderScope = {
  scope: { vendor: virtualOrders.vendorId, project: virtualOrders.projectId },
};

/** The store id the payload names, when it is one (connectors may send anything there). */
const payloadStoreId = sql<number | null>`case when ${virtualOrders.payload}->>'storeId' ~ '^[0-9]{1,9}$'
  then (${virtualOrders.payload}->>'storeId')::int end`;

const rowColumns = {
  id: virtualOrders.id,
  version: virtualOrders.version,
  projectId: virtualOrders.projectId,
  vendorId: virtualOrders.vendorId,
  storefrontName: projects.name,
  storefrontCode: projects.clientCode,
  orderNumber: virtualOrders.orderNumber,
  storeId: payloadStoreId,
  apiKeyId: virtualOrders.apiKeyId,
  apiKeyName: storefrontApiKeys.name,
  reasonCode: sql<VirtualOrderReasonCode>`${virtualOrders.reasonCode}`,
  reason: virtualOrders.reason,
  fieldErrors: virtualOrders.fieldErrors,
  status: sql<VirtualOrderStatus>`${virtualOrders.status}`,
  receivedCount: virtualOrders.receivedCount,
  attempts: virtualOrders.attempts,
  lastAttemptAt: virtualOrders.lastAttemptAt,
  lastError: virtualOrders.lastError,
  orderId: virtualOrders.orderId,
  receivedAt: virtualOrders.receivedAt,
  updatedAt: virtualOrders.updatedAt,
};

const filterDefs: Record<keyof typeof virtualOrdersContract.filters, FilterDef> = {
  projectId: intEquals(virtualOrders.projectId),
  // Pending unless asked: what waits for someone is what the screen opens on.
  status: textEquals(virtualOrders.status, {
    allowed: [...virtualOrderStatuses, ALL_STATUSES],
    allValue: ALL_STATUSES,
    defaultValue: VIRTUAL_ORDER_STATUS.Pending,
  }),
  reasonCode: textEquals(virtualOrders.reasonCode, { allowed: virtualOrderReasonCodes }),
  search: text(virtualOrders.orderNumber, virtualOrders.reason, virtualOrders.lastError),
};

function selectRows(db: Db | Tx) {
  return db
    .select(rowColumns)
    .from(virtualOrders)
    .innerJoin(projects, eq(projects.id, virtualOrders.projectId))
    .leftJoin(storefrontApiKeys, eq(storefrontApiKeys.id, virtualOrders.apiKeyId));
}

function parsePaging(body: Record<string, unknown>) {
  const fields: Record<string, string> = {};
  const page = body.page === undefined ? 1 : Number(body.page);
  const perPage = body.perPage === undefined ? DEFAULT_PER_PAGE : Number(body.perPage);
  if (!Number.isInteger(page) || page < 1) fields.page = 'Must be a whole number from 1';
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    fields.perPage = `Must be a whole number from 1 to ${MAX_PER_PAGE}`;
  const sortBy = body.sortBy;
  if (
    sortBy !== undefined &&
    sortBy !== null &&
    sortBy !== '' &&
    String(sortBy).toLowerCase() !== 'receivedat'
  )
    fields.sortBy = `Must be one of: ${virtualOrdersContract.sortKeys.join(', ')}`;
  // Newest first unless asked otherwise.
  const ascending = body.sortDesc === false || body.sortDesc === 'false';
  return { page, perPage, ascending, fields };
}

/** A page of the virtual orders in scope, newest first (oldest first on sortDesc false): `{ total, items }`. */
export async function listVirtualOrders(
  db: Db,
  user: AuthUser,
  body: Record<string, unknown>,
  timezoneOffset: number,
) {
  const paging = parsePaging(body);
  const filters = buildFilters(filterDefs, body, { timezoneOffset });
  const fields = { ...paging.fields, ...filters.errors };
  if (Object.keys(fields).length) throw badRequest('Some filters are not valid.', fields);
  const where = and(scopeCondition(virtualOrderScope, user), filters.where);
  const [items, [totals]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(
        ...(paging.ascending
          ? [asc(virtualOrders.receivedAt), asc(virtualOrders.id)]
          : [desc(virtualOrders.receivedAt), desc(virtualOrders.id)]),
      )
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db.select({ total: count() }).from(virtualOrders).where(where),
  ]);
  return { total: totals?.total ?? 0, items } satisfies Sendable<{ total: number; items: VirtualOrderRow[] }>;
}

/** One virtual order as the list reads it; 404 outside the user's scope. */
export async function virtualOrderRow(db: Db | Tx, user: AuthUser, id: number) {
  const [row] = await selectRows(db).where(
    and(eq(virtualOrders.id, id), scopeCondition(virtualOrderScope, user)),
  );
  if (!row) throw notFound('Virtual order');
  return row satisfies Sendable<VirtualOrderRow>;
}

/** What a retry or discard wrote to the action log's `after`, as the history reads it. */
interface LoggedAfter {
  status?: string;
  orderId?: number | null;
  result?: { outcome?: RetryOutcome; message?: string } | null;
}

/** The virtual order, its payload as received, and its retries and discards, oldest first. */
export async function virtualOrderDetails(db: Db, user: AuthUser, id: number) {
  const virtualOrder = await virtualOrderRow(db, user, id);
  const [{ payload }] = (await db
    .select({ payload: virtualOrders.payload })
    .from(virtualOrders)
    .where(eq(virtualOrders.id, id))) as [{ payload: Record<string, unknown> }];
  const logged = await db
    .select({
      at: actionLog.createdAt,
      action: actionLog.action,
      after: actionLog.after,
      userName: sql<
        string | null
      >`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
    })
    .from(actionLog)
    .leftJoin(users, eq(users.id, actionLog.userId))
    .where(historyOf(id))
    .orderBy(asc(actionLog.createdAt), asc(actionLog.id));
  const history: VirtualOrderHistoryEntry[] = logged.map((entry) => {
    const after = (entry.after ?? {}) as LoggedAfter;
    return {
      at: entry.at.toISOString(),
      action: entry.action === 'discard' ? 'discard' : 'retry',
      userName: entry.userName,
      status: after.status ?? '',
      outcome: after.result?.outcome ?? null,
      message: after.result?.message ?? null,
      orderId: after.orderId ?? null,
    };
  });
  return { virtualOrder, payload, history } satisfies Sendable<VirtualOrderDetails>;
}

const historyOf = (id: number): SQL | undefined =>
  and(eq(actionLog.resource, VIRTUAL_ORDERS_RESOURCE), eq(actionLog.resourceId, String(id)));
