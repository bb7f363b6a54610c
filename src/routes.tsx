/**
 * The whole route table of spec §2 in one place. Screens are loaded lazily, one chunk each. Screens
 * that later issues deliver are `planned`: a page that names the screen and its route, replaced by
 * the issue that builds it.
 */
import { lazy, type ComponentType } from 'react';
import { apiLogsContract } from './domain/contracts/api-logs';
import { automationContentsContract } from './domain/contracts/automation-contents';
import { automationsContract } from './domain/contracts/automations';
import { billOfMaterialsContract } from './domain/contracts/bill-of-materials';
import { changelogContract } from './domain/contracts/changelog';
import { contentTemplatesContract } from './domain/contracts/content-templates';
import { directInventoryUpdatesContract } from './domain/contracts/direct-inventory-updates';
import { fulfillmentOrdersContract } from './domain/contracts/fulfillment-orders';
import { generatedReportsContract } from './domain/contracts/generated-reports';
import { irmsCustomerOrdersContract } from './domain/contracts/irms-customer-orders';
import { irmsPurchaseOrdersContract } from './domain/contracts/irms-purchase-orders';
import { knowledgebaseGroupsContract } from './domain/contracts/knowledgebase-groups';
import { knowledgebasePagesContract } from './domain/contracts/knowledgebase-pages';
import { logActionsContract } from './domain/contracts/log-actions';
import { manualShipmentsContract } from './domain/contracts/manual-shipments';
import { orderBillingEntriesContract } from './domain/contracts/order-billing-entries';
import { orderGroupsContract } from './domain/contracts/order-groups';
import { orderReturnsContract } from './domain/contracts/order-returns';
import { orderTagsContract } from './domain/contracts/order-tags';
import { ordersContract } from './domain/contracts/orders';
import { packingListsContract } from './domain/contracts/packing-lists';
import { projectsContract } from './domain/contracts/projects';
import { poContract } from './domain/contracts/purchase-orders';
import { rndProjectsContract } from './domain/contracts/rnd-projects';
import { shipCodeMappingsContract } from './domain/contracts/ship-code-mappings';
import { storefrontProductsContract } from './domain/contracts/storefront-products';
import { storesContract } from './domain/contracts/stores';
import { systemLogsContract } from './domain/contracts/system-logs';
import { ticketsContract } from './domain/contracts/tickets';
import { tplAdjustmentsContract } from './domain/contracts/tpl-adjustments';
import { tplBillingCodesContract } from './domain/contracts/tpl-billing-codes';
import { tplCarrierServicesContract } from './domain/contracts/tpl-carrier-services';
import { tplCarriersContract } from './domain/contracts/tpl-carriers';
import { tplCustomersContract } from './domain/contracts/tpl-customers';
import { tplFacilitiesContract } from './domain/contracts/tpl-facilities';
import { tplReceiversContract } from './domain/contracts/tpl-receivers';
import { tplUnitsOfMeasureContract } from './domain/contracts/tpl-units-of-measure';
import { usersContract } from './domain/contracts/users';
import { vendorInvoicesContract } from './domain/contracts/vendor-invoices';
import { vendorProductsContract } from './domain/contracts/vendor-products';
import { vendorStatusContract } from './domain/contracts/vendor-status';
import { vendorsContract } from './domain/contracts/vendors';
import { warehouseProductLocationsContract } from './domain/contracts/warehouse-product-locations';
import { warehousesContract } from './domain/contracts/warehouses';
import { workOrdersContract } from './domain/contracts/work-orders';
import type { Area, RouteDef, ScreenProps } from './routes.types';

const screen = (load: () => Promise<{ default: ComponentType<ScreenProps> }>) => lazy(load);
const plannedScreen = screen(() => import('./screens/planned/planned.screen'));

const def = (
  path: string,
  title: string,
  area: Area,
  s: RouteDef['screen'],
  extra: Partial<RouteDef> = {},
): RouteDef => ({
  path,
  title,
  area,
  screen: s,
  ...extra,
});
const planned = (path: string, title: string, area: Area): RouteDef =>
  def(path, title, area, plannedScreen, { planned: true });
