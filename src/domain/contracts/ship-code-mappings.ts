/** The contract of /api/admin/shipCodeMappings (see index.ts). */
import { defineContract } from './contract';

export const shipCodeMappingsContract = defineContract()({
  name: 'shipCodeMappings',
  base: '/api/admin/shipCodeMappings',
  listPath: 'listItems',
  filters: {
    status: 'string',
    projectId: 'number',
    search: 'string',
    fulfillmentService: 'string',
  },
  sortKeys: ['createdAt', 'orderCarrierCode', 'orderServiceCode', 'requestedService'],
  permissions: {
    view: ['other.shipCodeMappings'],
    create: ['other.shipCodeMappings'],
    edit: ['other.shipCodeMappings'],
    delete: ['other.shipCodeMappings'],
  },
  screen: { path: '/integrations/shipping-code-mappings' },
});
