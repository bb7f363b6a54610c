/** The contract of /api/admin/vendorStatus (see index.ts). */
import { defineContract } from './contract';

/** An onboarding stage record (list and GET /api/admin/vendorStatus/:id). */
export interface VendorStatusRow {
  id: number;
  name: string;
  trelloListId: string | null;
  vendorStartedState: boolean;
  vendorDeniedState: boolean;
  vendorOnboardedState: boolean;
  sortOrder: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const vendorStatusContract = defineContract<VendorStatusRow>()({
  name: 'vendorStatus',
  base: '/api/admin/vendorStatus',
  listPath: 'list',
  filters: {
    search: 'string',
  },
  sortKeys: ['sortOrder', 'name'],
  permissions: {
    view: ['clients.view', 'clients.manage'],
    create: ['clients.manage'],
    edit: ['clients.manage'],
    delete: ['clients.manage'],
  },
  screen: { path: '/manage/customer-status', menu: { anyOf: ['clients.manage'] } },
});
