/** The contract of /api/tpl/carriers (see index.ts). */
import { defineContract } from './contract';

export const tplCarriersContract = defineContract()({
  name: 'tplCarriers',
  base: '/api/tpl/carriers',
  listPath: 'listItems',
  filters: {
    search: 'string',
  },
  sortKeys: ['name'],
  permissions: {
    view: ['integrations.tpl.carriers'],
    create: ['integrations.tpl.carriers'],
    edit: ['integrations.tpl.carriers'],
    delete: ['integrations.tpl.carriers'],
  },
  screen: { path: '/integrations/tpl/carriers' },
});
