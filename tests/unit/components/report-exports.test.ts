/**
 * The report screens' exports (src/screens/reports/report-exports.ts): every screen's filters become
 * a request the server's own schema accepts, of the type and permission the table names, with the
 * screen's title and period as its name; filters the type cannot carry are named, never sent.
 */
import { describe, expect, it } from 'vitest';
import {
  generatedReportSchema,
  reportTypePermission,
} from '../../../src/domain/resources/generated-report.schema';
import {
  exportTypeOf,
  reportExport,
  type ReportScreenKey,
  type ScreenFilters,
} from '../../../src/screens/reports/report-exports';

const TODAY = '2026-02-11';
const days = { from: '2026-01-05', to: '2026-02-03' };
const everything: ScreenFilters = {
  ...days,
  projectId: '3',
  vendorId: '7',
  warehouseId: '2',
  carrier: 'ups',
};

const cases: [ReportScreenKey, string, string, string[]][] = [
  ['shipped', 'StorefrontShippedCount', 'Shipped 2026-01-05 – 2026-02-03', ['warehouse', 'carrier']],
  ['inventory', 'WarehouseItemsInOutReport', 'Inventory 2026-02-01 – 2026-02-28', ['storefront']],
  [
    'ordersFulfillment',
    'OrderFulfillmentsReport',
    'Orders fulfilment 2026-01-05 – 2026-02-03',
    ['warehouse'],
  ],
  [
    'storefrontProductStats',
    'OrderedStorefrontItemsReport',
    'Storefront Product Statistics 2026-01-05 – 2026-02-03',
    ['vendor', 'warehouse'],
  ],
  [
    'productsShipped',
    'OrderedWarehouseItemsReport',
    'Products Shipped 2026-01-05 – 2026-02-03',
    ['vendor', 'warehouse'],
  ],
  [
    'productsOmShipped',
    'OrderedWarehouseItemsReport',
    'Products Shipped (OM) 2026-01-05 – 2026-02-03',
    ['vendor', 'warehouse'],
  ],
  [
    'factoringLedger',
    'FactoringFinanceInvoiceReport',
    'Factoring Ledger 2026-01-05 – 2026-02-03',
    ['storefront'],
  ],
];

describe('report screen exports', () => {
  it.each(cases)(
    '%s exports %s named "%s", accepted by the server’s schema',
    async (key, type, name, leftOut) => {
      const planned = reportExport(key, everything, TODAY)!;
      expect(planned.request).toMatchObject({ type, name });
      expect(planned.permission).toBe(reportTypePermission[planned.request.type]);
      expect(exportTypeOf(key)).toEqual({ type, permission: planned.permission });
      expect(planned.leftOut).toEqual(leftOut);
      const valid = await generatedReportSchema.validate(planned.request, { abortEarly: false });
      // Nothing the schema would drop or default away: what is sent is what runs.
      for (const [field, value] of Object.entries(planned.request.filters))
        expect((valid.filters as Record<string, unknown>)[field]).toEqual(value);
    },
  );

  it('takes the screen’s days as a custom range, and the inventory’s month as the preset', () => {
    expect(reportExport('ordersFulfillment', days, TODAY)!.request.filters).toEqual({
      dateFilter: 'custom',
      startDate: days.from,
      endDate: days.to,
    });
    const inventory = reportExport('inventory', { warehouseId: '2', vendorId: '7' }, '2026-12-31')!;
    expect(inventory.request).toEqual({
      type: 'WarehouseItemsInOutReport',
      name: 'Inventory 2026-12-01 – 2026-12-31',
      projectId: null,
      filters: { warehouseId: 2, vendorId: 7, dateFilter: 'this-month' },
    });
    expect(inventory.period).toBe('This month, 2026-12-01 – 2026-12-31');
  });

  it('carries the storefront as the request’s and the ledger’s vendor and warehouse', () => {
    expect(reportExport('shipped', { ...days, projectId: '3' }, TODAY)!.request.projectId).toBe(3);
    expect(reportExport('factoringLedger', everything, TODAY)!.request).toMatchObject({
      projectId: null,
      filters: { vendorId: 7, warehouseId: 2 },
    });
  });

  it('names one day once, and waits for a screen’s period', () => {
    expect(reportExport('shipped', { from: TODAY, to: TODAY }, TODAY)!.request.name).toBe(`Shipped ${TODAY}`);
    expect(reportExport('shipped', { projectId: '3' }, TODAY)).toBeNull();
    expect(reportExport('factoringLedger', { from: TODAY }, TODAY)).toBeNull();
  });

  it('never sends an id that is not one', () => {
    const planned = reportExport('productsShipped', { ...days, projectId: 'abc', vendorId: '0' }, TODAY)!;
    expect(planned.request.projectId).toBeNull();
    expect(planned.request.filters).not.toHaveProperty('storefrontIds');
    expect(planned.leftOut).toEqual([]);
  });
});
