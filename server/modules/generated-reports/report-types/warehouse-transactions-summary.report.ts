/**
 * Warehouse Transactions Summary (WarehouseItemsInOutReport): per vendor, SKU, warehouse and lot, the
 * stock on hand when the period starts, what moved it during the period by kind, and what is on hand
 * when it ends. Read from the stock ledger only (DESIGN.md §3: a balance is the sum of its ledger), so
 * it always reconciles: Opening + every movement column = Closing, and Closing is the on-hand sum of
 * the ledger up to the period's end.
 *
 * - On hand is the available, quarantine and damaged buckets (stock.queries' stockFigures.onHand);
 *   in-transit stock is on its way, not on hand, so a transfer counts out at its source when it leaves
 *   and in at its destination when it is received. Allocations and releases move allocated, not on
 *   hand (their quantity delta is 0), so they never show.
 * - Movement columns are signed (a shipment is negative), by the ledger row's kind: receipts
 *   (receipt), shipments (ship), transfers in and out (transfer_*, by sign), returns (return), work
 *   orders (work_order_*: components issued and consumed, products made and returned, net), and
 *   adjustments: every other kind (direct updates add / remove / count, status moves between buckets,
 *   integrity repairs, and any kind added later), so no movement is ever left out of the sum.
 * - A snapshot: the highest ledger id is read first and only rows up to it are summed, so a movement
 *   written while the report runs never half-appears; "as of" is that row's time.
 * - Large ledgers: one grouped read of the ledger (a single pass, as the bare SQL of the aggregate
 *   would make), its rows taken 1,000 at a time from a server-side cursor, so neither the ledger nor
 *   the report's rows are ever held in memory here. Paging the grouped read by key instead would read
 *   the ledger once per page: its rows are in time order, every item's spread over the whole table.
 *   Rows come out by vendor code, SKU, warehouse code and lot.
 *
 * Filters: our warehouse and vendor, or the 3PL system's facility and customer standing for the
 * warehouse and vendor they are mapped to (mapped to nothing: an empty report); a report asked for a
 * storefront covers that storefront's vendor at its warehouse. The user's vendors and warehouses limit
 * every row.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ReportCell, ReportColumn } from '../../../../src/domain/contracts/generated-reports';
import type { WarehouseInOutFilters } from '../../../../src/domain/resources/generated-report.schema';
import { vendorScope } from '../../../auth/policy';
import { cursorReader } from '../../../db/cursor';
import { projects, tplCustomers, tplFacilities, vendors } from '../../../db/schema';
import { lastLedgerRow, stockMovementColumns, stockTransactionsQuery } from '../../inventory/stock.queries';
import {
  defineReportProducer,
  inBatches,
  REPORT_BATCH_ROWS,
  type ProduceContext,
} from '../report-producer.queries';

type Ctx = ProduceContext<WarehouseInOutFilters>;

const columns: ReportColumn[] = [
  { key: 'vendorCode', label: 'Vendor code' },
  { key: 'sku', label: 'SKU' },
  { key: 'description', label: 'Description' },
  { key: 'warehouseCode', label: 'Warehouse code' },
  { key: 'lot', label: 'Lot' },
  { key: 'opening', label: 'Opening', kind: 'number' },
  ...stockMovementColumns.map((m): ReportColumn => ({ key: m.key, label: m.label, kind: 'number' })),
  { key: 'closing', label: 'Closing', kind: 'number' },
];
/** The cells before the numbers: vendor code, SKU, description, warehouse code, lot. */
const LABEL_CELLS = 5;

/** The vendor and warehouse the filters come to: one id, null for any, or 'none' (an empty report). */
type Choice = number | null | 'none';

/** All the given constraints at once: ids that disagree, or a 3PL record mapped to nothing, are none. */
function both(constraints: readonly (number | null | undefined | 'none')[]): Choice {
  let chosen: Choice = null;
  for (const c of constraints) {
    if (c === undefined || c === null) continue;
    if (c === 'none' || (chosen !== null && chosen !== c)) return 'none';
    chosen = c;
  }
  return chosen;
}

async function chosenTenants(ctx: Ctx): Promise<{ vendorId: Choice; warehouseId: Choice }> {
  const { db, filters } = ctx;
  const [facility, customer, project] = await Promise.all([
    filters.tplFacilityId
      ? db
          .select({ warehouseId: tplFacilities.warehouseId })
          .from(tplFacilities)
          .where(eq(tplFacilities.id, filters.tplFacilityId))
      : null,
    filters.tplCustomerId
      ? db
          .select({ vendorId: tplCustomers.vendorId })
          .from(tplCustomers)
          .where(eq(tplCustomers.id, filters.tplCustomerId))
      : null,
    ctx.projectId
      ? db
          .select({ vendorId: projects.vendorId, warehouseId: projects.warehouseId })
          .from(projects)
          .where(eq(projects.id, ctx.projectId))
      : null,
  ]);
  /** Not asked: no constraint; asked but missing or mapped to nothing: none. */
  const mapped = <T>(rows: T[] | null, pick: (row: T) => number | null): Choice => {
    if (rows === null) return null;
    const id = rows[0] ? pick(rows[0]) : null;
    return id ?? 'none';
  };
  return {
    vendorId: both([
      filters.vendorId,
      mapped(customer, (c) => c.vendorId),
      mapped(project, (p) => p.vendorId),
    ]),
    warehouseId: both([
      filters.warehouseId,
      mapped(facility, (f) => f.warehouseId),
      project?.[0]?.warehouseId,
    ]),
  };
}

export const warehouseTransactionsSummaryReport = defineReportProducer<WarehouseInOutFilters>({
  columns: () => columns,

  async produce(ctx, progress) {
    const { db, user, signal } = ctx;
    const last = await lastLedgerRow(db);
    const chosen = await chosenTenants(ctx);
    if (!last || chosen.vendorId === 'none' || chosen.warehouseId === 'none')
      return { asOf: last?.at ?? null, rows: inBatches([]) };
    const query = stockTransactionsQuery({
      start: ctx.start,
      end: ctx.end,
      lastId: last.id,
      vendorId: chosen.vendorId,
      warehouseId: chosen.warehouseId,
      user,
    });
    // Progress: the rows come in vendor code order, so how far through the vendors the last one is.
    const vendorCodes = await db
      .select({ code: vendors.code })
      .from(vendors)
      .where(
        and(
          vendorScope(user, vendors.id),
          chosen.vendorId === null ? undefined : eq(vendors.id, chosen.vendorId),
        ),
      )
      .orderBy(asc(vendors.code));
    const place = new Map(vendorCodes.map((v, i) => [v.code, (i + 1) / vendorCodes.length]));

    async function* rows(): AsyncIterable<ReportCell[][]> {
      const cursor = cursorReader(db);
      try {
        signal.throwIfAborted();
        await cursor.open(query);
        for (;;) {
          signal.throwIfAborted();
          const page = await cursor.next(REPORT_BATCH_ROWS);
          if (page.length === 0) return;
          const cells = page.map((r) => [
            ...(r.slice(0, LABEL_CELLS) as (string | null)[]),
            ...r.slice(LABEL_CELLS).map(Number),
          ]);
          await progress(place.get(String(cells[cells.length - 1]![0])) ?? 0);
          yield cells;
          if (page.length < REPORT_BATCH_ROWS) return;
        }
      } finally {
        await cursor.close();
      }
    }
    return { asOf: last.at, rows: rows() };
  },
});
