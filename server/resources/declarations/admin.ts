/** Administration: the action log (read only), ship code mappings, vendor statuses, users. */
import { vendorSetupUpdated } from '../../events/domain-events';
import { apiLogsContract } from '../../../src/domain/contracts/api-logs';
import { logActionsContract } from '../../../src/domain/contracts/log-actions';
import { shipCodeMappingsContract } from '../../../src/domain/contracts/ship-code-mappings';
import { systemLogsContract } from '../../../src/domain/contracts/system-logs';
import { usersContract } from '../../../src/domain/contracts/users';
import { vendorStatusContract } from '../../../src/domain/contracts/vendor-status';
import { and, arrayOverlaps, between, eq, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import { apiLogStatusRange } from '../../../src/domain/resources/api-log-status';
import {
  shipCodeMappingSchema,
  shipCodeMappingStatusFilters,
} from '../../../src/domain/resources/ship-code-mapping.schema';
import { userCreateSchema, userEditSchema } from '../../../src/domain/resources/user.schema';
import { vendorStatusSchema } from '../../../src/domain/resources/vendor-status.schema';
import type { AuthUser } from '../../auth/guard';
import { actionLog, apiLog, shipCodeMappings, systemLog, users, vendorStatuses } from '../../db/schema';
import { custom, dateFrom, dateTo, intArrayHas, intEquals, text, textEquals, uuidEquals } from '../filters';
import { defineResource } from '../resource';

/** Who changed what (feeds /other/logs/users): written by every engine write and special action. */
export const logActionResource = defineResource(logActionsContract, {
  table: actionLog,
  id: actionLog.id,
  idType: 'int',
  filters: {
    // The kind of record changed (vendors, orders, …).
    type: textEquals(actionLog.resource),
    logBy: uuidEquals(actionLog.userId),
    // The action: add, edit, delete or a special action's name.
    status: textEquals(actionLog.action),
    projectId: intEquals(actionLog.projectId),
    resourceId: textEquals(actionLog.resourceId),
    startDate: dateFrom(actionLog.createdAt),
    endDate: dateTo(actionLog.createdAt),
  },
  sortable: { createdAt: actionLog.createdAt },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  // A user limited to some vendors sees the changes of their projects only.
  scope: { project: actionLog.projectId },
});

export const shipCodeMappingResource = defineResource(shipCodeMappingsContract, {
  // The vendor's onboarding checklist counts these (issue 21).
  liveEvent: (row) => vendorSetupUpdated({ projectId: row.projectId as number | null }),
  table: shipCodeMappings,
  id: shipCodeMappings.id,
  idType: 'int',
  version: shipCodeMappings.version,
  schema: shipCodeMappingSchema,
  filters: {
    // Spec §3: all by default.
    status: custom(
      (value) => {
        if (value === 'active') return eq(shipCodeMappings.active, true);
        if (value === 'inactive') return eq(shipCodeMappings.active, false);
        return { error: `Must be one of: ${shipCodeMappingStatusFilters.join(', ')}` };
      },
      { defaultValue: 'all', allValue: 'all' },
    ),
    projectId: intEquals(shipCodeMappings.projectId),
    search: text(
      shipCodeMappings.orderCarrierCode,
      shipCodeMappings.orderServiceCode,
      shipCodeMappings.requestedService,
      shipCodeMappings.fulfillmentServiceCode,
      shipCodeMappings.fulfillmentServiceName,
    ),
    fulfillmentService: textEquals(shipCodeMappings.fulfillmentService),
  },
  sortable: {
    createdAt: shipCodeMappings.createdAt,
    orderCarrierCode: shipCodeMappings.orderCarrierCode,
    orderServiceCode: shipCodeMappings.orderServiceCode,
    requestedService: shipCodeMappings.requestedService,
  },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { project: shipCodeMappings.projectId },
});

export const vendorStatusResource = defineResource(vendorStatusContract, {
  table: vendorStatuses,
  id: vendorStatuses.id,
  idType: 'int',
  version: vendorStatuses.version,
  schema: vendorStatusSchema,
  filters: { search: text(vendorStatuses.name) },
  sortable: { sortOrder: vendorStatuses.sortOrder, name: vendorStatuses.name },
  defaultSort: { by: 'sortOrder', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
});

/** A limited user sees the users who share one of their vendors and warehouses; unlimited staff stay hidden. */
function usersVisible(user: AuthUser): SQL | undefined {
  return and(
    user.accessVendorIds === null ? undefined : arrayOverlaps(users.accessVendorIds, user.accessVendorIds),
    user.accessWarehouseIds === null
      ? undefined
      : arrayOverlaps(users.accessWarehouseIds, user.accessWarehouseIds),
  );
}

/**
 * Users: the engine lists and gets them; add, edit and delete (= disable) are the user admin's
 * (server/modules/users: passwords, "grant no more than you hold", ending sessions).
 */
export const userResource = defineResource(usersContract, {
  table: users,
  id: users.id,
  idType: 'uuid',
  version: users.version,
  filters: {
    search: text(users.firstName, users.lastName, users.email),
    vendorId: intArrayHas(users.accessVendorIds),
    email: text(users.email),
    warehouseId: intArrayHas(users.accessWarehouseIds),
    status: textEquals(users.status, { allowed: ['active', 'invited', 'disabled'] }),
  },
  sortable: {
    email: users.email,
    lastName: users.lastName,
    firstName: users.firstName,
    createdAt: users.createdAt,
  },
  defaultSort: { by: 'email', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scopeWhere: usersVisible,
  hidden: ['passwordHash'],
  schema: userCreateSchema,
  editSchema: userEditSchema,
  ownWrites: true,
});

/**
 * The API calls that mean something (feeds /other/logs/api), written in batches by
 * server/audit/request-log.ts; filtered by user, path, status (code or class) and storefront API key.
 */
export const apiLogResource = defineResource(apiLogsContract, {
  table: apiLog,
  id: apiLog.id,
  idType: 'int',
  filters: {
    method: textEquals(apiLog.method, { allowed: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] }),
    // One code (404) or a class of codes ('4xx').
    status: custom((value) => {
      const range = apiLogStatusRange(value);
      if (!range) return { error: 'Must be a status code (e.g. 404) or a class (2xx, 3xx, 4xx, 5xx)' };
      return range.from === range.to
        ? eq(apiLog.status, range.from)
        : between(apiLog.status, range.from, range.to);
    }),
    path: text(apiLog.path),
    userId: uuidEquals(apiLog.userId),
    apiKeyId: intEquals(apiLog.apiKeyId),
    startDate: dateFrom(apiLog.createdAt),
    endDate: dateTo(apiLog.createdAt),
  },
  sortable: { createdAt: apiLog.createdAt, durationMs: apiLog.durationMs, status: apiLog.status },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
});

/** Server errors and job runs (feeds /other/logs/system/{projId?}). */
export const systemLogResource = defineResource(systemLogsContract, {
  table: systemLog,
  id: systemLog.id,
  idType: 'int',
  filters: {
    level: textEquals(systemLog.level, { allowed: ['error', 'warn', 'info'] }),
    source: text(systemLog.source),
    projectId: intEquals(systemLog.projectId),
    startDate: dateFrom(systemLog.createdAt),
    endDate: dateTo(systemLog.createdAt),
  },
  sortable: { createdAt: systemLog.createdAt },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { project: systemLog.projectId },
});
