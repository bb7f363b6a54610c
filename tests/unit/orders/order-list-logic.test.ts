import { describe, expect, it } from 'vitest';
import { roleDefaults } from '../../../src/domain/permissions';
import type { RefNames } from '../../../src/components/crud/crud-refs';
import { fulfillmentOrderColumns } from '../../../src/screens/orders/fulfillment/fulfillment-order-columns';
import {
  allowedBulkActions,
  refusedIds,
  summarizeResults,
} from '../../../src/screens/orders/list/bulk-actions';
import { agingLabel, isLate } from '../../../src/screens/orders/list/order-aging';
import { orderColumns } from '../../../src/screens/orders/list/order-columns';
import { tagFilterOptions } from '../../../src/screens/orders/list/order-filters';
import { presetLocation, routePreset } from '../../../src/screens/orders/list/route-preset';
import { activeTab, STATUS_TABS, tabCount } from '../../../src/screens/orders/list/status-tabs';

const refs: RefNames = { label: () => undefined, options: () => [] };

describe('orders list columns (spec §2)', () => {
  const columns = orderColumns({ refs, tagRows: [] });
  const shown = columns.filter((c) => !c.hiddenByDefault).map((c) => c.header);
  const optional = columns.filter((c) => c.hiddenByDefault).map((c) => c.header);

  it('shows exactly the default columns, in order', () => {
    expect(shown).toEqual([
      'Vendor',
      'Warehouse',
      'Aging',
      'Status',
      'Order number',
      'Notes',
      'Order date',
      'Items',
      'Tracking number',
      'Ship-to name',
      'Tags',
    ]);
  });

  it('offers exactly the optional columns in the picker', () => {
    const address = (who: string, parts: string[]) => parts.map((p) => `${who} ${p}`);
    const parts = ['company', 'address line 1', 'address line 2', 'city', 'state', 'postcode', 'country'];
    expect(optional).toEqual([
      'Customer email',
      'Customer username',
      ...address('Bill-to', ['name', ...parts]),
      ...address('Ship-to', parts),
      'Service code',
      'Carrier code',
      'Custom field 1',
      'Custom field 2',
      'Custom field 3',
      'Modified date',
      'Requested service',
      'Ship zone',
      'Item count',
      'Weight total',
      'Ship-by date',
      'Ship date',
      'Order total',
      'Amount paid',
      'Shipping amount',
      'Tax amount',
    ]);
  });

  it('gives every column its own id, and right-aligns the numbers', () => {
    expect(new Set(columns.map((c) => c.id)).size).toBe(columns.length);
    const numeric = [
      'aging',
      'itemCount',
      'weightTotal',
      'orderTotal',
      'amountPaid',
      'shippingAmount',
      'taxAmount',
    ];
    expect(columns.filter((c) => c.align === 'end').map((c) => c.id)).toEqual(numeric);
  });

  it('sorts by the server keys of spec §3', () => {
    expect(columns.filter((c) => c.sortKey).map((c) => c.sortKey)).toEqual([
      'OrderStatus',
      'OrderNumber',
      'OrderDate',
      'ModifyDate',
      'ShipByDate',
      'ShipDate',
      'OrderTotal',
    ]);
  });

  it('the fulfilment orders list has the same defaults without the vendor column', () => {
    const fo = fulfillmentOrderColumns(refs);
    expect(fo.filter((c) => !c.hiddenByDefault).map((c) => c.header)).toEqual(
      shown.filter((h) => h !== 'Vendor' && h !== 'Tags'),
    );
    expect(fo.some((c) => c.id === 'vendor')).toBe(false);
  });
});

describe('status tabs', () => {
  it('has All, each status and Paid but not shipped', () => {
    expect(STATUS_TABS.map((t) => t.label)).toEqual([
      'All',
      'Awaiting payment',
      'Awaiting shipment',
      'Pending fulfilment',
      'On hold',
      'Shipped',
      'Cancelled',
      'Paid but not shipped',
    ]);
  });

  it('reads the counts the server sends, and sums what it leaves out', () => {
    const sent = {
      all: 30,
      awaiting_shipment: 8,
      on_hold: 4,
      pending_fulfillment: 4,
      'paid-but-not-shipped': 16,
    };
    expect(tabCount(sent, '')).toBe(30);
    expect(tabCount(sent, 'on_hold')).toBe(4);
    expect(tabCount(sent, 'cancelled')).toBe(0);
    expect(tabCount(sent, 'paid-but-not-shipped')).toBe(16);
    const partial = { awaiting_shipment: 2, on_hold: 1, shipped: 5 };
    expect(tabCount(partial, '')).toBe(8);
    expect(tabCount(partial, 'paid-but-not-shipped')).toBe(3);
    expect(tabCount(null, 'on_hold')).toBeNull();
  });

  it('selects the tab of the status filter, All otherwise', () => {
    expect(activeTab('on_hold')).toBe('on_hold');
    expect(activeTab('paid-but-not-shipped')).toBe('paid-but-not-shipped');
    expect(activeTab(undefined)).toBe('');
    expect(activeTab('nonsense')).toBe('');
  });
});

