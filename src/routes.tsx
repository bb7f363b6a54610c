/**
 * The whole route table of spec §2 in one place. Screens are loaded lazily, one chunk each. Screens
 * that later issues deliver are `planned`: a page that names the screen and its route, replaced by
 * the issue that builds it. Every route declares who may open it (`access`, from its contract, its
 * lifecycle step or the permission of what the screen does); app.tsx shows everyone else the
 * no-access page before the screen loads.
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
import {
  addCustomChargeScreenPath,
  orderBillingEntriesContract,
} from './domain/contracts/order-billing-entries';
import { activityRateCardsContract } from './domain/contracts/activity-rate-cards';
import { rateCardsContract } from './domain/contracts/rate-cards';
import { ptcFilesContract, ptcImportPermissions } from './domain/contracts/ptc-files';
import { orderGroupsContract } from './domain/contracts/order-groups';
import { orderReturnsContract } from './domain/contracts/order-returns';
import { orderTagsContract } from './domain/contracts/order-tags';
import { ordersContract } from './domain/contracts/orders';
import { packingListsContract } from './domain/contracts/packing-lists';
import { projectsContract } from './domain/contracts/projects';
import { poContract } from './domain/contracts/purchase-orders';
import { rndProjectsContract } from './domain/contracts/rnd-projects';
import { shipCodeMappingsContract } from './domain/contracts/ship-code-mappings';
import { SHIPPING_TOOL_LIST_PERMISSIONS } from './domain/contracts/shipping-tool';
import { storefrontProductsContract } from './domain/contracts/storefront-products';
import { storesContract } from './domain/contracts/stores';
import { systemLogsContract } from './domain/contracts/system-logs';
import { ticketCreateScreenPath, ticketsContract } from './domain/contracts/tickets';
import { tplAdjustmentsContract } from './domain/contracts/tpl-adjustments';
import { tplBillingCodesContract } from './domain/contracts/tpl-billing-codes';
import { tplCarrierServicesContract } from './domain/contracts/tpl-carrier-services';
import { tplCarriersContract } from './domain/contracts/tpl-carriers';
import { tplCustomersContract } from './domain/contracts/tpl-customers';
import { tplFacilitiesContract } from './domain/contracts/tpl-facilities';
import { tplReceiversContract } from './domain/contracts/tpl-receivers';
import { tplUnitsOfMeasureContract } from './domain/contracts/tpl-units-of-measure';
import { usersContract } from './domain/contracts/users';
import {
  generateInvoiceScreenPath,
  uploadInvoiceScreenPath,
  vendorInvoicesContract,
} from './domain/contracts/vendor-invoices';
import { invoiceStepPermissions } from './domain/vendor-invoice.lifecycle';
import { vendorProductsContract } from './domain/contracts/vendor-products';
import { vendorStatusContract } from './domain/contracts/vendor-status';
import { vendorsContract } from './domain/contracts/vendors';
import { warehouseProductLocationsContract } from './domain/contracts/warehouse-product-locations';
import { warehousesContract } from './domain/contracts/warehouses';
import { WMS_CONNECTION_PERMISSION, WMS_DRIFT_VIEW_PERMISSION } from './domain/contracts/wms-connections';
import { workOrdersContract } from './domain/contracts/work-orders';
import { manufacturingVendorsContract } from './domain/contracts/manufacturing-vendors';
import { bulkShipmentScreenContract } from './domain/contracts/bulk-shipments';
import { asnScreenContract, transferScreenContract } from './domain/contracts/warehouse-shipments';
import { screenAccess, type ScreenContract } from './domain/contracts/contract';
import {
  kindPermissions,
  stepPermissions as manualShipmentStepPermissions,
} from './domain/manual-shipment.lifecycle';
import { orderTransitions } from './domain/order.lifecycle';
import { ANY_SIGNED_IN } from './domain/permissions';
import { PO_BATCH_PERMISSION } from './domain/purchase-order.lifecycle';
import {
  ADVANCED_SHIP_NOTICE,
  PURCHASE_ORDER_BATCH,
  WAREHOUSE_TRANSFER,
} from './domain/resources/warehouse-shipment.schema';
import { stepPath, stepPermissions, type ShipmentStep } from './domain/warehouse-shipment.lifecycle';
import { workOrderStepPermissions } from './domain/work-order.lifecycle';
import type { Area, RouteAccess, RouteDef, ScreenProps } from './routes.types';

const screen = (load: () => Promise<{ default: ComponentType<ScreenProps> }>) => lazy(load);

/** The auth screens: no sign-in. */
const PUBLIC: RouteAccess = 'public';
/** Every signed-in user: the dashboard, messages, one's own account, the docs. */
const SIGNED_IN: RouteAccess = [ANY_SIGNED_IN];

