/** Issue 13 item 9: every enum reads through its label table, counts through one plural helper. */
import { describe, expect, it } from 'vitest';
import { fulfillmentStatusLabel } from '../../../src/api/fulfillment-orders.api';
import { plural } from '../../../src/components/format';
import { ledgerKindLabel } from '../../../src/domain/item-stock';
import { ORDER_MARKERS, orderMarkerLabel, orderMarkerLabels } from '../../../src/domain/order.lifecycle';
import { warehouseItemStatusLabel } from '../../../src/domain/resources/reference';
import { shipmentStatusLabel } from '../../../src/domain/warehouse-shipment.lifecycle';

describe('label tables', () => {
  it('every order marker has a label that is not its enum name', () => {
    for (const marker of ORDER_MARKERS) {
      expect(orderMarkerLabels[marker]).toBeTruthy();
      expect(orderMarkerLabels[marker]).not.toMatch(/_/);
    }
    expect(orderMarkerLabel('SENT_TO_FULFILLMENT')).toBe('Sent to fulfillment');
    expect(orderMarkerLabel('FULFILLED')).toBe('Fulfilled');
    expect(orderMarkerLabel('VIP')).toBe('VIP');
  });

  it('warehouse document statuses, ledger movements and item statuses', () => {
    expect(shipmentStatusLabel('AwaitingShipment')).toBe('Awaiting shipment');
    expect(fulfillmentStatusLabel('AwaitingShipment')).toBe('Awaiting shipment');
    expect(ledgerKindLabel('add')).toBe('Added');
    expect(warehouseItemStatusLabel('active')).toBe('Active');
  });

  it('plurals', () => {
    expect(plural(1, 'line')).toBe('1 line');
    expect(plural(2, 'line')).toBe('2 lines');
    expect(plural(0, 'line')).toBe('0 lines');
    expect(plural(1200, 'unit')).toBe('1,200 units');
    expect(plural(2, 'batch', 'batches')).toBe('2 batches');
  });
});
