/**
 * Who may receive a domain event, and what the client receives (spec §7 names). A user gets an event
 * only when they could read its subject through the API: the permission of the screens that show it,
 * and the vendor/warehouse scope of DESIGN.md §4 applied exactly as the resource declarations do
 * (orders: vendor and warehouse; vendor items: vendor, and warehouse when set; storefront products:
 * through their storefront's vendor and warehouse; manual and bulk shipments: their kind's view, vendor and
 * warehouse, server/modules/outbound/manual-shipment-access.policy.ts; work orders: the same through
 * server/modules/manufacturing/work-order-access.policy.ts). A vendor user never hears of
 * another vendor's order.
 */
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/guard';
import type { Db } from '../db/client';
import { projects } from '../db/schema';
import type {
  BillingEntriesUpdatedPayload,
  GeneratedReportUpdatedPayload,
  JobUpdatedPayload,
  ManualShipmentUpdatedPayload,
  OrderUpdatedPayload,
  StorefrontProductUpdatedPayload,
  VendorSetupUpdatedPayload,
  WarehouseProductUpdatedPayload,
  WorkOrderUpdatedPayload,
} from '../../src/domain/live-events';
import { orderBillingEntriesContract } from '../../src/domain/contracts/order-billing-entries';
import type { DomainEvent } from '../events/domain-events';
import { canSeeVendor, canSeeWarehouse } from '../auth/policy';
import { mayReadShipment } from '../modules/outbound/manual-shipment-access.policy';
import { mayReadWorkOrder } from '../modules/manufacturing/work-order-access.policy';
import { mayFollowJob } from '../jobs/job-access.policy';
import { mayFollowOnboarding } from '../modules/onboarding/onboarding-access.policy';
import { mayReadGeneratedReport } from '../modules/generated-reports/generated-report-access.policy';

export interface Delivery {
  method: string;
  args: unknown[];
  mayReceive: (user: AuthUser) => boolean;
}

/** The permissions of the screens that show each kind of record (any one of them suffices). */
const eventPermissions: Record<DomainEvent['type'], readonly string[]> = {
  OrderUpdated: ['orders.view'],
  WarehouseProductUpdated: ['items.view', 'items.details', 'items.inventoryByLocation'],
  WmsProductUpdated: ['items.view', 'items.details', 'items.inventoryByLocation'],
  StorefrontProductUpdated: ['storefronts.products', 'storefronts.productsMapping'],
  ManualShipmentUpdated: ['shipments.parcel.view', 'shipments.bulk.view'],
  WorkOrderUpdated: [
    'manufacturing.workOrders.view',
    'manufacturing.workOrders.update',
    'warehouses.po.workOrders.view',
    'warehouses.po.workOrders.create',
  ],
  // Not a permission: the job's creator, staff and its vendor's users (server/jobs/job-access.policy.ts).
  JobUpdated: [],
  // The report type's own permission, in server/modules/generated-reports/generated-report-access.policy.ts.
  GeneratedReportUpdated: [],
  // The ledger's readers (orderBillingEntriesContract.permissions.view) within the vendor's scope.
  BillingEntriesUpdated: orderBillingEntriesContract.permissions.view,
  // Not a permission: the users it names.
  UserNotified: [],
  // Onboarding's viewers within the vendor's scope (server/modules/onboarding/onboarding-access.policy.ts).
  VendorSetupUpdated: [],
};

const holdsAny = (user: AuthUser, permissions: readonly string[]) =>
  permissions.some((p) => user.permissions.includes(p));

interface ProjectTenant {
  vendorId: number;
  warehouseId: number | null;
}

/** A storefront's tenant rarely changes; a short cache saves a query per product event. */
const PROJECT_CACHE_MS = 30_000;

export class HubAudience {
  private readonly projectCache = new Map<number, { tenant: ProjectTenant | null; at: number }>();

  constructor(private readonly db: Db) {}

