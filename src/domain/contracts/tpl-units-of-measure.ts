/** The contract of /api/tpl/uom (see index.ts). */
import { defineContract } from './contract';

export const tplUnitsOfMeasureContract = defineContract()({
  name: 'tplUnitsOfMeasure',
  base: '/api/tpl/uom',
  listPath: 'list',
  filters: {
    search: 'string',
  },
  sortKeys: ['code', 'name'],
  permissions: {
    view: ['integrations.tpl.uom'],
    create: ['integrations.tpl.uom'],
    edit: ['integrations.tpl.uom'],
    delete: ['integrations.tpl.uom'],
  },
  screen: { path: '/integrations/tpl/uom' },
});
