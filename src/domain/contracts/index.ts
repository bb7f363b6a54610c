/**
 * Resource contracts: what the server and the SPA must agree on about each resource base of spec §7.
 *
 * Before contracts, a resource's base path, list path, permissions and filters were written in the
 * server declaration (server/resources/declarations), again in the SPA's crud config, its path again
 * in routes.tsx and navigation.ts, and its row type on both sides; nothing told when they drifted
 * apart. Now each base has one file here (pure TypeScript, no React, no Node) that holds its name,
 * base, list path, filter names with their value kinds, sort keys, permissions, the SPA screen's
 * path where it has one, and the row type its list and detail calls answer. The server declaration,
 * the SPA resource client, the crud config, the route table and the navigation all read it, and
 * their filters and sort keys are typed by it, so a disagreement fails `tsc`
 * (tests/server/contracts.test.ts and tests/unit/domain/contracts.test.ts hold the rest).
 *
 * contract.ts is the shape and its type helpers; this file only lists the contracts.
 */
import type { AnyContract } from './contract';
import { activityRateCardsContract } from './activity-rate-cards';
import { apiLogsContract } from './api-logs';
import { automationContentsContract } from './automation-contents';
import { automationsContract } from './automations';
import { billOfMaterialsContract } from './bill-of-materials';
import { changelogContract } from './changelog';
import { contentTemplatesContract } from './content-templates';
import { directInventoryUpdatesContract } from './direct-inventory-updates';
import { factoringTransactionsContract } from './factoring-transactions';
import { fulfillmentOrdersContract } from './fulfillment-orders';
import { generatedReportsContract } from './generated-reports';
import { irmsCustomerOrdersContract } from './irms-customer-orders';
import { irmsPurchaseOrdersContract } from './irms-purchase-orders';
import { knowledgebaseGroupsContract } from './knowledgebase-groups';
import { knowledgebasePagesContract } from './knowledgebase-pages';
import { ledgerEntriesContract } from './ledger-entries';
import { logActionsContract } from './log-actions';
import { manualShipmentsContract, shipmentAddressesContract } from './manual-shipments';
import { orderBillingEntriesContract } from './order-billing-entries';
import { orderGroupsContract } from './order-groups';
import { orderReturnsContract } from './order-returns';
import { orderTagsContract } from './order-tags';
import { ordersContract } from './orders';
import { packingListsContract } from './packing-lists';
import { projectsContract } from './projects';
import { ptcFilesContract } from './ptc-files';
import { poContract, purchaseOrdersContract } from './purchase-orders';
import { rateCardsContract } from './rate-cards';
import { manufacturingVendorsContract } from './manufacturing-vendors';
import { rndProjectsContract } from './rnd-projects';
import { shipCodeMappingsContract } from './ship-code-mappings';
import { storefrontProductsContract } from './storefront-products';
import { storesContract } from './stores';
import { systemLogsContract } from './system-logs';
import { ticketsContract } from './tickets';
import { tplAdjustmentsContract } from './tpl-adjustments';
import { tplBillingCodesContract } from './tpl-billing-codes';
import { tplCarrierServicesContract } from './tpl-carrier-services';
import { tplCarriersContract } from './tpl-carriers';
import { tplCustomersContract } from './tpl-customers';
import { tplFacilitiesContract } from './tpl-facilities';
import { tplReceiversContract } from './tpl-receivers';
import { tplUnitsOfMeasureContract } from './tpl-units-of-measure';
import { usersContract } from './users';
import { vendorInvoicesContract } from './vendor-invoices';
import { vendorProductsContract } from './vendor-products';
import { vendorStatusContract } from './vendor-status';
import { vendorsContract } from './vendors';
import { warehouseProductLocationsContract } from './warehouse-product-locations';
import { warehouseShipmentsContract } from './warehouse-shipments';
import { warehousesContract } from './warehouses';
import { workOrdersContract } from './work-orders';

/** Every contract, one per resource base. */
export const contracts: readonly AnyContract[] = [
  poContract,
  purchaseOrdersContract,
  warehouseShipmentsContract,
  vendorsContract,
  projectsContract,
  manualShipmentsContract,
  shipmentAddressesContract,
  generatedReportsContract,
  warehouseProductLocationsContract,
  rateCardsContract,
  activityRateCardsContract,
  ordersContract,
  orderTagsContract,
  orderReturnsContract,
  vendorInvoicesContract,
  orderBillingEntriesContract,
  ptcFilesContract,
  storefrontProductsContract,
  storesContract,
  orderGroupsContract,
  ledgerEntriesContract,
  factoringTransactionsContract,
  ticketsContract,
  fulfillmentOrdersContract,
  packingListsContract,
  logActionsContract,
  apiLogsContract,
  systemLogsContract,
  warehousesContract,
  shipCodeMappingsContract,
  vendorStatusContract,
  usersContract,
  irmsPurchaseOrdersContract,
  irmsCustomerOrdersContract,
  tplFacilitiesContract,
  tplCustomersContract,
  tplCarrierServicesContract,
  tplBillingCodesContract,
  tplUnitsOfMeasureContract,
  tplCarriersContract,
  tplReceiversContract,
  tplAdjustmentsContract,
  automationsContract,
  contentTemplatesContract,
  automationContentsContract,
  workOrdersContract,
  rndProjectsContract,
  billOfMaterialsContract,
  manufacturingVendorsContract,
  directInventoryUpdatesContract,
  vendorProductsContract,
  knowledgebasePagesContract,
  knowledgebaseGroupsContract,
  changelogContract,
];

/** The contract of a base, e.g. '/api/common/orders'. */
export const contractOfBase = (base: string): AnyContract | undefined =>
  contracts.find((c) => c.base === base);
