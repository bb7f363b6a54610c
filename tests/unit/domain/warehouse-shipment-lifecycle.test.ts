import { describe, expect, it } from 'vitest';
import {
  hasLineProgress,
  isEditableStatus,
  isFullyAllocated,
  nextSteps,
  offersStep,
  outstandingQuantity,
  shipmentLine,
  stepPath,
  stepPermissions,
  transferLineProgress,
  type ShipmentLine,
} from '../../../src/domain/warehouse-shipment.lifecycle';
import { warehouseShipmentStatuses } from '../../../src/domain/resources/warehouse-shipment.schema';

const TRANSFER = 0;
const ASN = 1;
const PO_BATCH = 2;
const line = (quantity: number, extra: Partial<ShipmentLine> = {}): ShipmentLine => ({
  sku: 'NWG-MUG-11',
  name: 'Stoneware Mug 11oz',
  vendorProductId: 7,
  quantity,
  ...extra,
});

describe('shipment lines', () => {
  it('store an ASN line with its receiving counters at 0', () => {
    expect(shipmentLine(ASN, { sku: 'NWG-MUG-11', name: 'Mug', vendorProductId: 7, quantity: 12 })).toEqual({
      sku: 'NWG-MUG-11',
      name: 'Mug',
      vendorProductId: 7,
      quantity: 12,
      receivedQuantity: 0,
      rejectedQuantity: 0,
      cancelledQuantity: 0,
    });
  });

  it('store a transfer line with its allocation, sending and receiving counters, kept from progress', () => {
    const stored = shipmentLine(
      TRANSFER,
      { sku: 'NWG-MUG-11', vendorProductId: 7, quantity: 12 },
      { allocatedQuantity: 12, sentQuantity: 10, sku: 'old', quantity: 99 },
    );
    expect(stored).toEqual({
      sku: 'NWG-MUG-11',
      name: null,
      vendorProductId: 7,
      quantity: 12,
      allocatedQuantity: 12,
      sentQuantity: 10,
      receivedQuantity: 0,
      rejectedQuantity: 0,
      cancelledQuantity: 0,
    });
  });

  it('know when stock moved against a line, and when every line is reserved in full', () => {
    expect(hasLineProgress([line(5), line(3)])).toBe(false);
    expect(hasLineProgress([line(5), line(3, { receivedQuantity: 1 })])).toBe(true);
    expect(isFullyAllocated([])).toBe(false);
    expect(isFullyAllocated([line(5, { allocatedQuantity: 5 }), line(3, { allocatedQuantity: 2 })])).toBe(
      false,
    );
    expect(isFullyAllocated([line(5, { allocatedQuantity: 5 }), line(3, { allocatedQuantity: 3 })])).toBe(
      true,
    );
  });
});

describe('editing', () => {
  it('is allowed while Draft or Open only', () => {
    expect(warehouseShipmentStatuses.filter(isEditableStatus)).toEqual(['Draft', 'Open']);
  });
});

describe('next steps', () => {
  const steps = (type: number, orderStatus: string, items: ShipmentLine[] = [line(5)]) =>
    nextSteps({ type, orderStatus, items });

  it('offer receiving an ASN or a PO batch from Open until it is Received or Cancelled', () => {
    for (const type of [ASN, PO_BATCH]) {
      const offered = warehouseShipmentStatuses.filter((s) => steps(type, s).includes('receive'));
      expect(offered).toEqual(['Open', 'AwaitingShipment', 'Shipped']);
      expect(warehouseShipmentStatuses.every((s) => !steps(type, s).includes('allocate'))).toBe(true);
    }
  });

  it('offer allocating an open transfer, then confirming it once stock is reserved', () => {
    expect(steps(TRANSFER, 'Draft')).toEqual([]);
    expect(steps(TRANSFER, 'Open')).toEqual(['allocate']);
    const partly = [line(5, { allocatedQuantity: 5 }), line(3, { allocatedQuantity: 1 })];
    expect(steps(TRANSFER, 'AwaitingShipment', partly)).toEqual(['allocate', 'confirm']);
    const full = [line(5, { allocatedQuantity: 5 }), line(3, { allocatedQuantity: 3 })];
    expect(steps(TRANSFER, 'AwaitingShipment', full)).toEqual(['confirm', 'allocate']);
    expect(steps(TRANSFER, 'Open', full)).toEqual(['confirm', 'allocate']);
  });

  it('offer receiving a transfer once it is Shipped, and nothing after', () => {
    expect(steps(TRANSFER, 'Shipped', [line(5, { allocatedQuantity: 5, sentQuantity: 5 })])).toEqual([
      'receive',
    ]);
    expect(steps(TRANSFER, 'Received')).toEqual([]);
    expect(steps(TRANSFER, 'Cancelled')).toEqual([]);
    expect(offersStep({ type: TRANSFER, orderStatus: 'Open', items: [line(1)] }, 'confirm')).toBe(false);
  });

  it('name the permissions and the screen of each step', () => {
    expect(stepPermissions(ASN, 'receive')).toEqual(['warehouses.asn.receive', 'warehouses.asn.confirm']);
    expect(stepPermissions(ASN, 'allocate')).toEqual([]);
    expect(stepPermissions(TRANSFER, 'confirm')).toEqual(['warehouses.transfers.confirm']);
    expect(stepPermissions(PO_BATCH, 'receive')).toEqual(['warehouses.po.receive']);
    expect(stepPath(ASN, 'receive', 12)).toBe('/warehouses/advancedShipNotices/12/confirm');
    expect(stepPath(TRANSFER, 'allocate', 3)).toBe('/warehouses/warehouseTransfers/3/allocate');
    expect(stepPath(TRANSFER, 'receive', 3)).toBe('/warehouses/warehouseTransfers/3/receive');
    expect(stepPath(PO_BATCH, 'receive', 3)).toBeNull();
  });
});

describe('progress of a line', () => {
  it('counts what an inbound line still waits for', () => {
    expect(outstandingQuantity(line(10))).toBe(10);
    expect(outstandingQuantity(line(10, { receivedQuantity: 6, rejectedQuantity: 1 }))).toBe(3);
    expect(outstandingQuantity(line(10, { receivedQuantity: 12 }))).toBe(0);
  });

  it('shows a transfer line in transit while Shipped and its discrepancy once Received', () => {
    const sent = line(10, {
      allocatedQuantity: 8,
      sentQuantity: 8,
      receivedQuantity: 5,
      rejectedQuantity: 1,
    });
    expect(transferLineProgress(sent, 'Shipped')).toEqual({
      requested: 10,
      allocated: 8,
      sent: 8,
      received: 5,
      rejected: 1,
      inTransit: 2,
      discrepancy: null,
    });
    expect(transferLineProgress(sent, 'Received')).toMatchObject({ inTransit: 0, discrepancy: -2 });
    expect(
      transferLineProgress(line(4, { sentQuantity: 4, receivedQuantity: 5 }), 'Received').discrepancy,
    ).toBe(1);
  });
});