/** A list route with its create and edit/{id} children. */
const crud = (base: string, title: string, area: Area): RouteDef[] => [
  planned(base, title, area),
  planned(`${base}/create`, `${title}: create`, area),
  planned(`${base}/edit/:id`, `${title}: edit`, area),
];
const receivingScreen = screen(() => import('./screens/receiving/receiving.screen'));
const communicationsScreen = screen(() => import('./screens/communications/communications.screen'));
const crudListScreen = screen(() => import('./screens/crud/crud-list.screen'));
const crudFormScreen = screen(() => import('./screens/crud/crud-form.screen'));
const tplReceiverForm = screen(() => import('./screens/integrations/tpl-receiver-form.screen'));
/** Storefront Orders and Vendor Orders are one screen (its route says which). */
const orderListScreen = screen(() => import('./screens/orders/list/order-list.screen'));
const purchaseOrderForm = screen(() => import('./screens/purchase-orders/purchase-order-form.screen'));
/** Schedule a Batch and Ship Items are one screen (its route says which). */
const purchaseOrderBatch = screen(() => import('./screens/purchase-orders/purchase-order-batch.screen'));
/** A list generated from its CRUD config (src/components/crud/configs), with the form routes it has. */
const generated = (
  base: string,
  title: string,
  area: Area,
  { create = false, edit = false }: { create?: boolean; edit?: boolean } = {},
  editTitle = `${title}: edit`,
): RouteDef[] => [
  def(base, title, area, crudListScreen),
  ...(create ? [def(`${base}/create`, `${title}: create`, area, crudFormScreen)] : []),
  ...(edit ? [def(`${base}/edit/:id`, editTitle, area, crudFormScreen)] : []),
];

