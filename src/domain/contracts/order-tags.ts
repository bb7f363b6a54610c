/** The contract of /api/common/orderTags (see index.ts). */
import { defineContract } from './contract';

/** An order tag row (list and GET /api/common/orderTags/:id). */
export interface OrderTagRow {
  id: number;
  projectId: number;
  name: string;
  color: string;
  useFor: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const orderTagsContract = defineContract<OrderTagRow>()({
  name: 'orderTags',
  base: '/api/common/orderTags',
  listPath: 'listItems',
  filters: {
    projectId: 'number',
    search: 'string',
    useFor: 'string',
  },
  sortKeys: ['name', 'createdAt'],
  permissions: {
    // Order lists show tags, so whoever sees orders sees the tags of their projects.
    view: ['storefronts.orderTags', 'orders.view'],
    create: ['storefronts.orderTags'],
    edit: ['storefronts.orderTags'],
    delete: ['storefronts.orderTags'],
  },
  screen: { path: '/other/order-tags', menu: { anyOf: ['storefronts.orderTags'] } },
});