describe('bulk actions', () => {
  const holding = (permissions: readonly string[]) => (p: string) => permissions.includes(p);

  it('needs orders.bulkUpdate, then each action its own permission', () => {
    expect(allowedBulkActions(holding(roleDefaults.vendor))).toEqual([]);
    expect(allowedBulkActions(holding(['orders.hold', 'orders.cancel']))).toEqual([]);
    const some = allowedBulkActions(holding(['orders.bulkUpdate', 'orders.hold', 'orders.unhold']));
    expect(some.map((a) => a.action)).toEqual(['hold', 'unhold', 'archive', 'unarchive']);
    const all = allowedBulkActions(holding(roleDefaults.admin));
    expect(all.map((a) => a.action)).toEqual([
      'hold',
      'unhold',
      'send-to-fulfillment',
      'move-to-awaiting-shipment',
      'add-tag',
      'remove-tag',
      'archive',
      'unarchive',
      'cancel',
    ]);
  });

  it('sums up the results and keeps the refused orders', () => {
    const results = [
      { id: 1, orderNumber: 'A', ok: true },
      { id: 2, orderNumber: 'B', ok: false, message: 'No' },
      { id: 3, orderNumber: null, ok: false, message: 'Not found' },
    ];
    expect(summarizeResults(results).text).toBe('1 order updated, 2 orders refused.');
    expect(summarizeResults(results.slice(0, 1)).text).toBe('1 order updated.');
    expect(summarizeResults(results.slice(1)).text).toBe('No order was updated: 2 orders refused.');
    expect(refusedIds(results)).toEqual([2, 3]);
  });
});

describe('Vendor Orders route params', () => {
  it('preset the storefront, the status and the store', () => {
    expect(routePreset({})).toEqual({});
    expect(routePreset({ projectId: '3', orderStatus: 'on_hold', reqStoreId: '7' })).toEqual({
      projectId: '3',
      orderStatus: 'on_hold',
      storeId: '7',
    });
    expect(routePreset({ projectId: 'all', orderStatus: 'paid-but-not-shipped' })).toEqual({
      orderStatus: 'paid-but-not-shipped',
    });
  });

  it('refuse what is no storefront id, status or store id (a 404, not a filter)', () => {
    expect(routePreset({ projectId: 'returns' })).toBeNull();
    expect(routePreset({ projectId: '3', orderStatus: 'lost' })).toBeNull();
    expect(routePreset({ projectId: '3', orderStatus: 'shipped', reqStoreId: '-1' })).toBeNull();
  });

  it('move into the query, the route winning over it', () => {
    expect(
      presetLocation('/orders', { projectId: '3', orderStatus: 'shipped' }, 'orderStatus=on_hold&page=2'),
    ).toBe('/orders?orderStatus=shipped&page=2&projectId=3');
    expect(presetLocation('/orders', {}, '')).toBe('/orders');
  });
});

describe('aging', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('reads minutes, hours, then days', () => {
    expect(agingLabel('2026-03-10T11:15:00Z', now)).toBe('45 min');
    expect(agingLabel('2026-03-10T07:00:00Z', now)).toBe('5 h');
    expect(agingLabel('2026-03-07T10:00:00Z', now)).toBe('3 d');
    expect(agingLabel('2026-03-11T10:00:00Z', now)).toBe('0 min');
  });

  it('flags open orders older than two days, never finished ones', () => {
    expect(isLate('2026-03-07T10:00:00Z', 'awaiting_shipment', now)).toBe(true);
    expect(isLate('2026-03-09T10:00:00Z', 'on_hold', now)).toBe(false);
    expect(isLate('2026-03-01T10:00:00Z', 'shipped', now)).toBe(false);
  });
});

describe('tag filter', () => {
  it('offers the storefronts tags once, and every marker under the name of its tag', () => {
    const options = tagFilterOptions([
      { name: 'VIP', color: '#7C3AED', useFor: null, projectId: 1 },
      { name: 'VIP', color: '#7C3AED', useFor: null, projectId: 2 },
      { name: 'Missing SKU', color: '#F59E0B', useFor: 'MISSING_SKU', projectId: 1 },
    ]);
    expect(options.filter((o) => o.value === 'VIP')).toHaveLength(1);
    expect(options.find((o) => o.value === 'MISSING_SKU')?.label).toBe('Missing SKU');
    expect(options.find((o) => o.value === 'ORDER_MIRRORED_CLOSED')?.label).toBe('Order mirrored closed');
  });
});
