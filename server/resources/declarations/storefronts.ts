/** Storefront order groups under /api/common/orderGroups (a base of our own: spec §7 names none). */
import { orderGroupsContract } from '../../../src/domain/contracts/order-groups';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import { orderGroupSchema } from '../../../src/domain/resources/order-group.schema';
import { projects, storefrontOrderGroups, stores } from '../../db/schema';
import { intArrayHas, intEquals, text } from '../filters';
import { defineResource, type WriteContext } from '../resource';
import { invalid } from './shared';

/** A group's stores are stores of its own storefront, each once; its name is unique in the storefront. */
async function checkOrderGroup({ tx, values, before }: WriteContext): Promise<void> {
  const projectId = (values.projectId ?? before?.projectId) as number | undefined;
  if (projectId === undefined) return;
  if (Array.isArray(values.storeIds)) {
    const storeIds = [...new Set(values.storeIds as number[])];
    values.storeIds = storeIds;
    if (storeIds.length) {
      const found = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(inArray(stores.id, storeIds), eq(stores.projectId, projectId)));
      if (found.length !== storeIds.length) throw invalid({ storeIds: 'Choose stores of this storefront' });
    }
  }
  if (typeof values.name === 'string') {
    const [taken] = await tx
      .select({ id: storefrontOrderGroups.id })
      .from(storefrontOrderGroups)
      .where(
        and(
          eq(storefrontOrderGroups.projectId, projectId),
          eq(storefrontOrderGroups.name, values.name),
          before ? ne(storefrontOrderGroups.id, before.id as number) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw invalid({ name: 'This storefront already has an order group with this name' });
  }
}

export const orderGroupResource = defineResource(orderGroupsContract, {
  table: storefrontOrderGroups,
  id: storefrontOrderGroups.id,
  idType: 'int',
  version: storefrontOrderGroups.version,
  schema: orderGroupSchema,
  filters: {
    search: text(storefrontOrderGroups.name, storefrontOrderGroups.description),
    projectId: intEquals(storefrontOrderGroups.projectId),
    storeId: intArrayHas(storefrontOrderGroups.storeIds),
  },
  sortable: { name: storefrontOrderGroups.name, createdAt: storefrontOrderGroups.createdAt },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  // Tenant-scoped through the storefront, like stores.
  scope: { project: storefrontOrderGroups.projectId },
  references: [{ field: 'projectId', table: projects, id: projects.id, message: 'Choose a storefront' }],
  beforeWrite: checkOrderGroup,
});
