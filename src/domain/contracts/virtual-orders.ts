/**
 * The contract of /api/common/virtualOrders (issue 16): the virtual orders the public intake kept
 * (src/domain/virtual-order.lifecycle.ts), listed per storefront, read with their payload and history,
 * retried one by one or many at once (a result per virtual order), and discarded. Not a generic
 * resource base (nobody adds or edits one; intake keeps them), so it lists no create/edit/delete
 * permissions: its routes are server/modules/virtual-orders/virtual-orders.routes.ts, its SPA calls
 * src/api/virtual-orders.api.ts, both typed by this file.
 */
import * as yup from 'yup';
import { numberField } from '../resources/fields';
import {
  RETRY_ALL_LIMIT,
  VIRTUAL_ORDER_PERMISSION,
  virtualOrderStepPermissions,
  type RetryOutcome,
  type VirtualOrderReasonCode,
  type VirtualOrderStatus,
} from '../virtual-order.lifecycle';
import type { FilterKind } from './contract';

/** A virtual order as the list and the details read it (never its payload: the details carry that). */
export interface VirtualOrderRow {
  id: number;
  version: number;
  projectId: number;
  vendorId: number;
  /** The storefront's name and client code ('name (clientCode)' on screen). */
  storefrontName: string;
  storefrontCode: string | null;
  /** The order number the payload names, when it names one. */
  orderNumber: string | null;
  /** The store id the payload names, when it names one. */
  storeId: number | null;
  apiKeyId: number | null;
  apiKeyName: string | null;
  reasonCode: VirtualOrderReasonCode;
  reason: string;
  /** The field messages of a refused payload. */
  fieldErrors: Record<string, string> | null;
  status: VirtualOrderStatus;
  receivedCount: number;
  attempts: number;
  lastAttemptAt: string | null;
  lastError: string | null;
  /** The order it became (or, for a duplicate number, the order that holds the number). */
  orderId: number | null;
  receivedAt: string;
  updatedAt: string;
}

/** One retry or discard of a virtual order, from the action log. */
export interface VirtualOrderHistoryEntry {
  at: string;
  action: 'retry' | 'discard';
  userName: string | null;
  /** The status it left the virtual order in. */
  status: string;
  outcome: RetryOutcome | null;
  message: string | null;
  orderId: number | null;
}

/** GET /api/common/virtualOrders/{id} */
export interface VirtualOrderDetails {
  virtualOrder: VirtualOrderRow;
  /** The body as intake received it. */
  payload: Record<string, unknown>;
  history: VirtualOrderHistoryEntry[];
}

/** One virtual order's result of a retry. */
export interface VirtualOrderRetryResult {
  id: number;
  orderNumber: string | null;
  outcome: RetryOutcome;
  message: string;
  /** The order it became (placed, replayed) or that holds its number (duplicate). */
  orderId: number | null;
}

/** POST /api/common/virtualOrders/{id}/retry */
export interface VirtualOrderRetryAnswer {
  result: VirtualOrderRetryResult;
  virtualOrder: VirtualOrderRow;
}

/** POST /api/common/virtualOrders/retry-all */
export interface VirtualOrderRetryAllAnswer {
  results: VirtualOrderRetryResult[];
}

export const virtualOrdersContract = {
  name: 'virtualOrders',
  base: '/api/common/virtualOrders',
  listPath: 'listItems',
  /** The list's filters (POST {base}/listItems, with page and perPage): status is Pending unless sent ('all': every status). */
  filters: {
    projectId: 'number',
    status: 'string',
    reasonCode: 'string',
    search: 'string',
  } satisfies Record<string, FilterKind>,
  /** Newest first unless sortDesc is false. */
  sortKeys: ['receivedAt'],
  permissions: {
    view: [VIRTUAL_ORDER_PERMISSION],
    retry: virtualOrderStepPermissions.retry,
    discard: virtualOrderStepPermissions.discard,
  },
  screen: { path: '/other/storefront/virtual-orders' },
} as const;

/** The status filter's value for every status. */
export const ALL_STATUSES = 'all';

export type VirtualOrderFilters = Partial<{
  projectId: number | null;
  status: VirtualOrderStatus | typeof ALL_STATUSES;
  reasonCode: VirtualOrderReasonCode | null;
  search: string | null;
}>;

const storeRef = numberField('Store', 'Choose a store of this storefront')
  .integer('Choose a store of this storefront')
  .positive('Choose a store of this storefront');

/**
 * The body of one retry: nothing, or the store to place the order in instead of the unknown one the
 * payload names (null: without a store). Only a virtual order kept for an unknown store takes it.
 */
export const virtualOrderRetrySchema = yup.object({
  storeId: storeRef.nullable().optional(),
});
export type VirtualOrderRetryInput = yup.InferType<typeof virtualOrderRetrySchema>;

/** The body of retry-all: the Pending virtual orders of one storefront, or the chosen ones. */
export const virtualOrderRetryAllSchema = yup.object({
  projectId: numberField('Storefront', 'Choose a storefront')
    .integer('Choose a storefront')
    .positive('Choose a storefront')
    .nullable()
    .optional(),
  ids: yup
    .array()
    .of(
      numberField('Ids', 'Ids must be a list of virtual order ids')
        .integer('Ids must be a list of virtual order ids')
        .positive('Ids must be a list of virtual order ids')
        .required('Ids must be a list of virtual order ids'),
    )
    .typeError('Ids must be a list of virtual order ids')
    .max(RETRY_ALL_LIMIT, `At most ${RETRY_ALL_LIMIT} virtual orders at once`)
    .nullable()
    .optional(),
});
export type VirtualOrderRetryAllInput = yup.InferType<typeof virtualOrderRetryAllSchema>;