export const routes: RouteDef[] = [
  // Auth (no login)
  def(
    '/login',
    'Sign in',
    'Auth',
    screen(() => import('./screens/auth/login.screen')),
    { isPublic: true },
  ),
  def(
    '/invite-signup/:id',
    'Accept invitation',
    'Auth',
    screen(() => import('./screens/auth/invite-signup.screen')),
    {
      isPublic: true,
    },
  ),
  def(
    '/forgot-password',
    'Forgot password',
    'Auth',
    screen(() => import('./screens/auth/forgot-password.screen')),
    {
      isPublic: true,
    },
  ),
  def(
    '/resetPassword/:userid/:token',
    'Reset password',
    'Auth',
    screen(() => import('./screens/auth/reset-password.screen')),
    {
      isPublic: true,
    },
  ),

  // General
  def(
    '/dashboard',
    'Dashboard',
    'General',
    screen(() => import('./screens/dashboard/dashboard.screen')),
  ),
  def(
    '/onboarding',
    'Onboarding Status',
    'General',
    screen(() => import('./screens/onboarding/onboarding-status.screen')),
  ),
  def('/communications/view/:openChannelId?', 'Communications Center', 'General', communicationsScreen),
  def('/communications/:openChannelId?', 'Communications Center', 'General', communicationsScreen),
  def(
    '/my-account',
    'My Account',
    'General',
    screen(() => import('./screens/account/my-account.screen')),
  ),
  def(
    '/redirectSupport',
    'Support',
    'General',
    screen(() => import('./screens/support/redirect-support.screen')),
  ),
  planned(ticketsContract.screen.path, 'Support tickets', 'General'),
  planned('/support/tickets/create', 'Create support ticket', 'General'),
  planned('/support/tickets/view/:id', 'Support ticket', 'General'),

  // Billing
  planned('/billing/customerInvoices/view/:id', 'Client invoice', 'Billing'),
  planned('/billing/customerInvoices/generate', 'Generate client invoice', 'Billing'),
  planned('/billing/customerInvoices/uploadExisting', 'Upload existing invoice', 'Billing'),
  planned(vendorInvoicesContract.screen.path, 'Client Invoices', 'Billing'),
  planned('/manage/billing/customerBillingLedger', 'Add Custom Charge', 'Billing'),
  planned(orderBillingEntriesContract.screen.path, 'Billing Ledger', 'Billing'),

  // Warehouse and inventory
  def(
    '/skuMaintenance',
    'SKU Maintenance',
    'Warehouse',
    screen(() => import('./screens/inventory/sku-maintenance.screen')),
  ),
  ...generated(warehousesContract.screen.path, 'Warehouses', 'Warehouse', { create: true, edit: true }),
  def(
    vendorProductsContract.screen.path,
    'Vendor Items',
    'Warehouse',
    screen(() => import('./screens/items/item-list.screen')),
  ),
  def(
    '/warehouses/inventory',
    'Inventory',
    'Warehouse',
    screen(() => import('./screens/inventory/inventory-list.screen')),
  ),
  def(
    '/warehouses/itemsWithOffset',
    'Inventory Tracking Off',
    'Warehouse',
    screen(() => import('./screens/inventory/tracking-off.screen')),
  ),
  def(
    warehouseProductLocationsContract.screen.path,
    'Inventory by Location',
    'Warehouse',
    screen(() => import('./screens/inventory/items-by-location.screen')),
  ),
  // create and edit come before :id, which would match 'create' too.
  def(
    `${vendorProductsContract.screen.path}/create`,
    'Vendor Items: create',
    'Warehouse',
    screen(() => import('./screens/items/item-form.screen')),
  ),
  def(
    `${vendorProductsContract.screen.path}/edit/:id`,
    'Vendor Items: edit',
    'Warehouse',
    screen(() => import('./screens/items/item-form.screen')),
  ),
  def(
    `${vendorProductsContract.screen.path}/:id`,
    'Item details',
    'Warehouse',
    screen(() => import('./screens/items/item-detail.screen')),
  ),
  def(
    directInventoryUpdatesContract.screen.path,
    'Direct Inventory Updates',
    'Warehouse',
    screen(() => import('./screens/inventory/diu/diu-list.screen')),
  ),
  def(
    `${directInventoryUpdatesContract.screen.path}/create`,
    'Create direct inventory update',
    'Warehouse',
    screen(() => import('./screens/inventory/diu/diu-form.screen')),
  ),
  def(
    `${directInventoryUpdatesContract.screen.path}/view/:id`,
    'Direct inventory update',
    'Warehouse',
    screen(() => import('./screens/inventory/diu/diu-view.screen')),
  ),
  def(
    '/warehouses/inventory/integrity',
    'Stock integrity',
    'Warehouse',
    screen(() => import('./screens/inventory/integrity.screen')),
  ),
  ...generated(packingListsContract.screen.path, 'Packing lists', 'Warehouse'),
  def(
    `${packingListsContract.screen.path}/create`,
    'Packing lists: create',
    'Warehouse',
    screen(() => import('./screens/packing-lists/packing-list-form.screen')),
  ),
  def(
    `${packingListsContract.screen.path}/edit/:id`,
    'Packing lists: edit',
    'Warehouse',
    screen(() => import('./screens/packing-lists/packing-list-form.screen')),
  ),

  // Shipments
  def(
    '/warehouses/advancedShipNotice',
    'Advance Ship Notices',
    'Shipments',
    screen(() => import('./screens/shipments/asn-list.screen')),
  ),
  def(
    '/warehouses/advancedShipNotice/create',
    'Create ASN',
    'Shipments',
    screen(() => import('./screens/shipments/asn-form.screen')),
  ),
  def(
    '/warehouses/advancedShipNotice/view/:id',
    'ASN',
    'Shipments',
    screen(() => import('./screens/shipments/asn-view.screen')),
  ),
  def(
    '/warehouses/advancedShipNotice/recreate/:recreateFromShipmentId',
    'Recreate ASN',
    'Shipments',
    screen(() => import('./screens/shipments/asn-form.screen')),
  ),
  def('/warehouses/advancedShipNotices/:shipmentId/confirm', 'Confirm ASN', 'Shipments', receivingScreen),
  def(
    '/warehouses/warehouseTransfers',
    'Warehouse Transfers',
    'Shipments',
    screen(() => import('./screens/shipments/transfer-list.screen')),
  ),
  def(
    '/warehouses/warehouseTransfers/create',
    'Create warehouse transfer',
    'Shipments',
    screen(() => import('./screens/shipments/transfer-form.screen')),
  ),
  def(
    '/warehouses/warehouseTransfers/view/:id',
    'Warehouse transfer',
    'Shipments',
    screen(() => import('./screens/shipments/transfer-view.screen')),
  ),
  // The transfer's form again for an existing transfer (edit, while Draft or Open).
  def(
    '/warehouses/warehouseTransfers/:shipmentId/create',
    'Edit warehouse transfer',
    'Shipments',
    screen(() => import('./screens/shipments/transfer-form.screen')),
  ),
  def(
    '/warehouses/warehouseTransfers/:shipmentId/confirm',
    'Warehouse transfer: confirm',
    'Shipments',
    screen(() => import('./screens/transfer-flow/transfer-confirm.screen')),
  ),
  def(
    '/warehouses/warehouseTransfers/:shipmentId/allocate',
    'Warehouse transfer: allocate',
    'Shipments',
    screen(() => import('./screens/transfer-flow/transfer-allocate.screen')),
  ),
  def(
    '/warehouses/warehouseTransfers/:shipmentId/receive',
    'Warehouse transfer: receive',
    'Shipments',
    receivingScreen,
  ),
  def(
    poContract.screen.path,
    'Purchase Orders',
    'Shipments',
    screen(() => import('./screens/purchase-orders/purchase-order-list.screen')),
  ),
  def(`${poContract.screen.path}/create`, 'Create purchase order', 'Shipments', purchaseOrderForm),
  def(`${poContract.screen.path}/edit/:id`, 'Edit purchase order', 'Shipments', purchaseOrderForm),
  def(
    `${poContract.screen.path}/view/:id`,
    'Purchase order',
    'Shipments',
    screen(() => import('./screens/purchase-orders/purchase-order-view.screen')),
  ),
  def(
    `${poContract.screen.path}/:purchaseOrderId/createBatch`,
    'Schedule a Batch',
    'Shipments',
    purchaseOrderBatch,
  ),
  def(`${poContract.screen.path}/:purchaseOrderId/receive`, 'Ship Items', 'Shipments', purchaseOrderBatch),
  def(`${poContract.screen.path}/:purchaseOrderId/create`, 'Ship Items', 'Shipments', purchaseOrderBatch),
  // A purchase order's receiving: choose which of its shipments arrived, then the receiving flow.
  def('/warehouses/shipments/:id/create', 'Receive purchase order', 'Shipments', receivingScreen),
  planned('/warehouses/bulkShipments', 'Bulk Shipments', 'Shipments'),
  planned('/warehouses/bulkShipments/create', 'Create bulk shipment', 'Shipments'),
  planned('/warehouses/bulkShipments/allocate/:bulkShipmentId', 'Allocate bulk shipment', 'Shipments'),
  planned('/warehouses/bulkShipments/:id', 'Bulk shipment', 'Shipments'),
  planned(manualShipmentsContract.screen.path, 'Small Parcel Shipments', 'Shipments'),
  planned(`${manualShipmentsContract.screen.path}/create`, 'Create small parcel shipment', 'Shipments'),
  planned(`${manualShipmentsContract.screen.path}/edit/:id`, 'Edit small parcel shipment', 'Shipments'),

  // Integrations
  ...generated(irmsPurchaseOrdersContract.screen.path, 'IRMS Purchase Orders', 'Integrations'),
  ...generated(irmsCustomerOrdersContract.screen.path, 'IRMS Customer Orders', 'Integrations'),
  ...[
    tplFacilitiesContract,
    tplCustomersContract,
    tplCarriersContract,
    tplUnitsOfMeasureContract,
    tplBillingCodesContract,
    tplCarrierServicesContract,
  ].flatMap(({ screen: { path } }) =>
    generated(path, `3PL ${path.split('/').pop()!.replace('-', ' ')}`, 'Integrations', { edit: true }),
  ),
  ...generated(tplAdjustmentsContract.screen.path, '3PL adjustments', 'Integrations'),
  ...generated(tplReceiversContract.screen.path, '3PL Advanced Shipping Notices', 'Integrations'),
  def(
    `${tplReceiversContract.screen.path}/create`,
    '3PL Advanced Shipping Notices: create',
    'Integrations',
    tplReceiverForm,
  ),
  def(
    `${tplReceiversContract.screen.path}/edit/:id`,
    '3PL Advanced Shipping Notices: edit',
    'Integrations',
    tplReceiverForm,
  ),
  ...generated(shipCodeMappingsContract.screen.path, 'Shipping code mappings', 'Integrations', {
    create: true,
    edit: true,
  }),

  // Other
  ...generated(
    orderGroupsContract.screen.path,
    'Storefront order groups',
    'Other',
    { create: true, edit: true },
    'Edit storefront order group',
  ),
  // The spec's second path of the same list; its links lead to the first one's forms.
  def(
    '/other/storefront/order-groups',
    'Storefront order groups',
    'Other',
    screen(() => import('./screens/storefronts/order-groups-list.screen')),
  ),
  ...generated(orderTagsContract.screen.path, 'Order tags', 'Other', { edit: true }, 'Edit order tag'),
  ...generated(
    storefrontProductsContract.screen.path,
    'Storefront products',
    'Other',
    { edit: true },
    'Edit storefront product',
  ),
  planned(automationContentsContract.screen.path, 'Automation log', 'Other'),
  ...generated(contentTemplatesContract.screen.path, 'Content templates', 'Other', {
    create: true,
    edit: true,
  }),
  ...crud(automationsContract.screen.path, 'Automations', 'Other'),
  ...generated(apiLogsContract.screen.path, 'API logs', 'Other'),
  ...generated(logActionsContract.screen.path, 'User logs', 'Other'),
  ...generated(`${systemLogsContract.screen.path}/:projId?`, 'System logs', 'Other'),

  // Administration
  def(
    vendorsContract.screen.path,
    'Vendors',
    'Administration',
    screen(() => import('./screens/vendors/vendor-list.screen')),
  ),
  def(
    `${vendorsContract.screen.path}/create`,
    'Vendors: create',
    'Administration',
    screen(() => import('./screens/vendors/vendor-form.screen')),
  ),
  def(
    `${vendorsContract.screen.path}/edit/:id`,
    'Vendors: edit',
    'Administration',
    screen(() => import('./screens/vendors/vendor-form.screen')),
  ),
  def(
    `${vendorsContract.screen.path}/manage/:id`,
    'Manage vendor',
    'Administration',
    screen(() => import('./screens/vendors/vendor-manage.screen')),
  ),
  ...generated(vendorStatusContract.screen.path, 'Vendor Status', 'Administration', {
    create: true,
    edit: true,
  }),
  ...generated(projectsContract.screen.path, 'Storefronts', 'Administration', { create: true }),
  // The kit's edit form, with the storefront's API keys below it.
  def(
    `${projectsContract.screen.path}/edit/:id`,
    'Storefronts: edit',
    'Administration',
    screen(() => import('./screens/storefronts/storefront-edit.screen')),
  ),
  // Spec §2 lists /stores only; its create and edit forms get the kit's child routes.
  ...generated(storesContract.screen.path, 'Stores', 'Administration', { create: true, edit: true }),
  def(
    usersContract.screen.path,
    'Users',
    'Administration',
    screen(() => import('./screens/users/user-list.screen')),
  ),
  def(
    `${usersContract.screen.path}/create`,
    'Users: create',
    'Administration',
    screen(() => import('./screens/users/user-form.screen')),
  ),
  def(
    `${usersContract.screen.path}/edit/:id`,
    'Users: edit',
    'Administration',
    screen(() => import('./screens/users/user-form.screen')),
  ),
  def(
    '/products-mapping/:projectId?',
    'Products mapping',
    'Administration',
    screen(() => import('./screens/products-mapping/products-mapping.screen')),
  ),

  // Docs
  planned('/docs', 'Docs', 'Docs'),
  planned('/docs/article/:slug', 'Article', 'Docs'),
  planned('/docs/group/:slug', 'Docs group', 'Docs'),
  planned('/changelog', 'Changelog', 'Docs'),
  ...generated(knowledgebasePagesContract.screen.path, 'Knowledge base pages', 'Docs', {
    create: true,
    edit: true,
  }),
  ...generated(knowledgebaseGroupsContract.screen.path, 'Knowledge base groups', 'Docs', {
    create: true,
    edit: true,
  }),
  ...generated(changelogContract.screen.path, 'Changelog entries', 'Docs', { create: true, edit: true }),

  // Orders (fixed paths before the catch-all Vendor Orders pattern)
  def(ordersContract.screen.path, 'Storefront Orders', 'Orders', orderListScreen),
  def(
    '/orders/unhold-recs',
    'Has Inventory',
    'Orders',
    screen(() => import('./screens/orders/recommendations/unhold-recs.screen')),
  ),
  def(
    '/orders/split-recs',
    'Recommended Splits',
    'Orders',
    screen(() => import('./screens/orders/recommendations/split-recs.screen')),
  ),
  def(
    '/orders/create',
    'Create order',
    'Orders',
    screen(() => import('./screens/orders/create/order-create.screen')),
  ),
  def(
    orderReturnsContract.screen.path,
    'Returns',
    'Orders',
    screen(() => import('./screens/returns/returns-list.screen')),
  ),
  def(
    `${orderReturnsContract.screen.path}/createLabel/:orderId?`,
    'Create return label',
    'Orders',
    screen(() => import('./screens/returns/return-label.screen')),
  ),
  def(
    `${orderReturnsContract.screen.path}/confirm/:orderId?`,
    'Confirm return',
    'Orders',
    screen(() => import('./screens/returns/return-confirm.screen')),
  ),
  def(
    `${orderReturnsContract.screen.path}/view/:orderReturnId?`,
    'Return',
    'Orders',
    screen(() => import('./screens/returns/return-view.screen')),
  ),
  def(
    '/orders/details/:id?',
    'Order details',
    'Orders',
    screen(() => import('./screens/orders/details/order-details.screen')),
  ),
  // Matched after every fixed /orders/… path above; a param that is no storefront, status or store is a 404.
  def('/orders/:projectId?/:orderStatus?/:reqStoreId?', 'Vendor Orders', 'Orders', orderListScreen),
  def(
    fulfillmentOrdersContract.screen.path,
    'Fulfillment Orders',
    'Orders',
    screen(() => import('./screens/orders/fulfillment/fulfillment-order-list.screen')),
  ),
  def(
    `${fulfillmentOrdersContract.screen.path}/details/:id?`,
    'Fulfillment order',
    'Orders',
    screen(() => import('./screens/orders/fulfillment/fulfillment-order-details.screen')),
  ),

  // Reports
  planned(`${generatedReportsContract.screen.path}/view/:id`, 'Generated report', 'Reports'),
  planned(`${generatedReportsContract.screen.path}/new/:type?`, 'New report', 'Reports'),
  planned(`${generatedReportsContract.screen.path}/:type?`, 'Generated reports', 'Reports'),
  planned('/reports/factoring-ledger', 'Factoring ledger', 'Reports'),
  planned('/reports/products/:projId?', 'Product report', 'Reports'),
  planned('/reports/products-om-shipped', 'Products shipped (OM)', 'Reports'),
  planned('/reports/products-shipped', 'Products shipped', 'Reports'),
  planned('/reports/orders-fulfillment', 'Orders fulfilment report', 'Reports'),
  planned('/reports/shipped', 'Shipped report', 'Reports'),
  planned('/reports/inventory', 'Inventory report', 'Reports'),
  planned('/products/:projectId?', 'Storefront Product Statistics', 'Reports'),

  // Manufacturing
  ...crud('/manufacturing/vendors', 'Manufacturing vendors', 'Manufacturing'),
  ...crud(workOrdersContract.screen.path, 'Work orders', 'Manufacturing'),
  ...crud(rndProjectsContract.screen.path, 'R&D projects', 'Manufacturing'),
  ...crud(billOfMaterialsContract.screen.path, 'Bills of materials', 'Manufacturing'),

  // QA tools
  def(
    '/qa/machines',
    'Machine viewer',
    'QA',
    screen(() => import('./screens/qa/machines.screen')),
    {
      roles: ['developer', 'superadmin'],
    },
  ),
];
