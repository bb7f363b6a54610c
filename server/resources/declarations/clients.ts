/** Client (vendor) resources: vendors, projects and stores under /api/common. */
import { and, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import { vendorSchema, vendorStatuses } from '../../../src/domain/resources/vendor.schema';
import { vendorScope, warehouseScope } from '../../auth/scope';
import { projects, stores, vendors } from '../../db/schema';
import { intEquals, text, textEquals } from '../filters';
import type { ResourceDecl } from '../resource';

export const vendorResource: ResourceDecl = {
  name: 'vendors',
  base: '/api/common/vendors',
  listPath: 'listItems',
  table: vendors,
  id: vendors.id,
  idType: 'int',
  version: vendors.version,
  schema: vendorSchema,
  filters: {
    search: text(vendors.name, vendors.code),
    status: textEquals(vendors.status, { allowed: vendorStatuses }),
    fulfillmentType: textEquals(vendors.fulfillmentType),
  },
  sortable: { name: vendors.name, code: vendors.code, status: vendors.status, createdAt: vendors.createdAt },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: vendors.id },
  permissions: {
    view: ['clients.view', 'clients.manage'],
    create: ['clients.update'],
    edit: ['clients.update'],
    delete: ['clients.manage'],
  },
};

/** Projects answer a plain array (spec §7); their form comes with the storefronts screens. */
export const projectResource: ResourceDecl = {
  name: 'projects',
  base: '/api/common/projects',
  listPath: 'listItems',
  table: projects,
  id: projects.id,
  idType: 'int',
  version: projects.version,
  filters: {
    search: text(projects.name, projects.clientCode),
    vendorId: intEquals(projects.vendorId),
    warehouseId: intEquals(projects.warehouseId),
  },
  sortable: { name: projects.name, clientCode: projects.clientCode },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: projects.vendorId, warehouse: projects.warehouseId },
  permissions: { view: ['storefronts.view', 'orders.view'], create: [], edit: [], delete: [] },
  listAsArray: true,
};

export const storeResource: ResourceDecl = {
  name: 'stores',
  base: '/api/common/stores',
  listPath: 'listItems',
  table: stores,
  id: stores.id,
  idType: 'int',
  version: stores.version,
  filters: { search: text(stores.name), projectId: intEquals(stores.projectId) },
  sortable: { name: stores.name },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  // A store belongs to the tenant of its project.
  scopeWhere: (user) =>
    user.accessVendorIds === null && user.accessWarehouseIds === null
      ? undefined
      : inArray(
          stores.projectId,
          new QueryBuilder()
            .select({ id: projects.id })
            .from(projects)
            .where(and(vendorScope(user, projects.vendorId), warehouseScope(user, projects.warehouseId))),
        ),
  permissions: { view: ['storefronts.view'], create: [], edit: [], delete: [] },
};