/** Every route declares who may open it (routes.types.ts); the router refuses everyone else. */
const def = (
  path: string,
  title: string,
  area: Area,
  access: RouteAccess,
  s: RouteDef['screen'],
  extra: Partial<RouteDef> = {},
): RouteDef => ({
  path,
  title,
  area,
  access,
  screen: s,
  ...extra,
});

/** Who opens a resource's list, its create form and its edit form. */
interface CrudAccess {
  view: RouteAccess;
  create: RouteAccess;
  edit: RouteAccess;
}
/** A contract's: the list as its screen (and menu entry) says, the forms by its create and edit permissions. */
const accessOf = (contract: ScreenContract): CrudAccess => ({
  view: screenAccess(contract),
  create: contract.permissions.create,
  edit: contract.permissions.edit,
});
const automationFormScreen = screen(() => import('./screens/automations/automation-form.screen'));
const receivingScreen = screen(() => import('./screens/receiving/receiving.screen'));
const communicationsScreen = screen(() => import('./screens/communications/communications.screen'));
const crudListScreen = screen(() => import('./screens/crud/crud-list.screen'));
const storefrontProductStats = screen(() => import('./screens/reports/storefront-product-stats.screen'));
const crudFormScreen = screen(() => import('./screens/crud/crud-form.screen'));
const tplReceiverForm = screen(() => import('./screens/integrations/tpl-receiver-form.screen'));
/** Storefront Orders and Vendor Orders are one screen (its route says which). */
const orderListScreen = screen(() => import('./screens/orders/list/order-list.screen'));
const purchaseOrderForm = screen(() => import('./screens/purchase-orders/purchase-order-form.screen'));
/** Schedule a Batch and Ship Items are one screen (its route says which). */
const purchaseOrderBatch = screen(() => import('./screens/purchase-orders/purchase-order-batch.screen'));
const asnForm = screen(() => import('./screens/shipments/asn-form.screen'));
const transferForm = screen(() => import('./screens/shipments/transfer-form.screen'));
/**
 * A list generated from its CRUD config (src/components/crud/configs), with the form routes it has;
 * `path` when the config's route is not the contract's screen path as it is (a trailing parameter).
 */
const generated = (
  contract: ScreenContract,
  title: string,
  area: Area,
  {
    create = false,
    edit = false,
    path = contract.screen.path,
  }: { create?: boolean; edit?: boolean; path?: string } = {},
  editTitle = `${title}: edit`,
): RouteDef[] => {
  const access = accessOf(contract);
  return [
    def(path, title, area, access.view, crudListScreen),
    ...(create ? [def(`${path}/create`, `${title}: create`, area, access.create, crudFormScreen)] : []),
    ...(edit ? [def(`${path}/edit/:id`, editTitle, area, access.edit, crudFormScreen)] : []),
  ];
};

const asnPath = asnScreenContract.screen.path;
const asnAccess = accessOf(asnScreenContract);
const bulkPath = bulkShipmentScreenContract.screen.path;
const transferPath = transferScreenContract.screen.path;
const transferAccess = accessOf(transferScreenContract);
/** A shipment step's screen: its route and permissions are the lifecycle's (warehouse-shipment.lifecycle.ts). */
const stepRoute = (type: number, step: ShipmentStep, title: string, s: RouteDef['screen']): RouteDef =>
  // Every step routed here has a screen: stepPath answers null only for steps that have none.
  def(stepPath(type, step, ':shipmentId')!, title, 'Shipments', stepPermissions(type, step), s);

const workOrdersPath = workOrdersContract.screen.path;
/** The shortage plan reads the open work orders: whoever may work with them. */
const SHORTAGE_PLAN_ROUTE = '/manufacturing/shortage-plan';
const SHORTAGE_PLAN_ACCESS: RouteAccess = [
  'manufacturing.workOrders.view',
  'manufacturing.workOrders.update',
];
const rndForm = screen(() => import('./screens/manufacturing/rnd-form.screen'));
const bomForm = screen(() => import('./screens/manufacturing/bom-form.screen'));

const poPath = poContract.screen.path;
const poAccess = accessOf(poContract);

