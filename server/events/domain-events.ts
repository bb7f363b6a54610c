/**
 * Domain events of spec §7 ("Live notifications"), published after the transaction that caused them
 * commits. Subscribers in this process hear them at once; the live hub forwards each to the other
 * server processes (LISTEN/NOTIFY, server/hub) and re-emits theirs here through `receive`, so a
 * subscriber hears every process's events and a publisher never knows processes exist.
 */
import { EventEmitter } from 'node:events';

export type DomainEvent =
  | { type: 'WarehouseProductUpdated'; warehouseId: number; vendorProductId: number; vendorId: number }
  | { type: 'WmsProductUpdated'; warehouseId: number; vendorProductId: number; vendorId: number }
  | { type: 'OrderUpdated'; orderId: number; vendorId: number; warehouseId: number | null }
  | { type: 'StorefrontProductUpdated'; storefrontProductId: number; projectId: number }
  | {
      type: 'ManualShipmentUpdated';
      shipmentId: number;
      orderType: string;
      orderStatus: string;
      vendorId: number;
      warehouseId: number | null;
    }
  | {
      type: 'WorkOrderUpdated';
      workOrderId: number;
      status: string;
      vendorId: number;
      warehouseId: number;
      purchaseOrderId: number | null;
    }
  | {
      /** A background job was queued, started, progressed or ended (server/jobs). */
      type: 'JobUpdated';
      jobId: number;
      name: string;
      status: string;
      progress: number;
      progressMessage: string | null;
      createdBy: string | null;
      vendorId: number | null;
    }
  | {
      /** A generated report was requested, moved on or ended (server/modules/generated-reports). */
      type: 'GeneratedReportUpdated';
      reportId: number;
      reportType: string;
      status: string;
      progress: number;
      progressMessage: string | null;
      rowCount: number;
      vendorId: number | null;
      warehouseId: number | null;
    }
  | {
      /** A vendor's charges changed: rated, added, disputed, credited or invoiced (server/modules/billing). */
      type: 'BillingEntriesUpdated';
      vendorId: number;
    }
  | {
      /**
       * Something a vendor's onboarding checklist counts changed (its storefronts, stores, keys,
       * mappings, items, users, rate cards, inbound documents): the checklist re-reads. Named by the
       * vendor, or by a storefront whose vendor the hub looks up.
       */
      type: 'VendorSetupUpdated';
      vendorId: number | null;
      projectId: number | null;
    }
  | {
      /** A message for some users (spec §7 Notify): a short text and where it leads. */
      type: 'UserNotified';
      userIds: string[];
      kind: string;
      message: string;
      link: string | null;
    };

/** VendorSetupUpdated for a vendor, or for a storefront (its vendor is looked up on delivery). */
export const vendorSetupUpdated = (of: {
  vendorId?: number | null;
  projectId?: number | null;
}): DomainEvent => ({
  type: 'VendorSetupUpdated',
  vendorId: of.vendorId ?? null,
  projectId: of.projectId ?? null,
});

export class DomainEvents {
  private readonly emitter = new EventEmitter();
  private forward: ((event: DomainEvent) => void) | null = null;

  constructor() {
    // One subscriber per app instance plus tests: the default warning at 10 would be noise.
    this.emitter.setMaxListeners(0);
  }

  publish(event: DomainEvent): void {
    this.emitter.emit('event', event);
    this.forward?.(event);
  }

  subscribe(listener: (event: DomainEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  /** Sends every event published here on to the other processes too (the hub's bus). */
  forwardTo(send: (event: DomainEvent) => void): () => void {
    this.forward = send;
    return () => {
      if (this.forward === send) this.forward = null;
    };
  }

  /** An event another process published: heard here, not forwarded again. */
  receive(event: DomainEvent): void {
    this.emitter.emit('event', event);
  }
}
