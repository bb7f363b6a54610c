/** Client (vendor) resources: vendors, projects (storefronts) and stores under /api/common. */
import { vendorSetupUpdated } from '../../events/domain-events';
import { projectsContract } from '../../../src/domain/contracts/projects';
import { storesContract } from '../../../src/domain/contracts/stores';
import { vendorsContract } from '../../../src/domain/contracts/vendors';
import { and, eq, ne } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import { projectSchema } from '../../../src/domain/resources/project.schema';
import { storeSchema } from '../../../src/domain/resources/store.schema';
import { vendorSchema, vendorStatuses } from '../../../src/domain/resources/vendor.schema';
import {
  projects,
  stores,
  vendorStatuses as vendorStatusRecords,
  vendors,
  warehouses,
} from '../../db/schema';
import { boolEquals, intEquals, text, textEquals } from '../filters';
import { defineResource, type WriteContext } from '../resource';
import { invalid } from './shared';

export const vendorResource = defineResource(vendorsContract, {
  // The vendor's onboarding checklist counts these (issue 21).
  liveEvent: (row) => vendorSetupUpdated({ vendorId: row.id as number }),
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
  references: [
    {
      field: 'vendorStatusId',
      table: vendorStatusRecords,
      id: vendorStatusRecords.id,
      message: 'Choose an onboarding stage',
    },
  ],
});

/**
 * A storefront's vendor is fixed once it exists (its products map to that vendor's items), and its
 * code is unique: answered on the field rather than as a bare conflict.
 */
async function checkProject({ tx, action, values, before }: WriteContext): Promise<void> {
  if (action === 'edit' && values.vendorId !== undefined && values.vendorId !== before!.vendorId)
    throw invalid({ vendorId: 'The vendor of a storefront cannot change' });
  if (typeof values.clientCode !== 'string') return;
  const [taken] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.clientCode, values.clientCode),
        before ? ne(projects.id, before.id as number) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw invalid({ clientCode: 'Another storefront already uses this code' });
}

/**
 * Projects are the storefronts of /manage/storefronts. Their list answers a plain array (spec §7).
 * Screens that only pick a storefront read GET /api/myprojects, open to every signed-in user.
 * Never deleted (orders, stores and products refer to them): a storefront is disabled instead, with
 * the enable/disable actions of server/modules/storefronts.
 */
export const projectResource = defineResource(projectsContract, {
  // The vendor's onboarding checklist counts these (issue 21).
  liveEvent: (row) => vendorSetupUpdated({ vendorId: row.vendorId as number }),
  table: projects,
  id: projects.id,
  idType: 'int',
  version: projects.version,
  schema: projectSchema,
  filters: {
    search: text(projects.name, projects.clientCode),
    vendorId: intEquals(projects.vendorId),
    warehouseId: intEquals(projects.warehouseId),
    enabled: boolEquals(projects.enabled),
  },
  sortable: { name: projects.name, clientCode: projects.clientCode, createdAt: projects.createdAt },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: projects.vendorId, warehouse: projects.warehouseId },
  references: [
    { field: 'vendorId', table: vendors, id: vendors.id, message: 'Choose a vendor' },
    { field: 'warehouseId', table: warehouses, id: warehouses.id, message: 'Choose a warehouse' },
    {
      field: 'onlySyncStoreId',
      table: stores,
      id: stores.id,
      // On add the storefront has no stores yet, so only an edit can name one.
      match: { column: stores.projectId, field: 'id' },
      message: 'Choose a store of this storefront',
    },
  ],
  beforeWrite: checkProject,
  listAsArray: true,
});

/** A store stays with the storefront it was created for: its orders carry both. */
function keepStoreProject({ action, values, before }: WriteContext): void {
  if (action === 'edit' && values.projectId !== undefined && values.projectId !== before!.projectId)
    throw invalid({ projectId: 'A store cannot move to another storefront' });
}

/**
 * Stores belong to the tenant of their project. Writing them is part of configuring a storefront
 * (storefronts.edit); the shipping tool's stores permission (integrations.shipping.stores) covers
 * the same rows, since those stores are where the tool's orders come from. Order group editors read
 * them for the names of a group's stores. A store in use by orders cannot be deleted (409): hide it instead.
 */
export const storeResource = defineResource(storesContract, {
  // The vendor's onboarding checklist counts these (issue 21).
  liveEvent: (row) => vendorSetupUpdated({ projectId: row.projectId as number }),
  table: stores,
  id: stores.id,
  idType: 'int',
  version: stores.version,
  schema: storeSchema,
  filters: {
    search: text(stores.name),
    projectId: intEquals(stores.projectId),
    shouldIgnoreIt: boolEquals(stores.shouldIgnoreIt),
  },
  sortable: { name: stores.name, createdAt: stores.createdAt },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { project: stores.projectId },
  references: [{ field: 'projectId', table: projects, id: projects.id, message: 'Choose a storefront' }],
  beforeWrite: keepStoreProject,
});
