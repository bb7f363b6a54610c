/**
 * Domain events of spec §7 ("Live notifications"), published after the transaction that caused them
 * commits. The live hub (issue 6) subscribes, fans them out across processes (LISTEN/NOTIFY) and
 * delivers each only to users allowed to see its subject; for now they stay in this process.
 */
import { EventEmitter } from 'node:events';

export type DomainEvent =
  | { type: 'WarehouseProductUpdated'; warehouseId: number; vendorProductId: number; vendorId: number }
  | { type: 'WmsProductUpdated'; warehouseId: number; vendorProductId: number; vendorId: number }
  | { type: 'OrderUpdated'; orderId: number; vendorId: number; warehouseId: number | null }
  | { type: 'StorefrontProductUpdated'; storefrontProductId: number; projectId: number };

export class DomainEvents {
  private readonly emitter = new EventEmitter();

  publish(event: DomainEvent): void {
    this.emitter.emit('event', event);
  }

  subscribe(listener: (event: DomainEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}
