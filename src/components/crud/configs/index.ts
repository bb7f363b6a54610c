/** Every CRUD config, and the one a route belongs to. */
import type { CrudConfig } from '../crud-config';
import { apiLogsCrud, systemLogsCrud } from './api-logs';
import { contentTemplatesCrud } from './content-templates';
import { changelogCrud, knowledgebaseGroupsCrud, knowledgebasePagesCrud } from './docs';
import { irmsCustomerOrdersCrud, irmsPurchaseOrdersCrud } from './irms';
import { manufacturingVendorsCrud } from './manufacturing-vendors';
import { orderGroupsCrud } from './order-groups';
import { orderTagsCrud } from './order-tags';
import { packingListsCrud } from './packing-lists';
import { rateCardsCrud } from './rate-cards';
import { shipCodeMappingsCrud } from './ship-code-mappings';
import { storefrontProductsCrud } from './storefront-products';
import { storefrontsCrud } from './storefronts';
import { storesCrud } from './stores';
import {
  tplAdjustmentsCrud,
  tplBillingCodesCrud,
  tplCarriersCrud,
  tplCustomersCrud,
  tplFacilitiesCrud,
  tplShipmentServicesCrud,
  tplUomCrud,
} from './tpl';
import { tplReceiversCrud } from './tpl-receivers';
import { userLogsCrud } from './user-logs';
import { vendorStatusCrud } from './vendor-status';
import { warehousesCrud } from './warehouses';

export const crudConfigs: readonly CrudConfig[] = [
  vendorStatusCrud,
  orderTagsCrud,
  contentTemplatesCrud,
  userLogsCrud,
  apiLogsCrud,
  systemLogsCrud,
  warehousesCrud,
  tplFacilitiesCrud,
  tplCustomersCrud,
  tplCarriersCrud,
  tplUomCrud,
  tplBillingCodesCrud,
  tplShipmentServicesCrud,
  tplAdjustmentsCrud,
  tplReceiversCrud,
  irmsPurchaseOrdersCrud,
  irmsCustomerOrdersCrud,
  knowledgebaseGroupsCrud,
  knowledgebasePagesCrud,
  changelogCrud,
  shipCodeMappingsCrud,
  storefrontProductsCrud,
  storefrontsCrud,
  storesCrud,
  orderGroupsCrud,
  packingListsCrud,
  manufacturingVendorsCrud,
  rateCardsCrud,
];

export function configForRoute(routePath: string): CrudConfig | undefined {
  return crudConfigs.find(
    (c) => routePath === c.path || routePath === `${c.path}/create` || routePath === `${c.path}/edit/:id`,
  );
}
