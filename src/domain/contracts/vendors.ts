/** The contract of /api/common/vendors (see index.ts). */
import type { fulfillmentTypes, vendorStatuses } from '../resources/vendor.schema';
import { defineContract } from './contract';

export type FulfillmentType = (typeof fulfillmentTypes)[number];
export type VendorStatus = (typeof vendorStatuses)[number];

/** A vendor row (list and GET /api/common/vendors/:id). */
export interface VendorRow {
  id: number;
  code: string;
  name: string;
  fulfillmentType: FulfillmentType;
  trelloCardId: string | null;
  status: VendorStatus;
  vendorStatusId: number | null;
  receivingTolerancePercent: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const vendorsContract = defineContract<VendorRow>()({
  name: 'vendors',
  base: '/api/common/vendors',
  listPath: 'listItems',
  filters: {
    search: 'string',
    status: 'string',
    fulfillmentType: 'string',
  },
  sortKeys: ['name', 'code', 'status', 'createdAt'],
  permissions: {
    view: ['clients.view', 'clients.manage'],
    create: ['clients.update'],
    edit: ['clients.update'],
    delete: ['clients.manage'],
  },
  screen: { path: '/manage/customers' },
});
