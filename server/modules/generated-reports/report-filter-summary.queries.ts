/**
 * A report's filters as people read them in its history and on its page: a label per filter that was
 * set, choices by their labels and records by their names ("Storefront: Northwind Goods").
 */
import { inArray } from 'drizzle-orm';
import { reportDateFilterLabels } from '../../../src/domain/report-periods';
import type { Db, Tx } from '../../db/client';
import {
  generatedReports,
  projects,
  tplCustomers,
  tplFacilities,
  vendors,
  warehouses,
} from '../../db/schema';

type ReportRow = typeof generatedReports.$inferSelect;

const labels: Record<string, string> = {
  storefrontIds: 'Storefronts',
  includeManualShipments: 'Include manual shipments',
  whatStores: 'Stores',
  orderStatus: 'Order status',
  customer: 'Customer',
  dateFilter: 'Date filter',
  dateType: 'Date type',
  startDate: 'Start date',
  endDate: 'End date',
  countryCode: 'Country',
  vendorId: 'Vendor',
  warehouseId: 'Warehouse',
  tplFacilityId: '3PL facility',
  tplCustomerId: '3PL customer',
};

const choiceLabels: Record<string, Record<string, string>> = {
  dateFilter: reportDateFilterLabels,
  dateType: { orderDate: 'Order date', shipDate: 'Ship date' },
  whatStores: { notHidden: 'Not hidden', hidden: 'Hidden', all: 'All' },
  orderStatus: { all: 'Any status' },
};

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

async function namesOf(db: Db | Tx, filters: Record<string, unknown>, projectId: number | null) {
  const projectIds = [...ids(filters.storefrontIds), ...ids(projectId)];
  const lookup = async <T extends { id: number; name: string }>(wanted: number[], read: () => Promise<T[]>) =>
    new Map((wanted.length ? await read() : []).map((r) => [r.id, r.name]));
  const [storefronts, vendorNames, warehouseNames, facilities, customers] = await Promise.all([
    lookup(projectIds, () =>
      db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(inArray(projects.id, projectIds)),
    ),
    lookup(ids(filters.vendorId), () =>
      db
        .select({ id: vendors.id, name: vendors.name })
        .from(vendors)
        .where(inArray(vendors.id, ids(filters.vendorId))),
    ),
    lookup(ids(filters.warehouseId), () =>
      db
        .select({ id: warehouses.id, name: warehouses.fullName })
        .from(warehouses)
        .where(inArray(warehouses.id, ids(filters.warehouseId))),
    ),
    lookup(ids(filters.tplFacilityId), () =>
      db
        .select({ id: tplFacilities.id, name: tplFacilities.name })
        .from(tplFacilities)
        .where(inArray(tplFacilities.id, ids(filters.tplFacilityId))),
    ),
    lookup(ids(filters.tplCustomerId), () =>
      db
        .select({ id: tplCustomers.id, name: tplCustomers.name })
        .from(tplCustomers)
        .where(inArray(tplCustomers.id, ids(filters.tplCustomerId))),
    ),
  ]);
  return {
    storefrontIds: storefronts,
    vendorId: vendorNames,
    warehouseId: warehouseNames,
    tplFacilityId: facilities,
    tplCustomerId: customers,
  } as Record<string, Map<number, string>>;
}

export async function describeReportFilters(
  db: Db | Tx,
  report: Pick<ReportRow, 'filters' | 'projectId' | 'forMultipleStorefronts'>,
): Promise<{ label: string; value: string }[]> {
  const filters = report.filters;
  const names = await namesOf(db, filters, report.projectId);
  const summary: { label: string; value: string }[] = [];
  if (report.projectId !== null)
    summary.push({
      label: 'Storefront',
      value:
        (names.storefrontIds!.get(report.projectId) ?? `#${report.projectId}`) +
        (report.forMultipleStorefronts ? ' (and the others chosen)' : ''),
    });
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '' || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    const named = names[key];
    const text = named
      ? ids(value)
          .map((id) => named.get(id) ?? `#${id}`)
          .join(', ')
      : value === true
        ? 'Yes'
        : (choiceLabels[key]?.[String(value)] ?? String(value));
    summary.push({ label: labels[key] ?? key, value: text });
  }
  return summary;
}
