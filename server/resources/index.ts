/** Every declared resource base of spec §7; the engine registers the generic calls of each. */
import {
  apiLogResource,
  logActionResource,
  systemLogResource,
  shipCodeMappingResource,
  userResource,
  vendorStatusResource,
} from './declarations/admin';
import {
  automationContentResource,
  automationResource,
  contentTemplateResource,
} from './declarations/automation';
import {
  activityRateCardResource,
  billingEntryResource,
  factoringTransactionResource,
  ledgerEntryResource,
  ptcFileResource,
  rateCardResource,
  vendorInvoiceResource,
} from './declarations/billing';
import { projectResource, storeResource, vendorResource } from './declarations/clients';
import {
  changelogResource,
  knowledgebaseGroupResource,
  knowledgebasePageResource,
} from './declarations/docs';
import { poResource, purchaseOrderResource, warehouseShipmentResource } from './declarations/inbound';
import {
  directInventoryUpdateResource,
  vendorProductResource,
  warehouseProductLocationResource,
} from './declarations/inventory';
import { irmsCustomerOrderResource, irmsPurchaseOrderResource } from './declarations/irms';
import {
  billOfMaterialsResource,
  manufacturingVendorResource,
  rndProjectResource,
  workOrderResource,
} from './declarations/manufacturing';
import { orderResource, orderTagResource, storefrontProductResource } from './declarations/orders';
import {
  fulfillmentOrderResource,
  manualShipmentResource,
  orderReturnResource,
  shipmentAddressResource,
} from './declarations/outbound';
import { generatedReportResource } from './declarations/reports';
import { orderGroupResource } from './declarations/storefronts';
import { packingListResource } from './declarations/packing-lists';
import { ticketResource } from './declarations/support';
import {
  tplAdjustmentResource,
  tplBillingCodeResource,
  tplCarrierResource,
  tplCarrierServiceResource,
  tplCustomerResource,
  tplFacilityResource,
  tplReceiverResource,
  tplUnitOfMeasureResource,
} from './declarations/tpl';
import type { ResourceDecl } from './resource';
import { warehouseResource } from './declarations/warehouses';

export const resources: readonly ResourceDecl[] = [
  // /api/po
  poResource,
  // /api/common/…
  purchaseOrderResource,
  warehouseShipmentResource,
  vendorResource,
  projectResource,
  manualShipmentResource,
  shipmentAddressResource,
  generatedReportResource,
  warehouseProductLocationResource,
  rateCardResource,
  activityRateCardResource,
  orderResource,
  orderTagResource,
  orderReturnResource,
  vendorInvoiceResource,
  billingEntryResource,
  ptcFileResource,
  storefrontProductResource,
  storeResource,
  orderGroupResource,
  ledgerEntryResource,
  factoringTransactionResource,
  ticketResource,
  fulfillmentOrderResource,
  packingListResource,
  // /api/admin/…
  logActionResource,
  apiLogResource,
  systemLogResource,
  warehouseResource,
  shipCodeMappingResource,
  vendorStatusResource,
  userResource,
  // /api/irmspos, /api/irmscos
  irmsPurchaseOrderResource,
  irmsCustomerOrderResource,
  // /api/tpl/…
  tplFacilityResource,
  tplCustomerResource,
  tplCarrierServiceResource,
  tplBillingCodeResource,
  tplUnitOfMeasureResource,
  tplCarrierResource,
  tplReceiverResource,
  tplAdjustmentResource,
  // /api/automations…
  automationResource,
  contentTemplateResource,
  automationContentResource,
  // /api/manufacturing/…
  workOrderResource,
  rndProjectResource,
  billOfMaterialsResource,
  manufacturingVendorResource,
  // /api/inventory/diu, /api/vendorProducts
  directInventoryUpdateResource,
  vendorProductResource,
  // /api/docs/…
  knowledgebasePageResource,
  knowledgebaseGroupResource,
  changelogResource,
];