export const routes: RouteDef[] = [
  // Auth (no login)
  def(
    '/login',
    'Sign in',
    'Auth',
    PUBLIC,
    screen(() => import('./screens/auth/login.screen')),
  ),
  def(
    '/invite-signup/:id',
    'Accept invitation',
    'Auth',
    PUBLIC,
    screen(() => import('./screens/auth/invite-signup.screen')),
  ),
  def(
    '/forgot-password',
    'Forgot password',
    'Auth',
    PUBLIC,
    screen(() => import('./screens/auth/forgot-password.screen')),
  ),
  def(
    '/resetPassword/:userid/:token',
    'Reset password',
    'Auth',
    PUBLIC,
    screen(() => import('./screens/auth/reset-password.screen')),
  ),

  // General
  def(
    '/dashboard',
    'Dashboard',
    'General',
    SIGNED_IN,
    screen(() => import('./screens/dashboard/dashboard.screen')),
  ),
  def(
    '/onboarding',
    'Onboarding Status',
    'General',
    ['clients.view', 'clients.manage', 'role:vendor'],
    screen(() => import('./screens/onboarding/onboarding-status.screen')),
  ),
  def(
    '/communications/view/:openChannelId?',
    'Communications Center',
    'General',
    SIGNED_IN,
    communicationsScreen,
  ),
  def('/communications/:openChannelId?', 'Communications Center', 'General', SIGNED_IN, communicationsScreen),
  def(
    '/my-account',
    'My Account',
    'General',
    SIGNED_IN,
    screen(() => import('./screens/account/my-account.screen')),
  ),
  // Only a redirect to the ticket list, which checks its own access.
  def(
    '/redirectSupport',
    'Support',
    'General',
    SIGNED_IN,
    screen(() => import('./screens/support/redirect-support.screen')),
  ),
  def(
    ticketsContract.screen.path,
    'Support tickets',
    'General',
    screenAccess(ticketsContract),
    screen(() => import('./screens/support/ticket-list.screen')),
  ),
  def(
    ticketCreateScreenPath,
    'Create support ticket',
    'General',
    ticketsContract.permissions.create,
    screen(() => import('./screens/support/ticket-create.screen')),
  ),
  def(
    '/support/tickets/view/:id',
    'Support ticket',
    'General',
    ticketsContract.permissions.view,
    screen(() => import('./screens/support/ticket-view.screen')),
  ),

  // Billing (issue 18)
  def(
    '/billing/customerInvoices/view/:id',
    'Client invoice',
    'Billing',
    vendorInvoicesContract.permissions.view,
    screen(() => import('./screens/billing/invoice-view.screen')),
  ),
  def(
    generateInvoiceScreenPath,
    'Generate client invoice',
    'Billing',
    invoiceStepPermissions.issue,
    screen(() => import('./screens/billing/generate-invoice.screen')),
  ),
  def(
    uploadInvoiceScreenPath,
    'Upload existing invoice',
    'Billing',
    invoiceStepPermissions.issue,
    screen(() => import('./screens/billing/upload-invoice.screen')),
  ),
  def(
    vendorInvoicesContract.screen.path,
    'Client Invoices',
    'Billing',
    screenAccess(vendorInvoicesContract),
    screen(() => import('./screens/billing/client-invoices.screen')),
  ),
  def(
    addCustomChargeScreenPath,
    'Add Custom Charge',
    'Billing',
    orderBillingEntriesContract.permissions.create,
    screen(() => import('./screens/billing/add-custom-charge.screen')),
  ),
  def(
    orderBillingEntriesContract.screen.path,
    'Billing Ledger',
    'Billing',
    screenAccess(orderBillingEntriesContract),
    screen(() => import('./screens/billing/billing-ledger.screen')),
  ),
  def(
    `${activityRateCardsContract.screen.path}/:id`,
    'Activity rate card',
    'Billing',
    activityRateCardsContract.permissions.view,
    screen(() => import('./screens/billing/activity-rate-card.screen')),
  ),
  def(
    activityRateCardsContract.screen.path,
    'Activity rate cards',
    'Billing',
    screenAccess(activityRateCardsContract),
    screen(() => import('./screens/billing/activity-rate-cards.screen')),
  ),
  ...generated(rateCardsContract, 'Carrier rate cards', 'Billing', { create: true, edit: true }),
  def(
    `${ptcFilesContract.screen.path}/upload`,
    'Upload PTC file',
    'Billing',
    ptcImportPermissions,
    screen(() => import('./screens/billing/ptc-upload.screen')),
  ),
  def(
    ptcFilesContract.screen.path,
    'PTC files',
    'Billing',
    screenAccess(ptcFilesContract),
    screen(() => import('./screens/billing/ptc-files.screen')),
  ),

  // Warehouse and inventory
  def(
    '/skuMaintenance',
    'SKU Maintenance',
    'Warehouse',
    ['other.skuMaintenance'],
    screen(() => import('./screens/inventory/sku-maintenance.screen')),
  ),
  ...generated(warehousesContract, 'Warehouses', 'Warehouse', { create: true, edit: true }),
  def(
    vendorProductsContract.screen.path,
    'Vendor Items',
    'Warehouse',
    screenAccess(vendorProductsContract),
    screen(() => import('./screens/items/item-list.screen')),
  ),
  def(
    '/warehouses/inventory',
    'Inventory',
    'Warehouse',
    ['items.view'],
    screen(() => import('./screens/inventory/inventory-list.screen')),
  ),
  def(
    '/warehouses/itemsWithOffset',
    'Inventory Tracking Off',
    'Warehouse',
    ['items.view'],
    screen(() => import('./screens/inventory/tracking-off.screen')),
  ),
  def(
    warehouseProductLocationsContract.screen.path,
    'Inventory by Location',
    'Warehouse',
    screenAccess(warehouseProductLocationsContract),
    screen(() => import('./screens/inventory/items-by-location.screen')),
  ),
  // create and edit come before :id, which would match 'create' too.
  def(
    `${vendorProductsContract.screen.path}/create`,
    'Vendor Items: create',
    'Warehouse',
    vendorProductsContract.permissions.create,
    screen(() => import('./screens/items/item-form.screen')),
  ),
  def(
    `${vendorProductsContract.screen.path}/edit/:id`,
    'Vendor Items: edit',
    'Warehouse',
    vendorProductsContract.permissions.edit,
    screen(() => import('./screens/items/item-form.screen')),
  ),
  def(
    `${vendorProductsContract.screen.path}/:id`,
    'Item details',
    'Warehouse',
    ['items.details', 'items.view'],
    screen(() => import('./screens/items/item-detail.screen')),
  ),
  def(
    directInventoryUpdatesContract.screen.path,
    'Direct Inventory Updates',
    'Warehouse',
    screenAccess(directInventoryUpdatesContract),
    screen(() => import('./screens/inventory/diu/diu-list.screen')),
  ),
  def(
    `${directInventoryUpdatesContract.screen.path}/create`,
    'Create direct inventory update',
    'Warehouse',
    directInventoryUpdatesContract.permissions.create,
    screen(() => import('./screens/inventory/diu/diu-form.screen')),
  ),
  def(
    `${directInventoryUpdatesContract.screen.path}/view/:id`,
    'Direct inventory update',
    'Warehouse',
    directInventoryUpdatesContract.permissions.view,
    screen(() => import('./screens/inventory/diu/diu-view.screen')),
  ),
  def(
    '/warehouses/inventory/integrity',
    'Stock integrity',
    'Warehouse',
    ['inventory.integrity'],
    screen(() => import('./screens/inventory/integrity.screen')),
  ),
  ...generated(packingListsContract, 'Packing lists', 'Warehouse'),
  def(
    `${packingListsContract.screen.path}/create`,
    'Packing lists: create',
    'Warehouse',
    packingListsContract.permissions.create,
    screen(() => import('./screens/packing-lists/packing-list-form.screen')),
  ),
  def(
    `${packingListsContract.screen.path}/edit/:id`,
    'Packing lists: edit',
    'Warehouse',
    packingListsContract.permissions.edit,
    screen(() => import('./screens/packing-lists/packing-list-form.screen')),
  ),

  // Shipments
  def(
    asnPath,
    'Advance Ship Notices',
    'Shipments',
    asnAccess.view,
    screen(() => import('./screens/shipments/asn-list.screen')),
  ),
  def(`${asnPath}/create`, 'Create ASN', 'Shipments', asnAccess.create, asnForm),
  def(
    `${asnPath}/view/:id`,
    'ASN',
    'Shipments',
    asnScreenContract.permissions.view,
    screen(() => import('./screens/shipments/asn-view.screen')),
  ),
  def(`${asnPath}/recreate/:recreateFromShipmentId`, 'Recreate ASN', 'Shipments', asnAccess.create, asnForm),
  // The spec's plural /warehouses/advancedShipNotices/{shipmentId}/confirm: the ASN's receiving.
  stepRoute(ADVANCED_SHIP_NOTICE, 'receive', 'Confirm ASN', receivingScreen),
  def(
    transferPath,
    'Warehouse Transfers',
    'Shipments',
    transferAccess.view,
    screen(() => import('./screens/shipments/transfer-list.screen')),
  ),
  def(
    `${transferPath}/create`,
    'Create warehouse transfer',
    'Shipments',
    transferAccess.create,
    transferForm,
  ),
  def(
    `${transferPath}/view/:id`,
    'Warehouse transfer',
    'Shipments',
    transferScreenContract.permissions.view,
    screen(() => import('./screens/shipments/transfer-view.screen')),
  ),
  // The transfer's form again for an existing transfer (edit, while Draft or Open).
  def(
    `${transferPath}/:shipmentId/create`,
    'Edit warehouse transfer',
    'Shipments',
    transferAccess.edit,
    transferForm,
  ),
  stepRoute(
    WAREHOUSE_TRANSFER,
    'confirm',
    'Warehouse transfer: confirm',
    screen(() => import('./screens/transfer-flow/transfer-confirm.screen')),
  ),
  stepRoute(
    WAREHOUSE_TRANSFER,
    'allocate',
    'Warehouse transfer: allocate',
    screen(() => import('./screens/transfer-flow/transfer-allocate.screen')),
  ),
  stepRoute(WAREHOUSE_TRANSFER, 'receive', 'Warehouse transfer: receive', receivingScreen),
  def(
    poPath,
    'Purchase Orders',
    'Shipments',
    poAccess.view,
    screen(() => import('./screens/purchase-orders/purchase-order-list.screen')),
  ),
  def(`${poPath}/create`, 'Create purchase order', 'Shipments', poAccess.create, purchaseOrderForm),
  def(`${poPath}/edit/:id`, 'Edit purchase order', 'Shipments', poAccess.edit, purchaseOrderForm),
  def(
    `${poPath}/view/:id`,
    'Purchase order',
    'Shipments',
    poContract.permissions.view,
    screen(() => import('./screens/purchase-orders/purchase-order-view.screen')),
  ),
  def(
    `${poPath}/:purchaseOrderId/createBatch`,
    'Schedule a Batch',
    'Shipments',
    [PO_BATCH_PERMISSION],
    purchaseOrderBatch,
  ),
  def(
    `${poPath}/:purchaseOrderId/receive`,
    'Ship Items',
    'Shipments',
    [PO_BATCH_PERMISSION],
    purchaseOrderBatch,
  ),
  def(
    `${poPath}/:purchaseOrderId/create`,
    'Ship Items',
    'Shipments',
    [PO_BATCH_PERMISSION],
    purchaseOrderBatch,
  ),
  // A purchase order's receiving: choose which of its shipments arrived, then the receiving flow.
  def(
    '/warehouses/shipments/:id/create',
    'Receive purchase order',
    'Shipments',
    stepPermissions(PURCHASE_ORDER_BATCH, 'receive'),
    receivingScreen,
  ),
  def(
    bulkPath,
    'Bulk Shipments',
    'Shipments',
    screenAccess(bulkShipmentScreenContract),
    screen(() => import('./screens/bulk-shipments/bulk-shipment-list.screen')),
  ),
  // A brand requests, staff create: one form (it says which it is).
  def(
    `${bulkPath}/create`,
    'Create bulk shipment',
    'Shipments',
    bulkShipmentScreenContract.permissions.create,
    screen(() => import('./screens/bulk-shipments/bulk-shipment-create.screen')),
  ),
  def(
    `${bulkPath}/allocate/:bulkShipmentId`,
    'Allocate bulk shipment',
    'Shipments',
    manualShipmentStepPermissions.bulk.allocate,
    screen(() => import('./screens/bulk-shipments/bulk-allocate.screen')),
  ),
  def(
    `${bulkPath}/:id`,
    'Bulk shipment',
    'Shipments',
    bulkShipmentScreenContract.permissions.view,
    screen(() => import('./screens/bulk-shipments/bulk-shipment-view.screen')),
  ),
  def(
    manualShipmentsContract.screen.path,
    'Small Parcel Shipments',
    'Shipments',
    screenAccess(manualShipmentsContract),
    screen(() => import('./screens/manual-shipments/manual-shipment-list.screen')),
  ),
  // The base serves both kinds; these screens are the small parcels' (spec §6: view, create).
  def(
    `${manualShipmentsContract.screen.path}/create`,
    'Create small parcel shipment',
    'Shipments',
    kindPermissions.parcel.create,
    screen(() => import('./screens/manual-shipments/manual-shipment-create.screen')),
  ),
  // Also the shipment's page (steps, documents, timeline): a viewer sees it without the form.
  def(
    `${manualShipmentsContract.screen.path}/edit/:id`,
    'Edit small parcel shipment',
    'Shipments',
    kindPermissions.parcel.view,
    screen(() => import('./screens/manual-shipments/manual-shipment-edit.screen')),
  ),

  // Integrations
  ...generated(irmsPurchaseOrdersContract, 'IRMS Purchase Orders', 'Integrations'),
  ...generated(irmsCustomerOrdersContract, 'IRMS Customer Orders', 'Integrations'),
  ...[
    tplFacilitiesContract,
    tplCustomersContract,
    tplCarriersContract,
    tplUnitsOfMeasureContract,
    tplBillingCodesContract,
    tplCarrierServicesContract,
  ].flatMap((contract) =>
    generated(contract, `3PL ${contract.screen.path.split('/').pop()!.replace('-', ' ')}`, 'Integrations', {
      edit: true,
    }),
  ),
  ...generated(tplAdjustmentsContract, '3PL adjustments', 'Integrations'),
  ...generated(tplReceiversContract, '3PL Advanced Shipping Notices', 'Integrations'),
  def(
    `${tplReceiversContract.screen.path}/create`,
    '3PL Advanced Shipping Notices: create',
    'Integrations',
    tplReceiversContract.permissions.create,
    tplReceiverForm,
  ),
  def(
    `${tplReceiversContract.screen.path}/edit/:id`,
    '3PL Advanced Shipping Notices: edit',
    'Integrations',
    tplReceiversContract.permissions.edit,
    tplReceiverForm,
  ),
  ...generated(shipCodeMappingsContract, 'Shipping code mappings', 'Integrations', {
    create: true,
    edit: true,
  }),
  // The external warehouse systems (issue 20): each warehouse's connection, Sync now and its runs;
  // the 3PL stock drift.
  def(
    '/integrations/tpl/connections',
    '3PL WMS connections',
    'Integrations',
    [WMS_CONNECTION_PERMISSION],
    screen(() => import('./screens/wms-sync/tpl-connections.screen')),
  ),
  def(
    '/integrations/tpl/drift',
    'Stock drift',
    'Integrations',
    [WMS_DRIFT_VIEW_PERMISSION],
    screen(() => import('./screens/wms-sync/drift.screen')),
  ),
  def(
    '/integrations/irms/connections',
    'IRMS connections',
    'Integrations',
    [WMS_CONNECTION_PERMISSION],
    screen(() => import('./screens/wms-sync/irms-connections.screen')),
  ),
  // The shipping tool's lists (issue 16): one screen, a tab per list, each under its own permission.
  ...(['stores', 'products', 'tags'] as const).map((list) =>
    def(
      `/integrations/shipping-tool/${list}`,
      `Shipping tool ${list}`,
      'Integrations',
      [SHIPPING_TOOL_LIST_PERMISSIONS[list]],
      screen(() => import('./screens/shipping-tool/shipping-tool.screen')),
    ),
  ),

  // Other
  ...generated(
    orderGroupsContract,
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
    screenAccess(orderGroupsContract),
    screen(() => import('./screens/storefronts/order-groups-list.screen')),
  ),
  def(
    '/other/storefront/virtual-orders',
    'Virtual orders',
    'Other',
    ['storefronts.massRetryVirtualOrders'],
    screen(() => import('./screens/virtual-orders/virtual-orders.screen')),
  ),
  ...generated(orderTagsContract, 'Order tags', 'Other', { edit: true }, 'Edit order tag'),
  ...generated(
    storefrontProductsContract,
    'Storefront products',
    'Other',
    { edit: true },
    'Edit storefront product',
  ),
  def(
    automationContentsContract.screen.path,
    'Automation log',
    'Other',
    screenAccess(automationContentsContract),
    screen(() => import('./screens/automations/automation-log.screen')),
  ),
  ...generated(contentTemplatesContract, 'Content templates', 'Other', { create: true, edit: true }),
  def(
    automationsContract.screen.path,
    'Automations',
    'Other',
    accessOf(automationsContract).view,
    screen(() => import('./screens/automations/automation-list.screen')),
  ),
  def(
    `${automationsContract.screen.path}/create`,
    'Automations: create',
    'Other',
    automationsContract.permissions.create,
    automationFormScreen,
  ),
  def(
    `${automationsContract.screen.path}/edit/:id`,
    'Automations: edit',
    'Other',
    automationsContract.permissions.edit,
    automationFormScreen,
  ),
  ...generated(apiLogsContract, 'API logs', 'Other'),
  ...generated(logActionsContract, 'User logs', 'Other'),
  ...generated(systemLogsContract, 'System logs', 'Other', {
    path: `${systemLogsContract.screen.path}/:projId?`,
  }),

  // Administration
  def(
    vendorsContract.screen.path,
    'Vendors',
    'Administration',
    screenAccess(vendorsContract),
    screen(() => import('./screens/vendors/vendor-list.screen')),
  ),
  def(
    `${vendorsContract.screen.path}/create`,
    'Vendors: create',
    'Administration',
    vendorsContract.permissions.create,
    screen(() => import('./screens/vendors/vendor-form.screen')),
  ),
  def(
    `${vendorsContract.screen.path}/edit/:id`,
    'Vendors: edit',
    'Administration',
    vendorsContract.permissions.edit,
    screen(() => import('./screens/vendors/vendor-form.screen')),
  ),
  def(
    `${vendorsContract.screen.path}/manage/:id`,
    'Manage vendor',
    'Administration',
    vendorsContract.permissions.view,
    screen(() => import('./screens/vendors/vendor-manage.screen')),
  ),
  ...generated(vendorStatusContract, 'Vendor Status', 'Administration', { create: true, edit: true }),
  ...generated(projectsContract, 'Storefronts', 'Administration', { create: true }),
  // The kit's edit form, with the storefront's API keys below it.
  def(
    `${projectsContract.screen.path}/edit/:id`,
    'Storefronts: edit',
    'Administration',
    projectsContract.permissions.edit,
    screen(() => import('./screens/storefronts/storefront-edit.screen')),
  ),
  // Spec §2 lists /stores only; its create and edit forms get the kit's child routes.
  ...generated(storesContract, 'Stores', 'Administration', { create: true, edit: true }),
  def(
    usersContract.screen.path,
    'Users',
    'Administration',
    screenAccess(usersContract),
    screen(() => import('./screens/users/user-list.screen')),
  ),
  def(
    `${usersContract.screen.path}/create`,
    'Users: create',
    'Administration',
    usersContract.permissions.create,
    screen(() => import('./screens/users/user-form.screen')),
  ),
  def(
    `${usersContract.screen.path}/edit/:id`,
    'Users: edit',
    'Administration',
    usersContract.permissions.edit,
    screen(() => import('./screens/users/user-form.screen')),
  ),
  // Mapping only (storefronts.products) may use the screen too; the menu entry is the mapping permission's.
  def(
    '/products-mapping/:projectId?',
    'Products mapping',
    'Administration',
    ['storefronts.productsMapping', 'storefronts.products'],
    screen(() => import('./screens/products-mapping/products-mapping.screen')),
  ),

  // Docs
  def(
    '/docs',
    'Docs',
    'Docs',
    SIGNED_IN,
    screen(() => import('./screens/docs/docs-home.screen')),
  ),
  def(
    '/docs/article/:slug',
    'Article',
    'Docs',
    SIGNED_IN,
    screen(() => import('./screens/docs/docs-article.screen')),
  ),
  def(
    '/docs/group/:slug',
    'Docs group',
    'Docs',
    SIGNED_IN,
    screen(() => import('./screens/docs/docs-group.screen')),
  ),
  def(
    '/changelog',
    'Changelog',
    'Docs',
    SIGNED_IN,
    screen(() => import('./screens/docs/changelog.screen')),
  ),
  ...generated(knowledgebasePagesContract, 'Knowledge base pages', 'Docs', { create: true, edit: true }),
  ...generated(knowledgebaseGroupsContract, 'Knowledge base groups', 'Docs', { create: true, edit: true }),
  ...generated(changelogContract, 'Changelog entries', 'Docs', { create: true, edit: true }),

  // Orders (fixed paths before the catch-all Vendor Orders pattern)
  def(
    ordersContract.screen.path,
    'Storefront Orders',
    'Orders',
    screenAccess(ordersContract),
    orderListScreen,
  ),
  // Both lists act on what they show (remove holds, split): the action's permission opens them.
  def(
    '/orders/unhold-recs',
    'Has Inventory',
    'Orders',
    [orderTransitions.unhold.permission],
    screen(() => import('./screens/orders/recommendations/unhold-recs.screen')),
  ),
  def(
    '/orders/split-recs',
    'Recommended Splits',
    'Orders',
    [orderTransitions.split.permission],
    screen(() => import('./screens/orders/recommendations/split-recs.screen')),
  ),
  def(
    '/orders/simulate-meal-kit',
    'Simulate meal-kit order',
    'Orders',
    ['orders.simulateMealKit'],
    screen(() => import('./screens/order-simulation/order-simulation.screen')),
  ),
  def(
    '/orders/checkout',
    'Checkout',
    'Orders',
    ['orders.checkout.view'],
    screen(() => import('./screens/checkout/checkout.screen')),
  ),
  def(
    '/orders/create',
    'Create order',
    'Orders',
    ordersContract.permissions.create,
    screen(() => import('./screens/orders/create/order-create.screen')),
  ),
  def(
    orderReturnsContract.screen.path,
    'Returns',
    'Orders',
    screenAccess(orderReturnsContract),
    screen(() => import('./screens/returns/returns-list.screen')),
  ),
  def(
    `${orderReturnsContract.screen.path}/createLabel/:orderId?`,
    'Create return label',
    'Orders',
    orderReturnsContract.permissions.create,
    screen(() => import('./screens/returns/return-label.screen')),
  ),
  def(
    `${orderReturnsContract.screen.path}/confirm/:orderId?`,
    'Confirm return',
    'Orders',
    ['orders.returns.confirm'],
    screen(() => import('./screens/returns/return-confirm.screen')),
  ),
  def(
    `${orderReturnsContract.screen.path}/view/:orderReturnId?`,
    'Return',
    'Orders',
    orderReturnsContract.permissions.view,
    screen(() => import('./screens/returns/return-view.screen')),
  ),
  def(
    '/orders/details/:id?',
    'Order details',
    'Orders',
    ordersContract.permissions.view,
    screen(() => import('./screens/orders/details/order-details.screen')),
  ),
  // Matched after every fixed /orders/… path above; a param that is no storefront, status or store is a 404.
  def(
    '/orders/:projectId?/:orderStatus?/:reqStoreId?',
    'Vendor Orders',
    'Orders',
    ordersContract.permissions.view,
    orderListScreen,
  ),
  def(
    fulfillmentOrdersContract.screen.path,
    'Fulfillment Orders',
    'Orders',
    screenAccess(fulfillmentOrdersContract),
    screen(() => import('./screens/orders/fulfillment/fulfillment-order-list.screen')),
  ),
  def(
    `${fulfillmentOrdersContract.screen.path}/details/:id?`,
    'Fulfillment order',
    'Orders',
    fulfillmentOrdersContract.permissions.view,
    screen(() => import('./screens/orders/fulfillment/fulfillment-order-details.screen')),
  ),

  // Reports
  def(
    `${generatedReportsContract.screen.path}/view/:id`,
    'Generated report',
    'Reports',
    generatedReportsContract.permissions.view,
    screen(() => import('./screens/generated-reports/generated-report-view.screen')),
  ),
  def(
    `${generatedReportsContract.screen.path}/new/:type?`,
    'New report',
    'Reports',
    generatedReportsContract.permissions.create,
    screen(() => import('./screens/generated-reports/new-generated-report.screen')),
  ),
  def(
    `${generatedReportsContract.screen.path}/:type?`,
    'Generated reports',
    'Reports',
    screenAccess(generatedReportsContract),
    screen(() => import('./screens/generated-reports/generated-report-list.screen')),
  ),
  // The report screens (issue 17): a chart read at a glance, its table, totals; filters in the URL.
  def(
    '/reports/factoring-ledger',
    'Factoring ledger',
    'Reports',
    ['billing.factoringLedger'],
    screen(() => import('./screens/reports/factoring-ledger.screen')),
  ),
  def(
    '/reports/products/:projId?',
    'Product report',
    'Reports',
    ['reports.storefrontProductStats'],
    storefrontProductStats,
  ),
  def(
    '/reports/products-om-shipped',
    'Products shipped (OM)',
    'Reports',
    ['reports.orderedItems'],
    screen(() => import('./screens/reports/products-shipped.screen')),
  ),
  def(
    '/reports/products-shipped',
    'Products shipped',
    'Reports',
    ['reports.orderedItems'],
    screen(() => import('./screens/reports/products-shipped.screen')),
  ),
  def(
    '/reports/orders-fulfillment',
    'Orders fulfilment report',
    'Reports',
    ['reports.orderFulfillment'],
    screen(() => import('./screens/reports/orders-fulfillment.screen')),
  ),
  def(
    '/reports/shipped',
    'Shipped report',
    'Reports',
    ['reports.shippedCount'],
    screen(() => import('./screens/reports/shipped.screen')),
  ),
  def(
    '/reports/inventory',
    'Inventory report',
    'Reports',
    ['reports.warehouseProductStats'],
    screen(() => import('./screens/reports/inventory-report.screen')),
  ),
  def(
    '/products/:projectId?',
    'Storefront Product Statistics',
    'Reports',
    ['reports.storefrontProductStats'],
    storefrontProductStats,
  ),

  // Manufacturing
  ...generated(manufacturingVendorsContract, 'Manufacturing vendors', 'Manufacturing', {
    create: true,
    edit: true,
  }),
  def(
    workOrdersPath,
    'Work orders',
    'Manufacturing',
    accessOf(workOrdersContract).view,
    screen(() => import('./screens/manufacturing/work-order-list.screen')),
  ),
  def(
    `${workOrdersPath}/create`,
    'Create work order',
    'Manufacturing',
    workOrdersContract.permissions.create,
    screen(() => import('./screens/manufacturing/work-order-create.screen')),
  ),
  // The work order's page: its lifecycle and stock for whoever may read it, its form while a Draft.
  def(
    `${workOrdersPath}/edit/:id`,
    'Work order',
    'Manufacturing',
    workOrdersContract.permissions.view,
    screen(() => import('./screens/manufacturing/work-order.screen')),
  ),
  def(
    `${workOrdersPath}/:id/complete`,
    'Complete work order',
    'Manufacturing',
    workOrderStepPermissions.complete,
    screen(() => import('./screens/manufacturing/work-order-complete.screen')),
  ),
  def(
    SHORTAGE_PLAN_ROUTE,
    'Shortage plan',
    'Manufacturing',
    SHORTAGE_PLAN_ACCESS,
    screen(() => import('./screens/manufacturing/shortage-plan.screen')),
  ),
  def(
    rndProjectsContract.screen.path,
    'R&D projects',
    'Manufacturing',
    accessOf(rndProjectsContract).view,
    screen(() => import('./screens/manufacturing/rnd-list.screen')),
  ),
  def(
    `${rndProjectsContract.screen.path}/create`,
    'Create R&D project',
    'Manufacturing',
    rndProjectsContract.permissions.create,
    rndForm,
  ),
  // The project's costing sheet: readers see its costing, editors its form too.
  def(
    `${rndProjectsContract.screen.path}/edit/:id`,
    'R&D project',
    'Manufacturing',
    rndProjectsContract.permissions.view,
    rndForm,
  ),
  def(
    billOfMaterialsContract.screen.path,
    'Bills of materials',
    'Manufacturing',
    accessOf(billOfMaterialsContract).view,
    screen(() => import('./screens/manufacturing/bom-list.screen')),
  ),
  def(
    `${billOfMaterialsContract.screen.path}/create`,
    'Create bill of materials',
    'Manufacturing',
    billOfMaterialsContract.permissions.create,
    bomForm,
  ),
  // The BOM's page: its explosion and cost for whoever may read it, its form for editors.
  def(
    `${billOfMaterialsContract.screen.path}/edit/:id`,
    'Bill of materials',
    'Manufacturing',
    billOfMaterialsContract.permissions.view,
    bomForm,
  ),

  // QA tools
  def(
    '/qa/machines',
    'Machine viewer',
    'QA',
    ['role:developer', 'role:superadmin'],
    screen(() => import('./screens/qa/machines.screen')),
  ),
];