  /** The invocation an event becomes and who may receive it; null when nobody may (a missing storefront). */
  async deliveryOf(event: DomainEvent): Promise<Delivery | null> {
    const permitted = (user: AuthUser) => holdsAny(user, eventPermissions[event.type]);
    switch (event.type) {
      case 'OrderUpdated':
        return {
          method: event.type,
          args: [
            {
              id: event.orderId,
              vendorId: event.vendorId,
              warehouseId: event.warehouseId,
            } satisfies OrderUpdatedPayload,
          ],
          mayReceive: (user) =>
            permitted(user) && canSeeVendor(user, event.vendorId) && canSeeWarehouse(user, event.warehouseId),
        };
      case 'WarehouseProductUpdated':
      case 'WmsProductUpdated':
        return {
          method: event.type,
          args: [
            {
              id: event.vendorProductId,
              vendorId: event.vendorId,
              warehouseId: event.warehouseId,
            } satisfies WarehouseProductUpdatedPayload,
          ],
          mayReceive: (user) =>
            permitted(user) && canSeeVendor(user, event.vendorId) && canSeeWarehouse(user, event.warehouseId),
        };
      case 'ManualShipmentUpdated':
        return {
          method: event.type,
          args: [
            {
              id: event.shipmentId,
              orderType: event.orderType,
              orderStatus: event.orderStatus,
              vendorId: event.vendorId,
              warehouseId: event.warehouseId,
            } satisfies ManualShipmentUpdatedPayload,
          ],
          // The kind's view permission and the shipments' own scope rule (a request not yet placed).
          mayReceive: (user) => mayReadShipment(user, event),
        };
      case 'WorkOrderUpdated':
        return {
          method: event.type,
          args: [
            {
              id: event.workOrderId,
              status: event.status,
              vendorId: event.vendorId,
              warehouseId: event.warehouseId,
            } satisfies WorkOrderUpdatedPayload,
          ],
          // Manufacturing's view, or the purchase-order one for work orders under purchase orders.
          mayReceive: (user) => mayReadWorkOrder(user, event),
        };
      case 'JobUpdated':
        return {
          method: event.type,
          args: [
            {
              id: event.jobId,
              name: event.name,
              status: event.status,
              progress: event.progress,
              progressMessage: event.progressMessage,
            } satisfies JobUpdatedPayload,
          ],
          mayReceive: (user) => mayFollowJob(user, event),
        };
      case 'GeneratedReportUpdated':
        return {
          method: event.type,
          args: [
            {
              id: event.reportId,
              type: event.reportType,
              status: event.status,
              progress: event.progress,
              progressMessage: event.progressMessage,
              rowCount: event.rowCount,
            } satisfies GeneratedReportUpdatedPayload,
          ],
          mayReceive: (user) => mayReadGeneratedReport(user, event),
        };
      case 'BillingEntriesUpdated':
        return {
          method: event.type,
          args: [{ vendorId: event.vendorId } satisfies BillingEntriesUpdatedPayload],
          mayReceive: (user) => permitted(user) && canSeeVendor(user, event.vendorId),
        };
      case 'UserNotified':
        return {
          method: 'Notify',
          args: [{ kind: event.kind, message: event.message, link: event.link }],
          mayReceive: (user) => event.userIds.includes(user.id),
        };
      case 'VendorSetupUpdated': {
        const vendorId =
          event.vendorId ??
          (event.projectId === null ? null : (await this.projectTenant(event.projectId))?.vendorId);
        if (vendorId === null || vendorId === undefined) return null;
        return {
          method: event.type,
          args: [{ vendorId } satisfies VendorSetupUpdatedPayload],
          mayReceive: (user) => mayFollowOnboarding(user, vendorId),
        };
      }
      case 'StorefrontProductUpdated': {
        const tenant = await this.projectTenant(event.projectId);
        if (!tenant) return null;
        return {
          method: event.type,
          args: [
            {
              id: event.storefrontProductId,
              projectId: event.projectId,
            } satisfies StorefrontProductUpdatedPayload,
          ],
          // A storefront without a warehouse is visible to warehouse-limited users (tenancy.ts).
          mayReceive: (user) =>
            permitted(user) &&
            canSeeVendor(user, tenant.vendorId) &&
            (tenant.warehouseId === null || canSeeWarehouse(user, tenant.warehouseId)),
        };
      }
    }
  }

  private async projectTenant(projectId: number): Promise<ProjectTenant | null> {
    const cached = this.projectCache.get(projectId);
    if (cached && Date.now() - cached.at < PROJECT_CACHE_MS) return cached.tenant;
    const [row] = await this.db
      .select({ vendorId: projects.vendorId, warehouseId: projects.warehouseId })
      .from(projects)
      .where(eq(projects.id, projectId));
    const tenant = row ?? null;
    this.projectCache.set(projectId, { tenant, at: Date.now() });
    return tenant;
  }
}
