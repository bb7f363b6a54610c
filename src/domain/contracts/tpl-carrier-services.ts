/** The contract of /api/tpl/carrierShipmentServices (see index.ts). */
import { defineContract } from './contract';

export const tplCarrierServicesContract = defineContract()({
  name: 'tplCarrierServices',
  base: '/api/tpl/carrierShipmentServices',
  listPath: 'listItems',
  filters: {
    search: 'string',
    carrierId: 'number',
  },
  sortKeys: ['name', 'code'],
  permissions: {
    view: ['integrations.tpl.carrierServices'],
    create: ['integrations.tpl.carrierServices'],
    edit: ['integrations.tpl.carrierServices'],
    delete: ['integrations.tpl.carrierServices'],
  },
  screen: { path: '/integrations/tpl/shipment-services' },
});
