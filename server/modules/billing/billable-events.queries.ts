/**
 * The billable events of a period (issue 18), read from what the operations recorded: receipt lines
 * (per document and day), orders shipped (their activity facts), bulk and small-parcel shipments
 * shipped (cartons, pallets, packages), returns confirmed, work-order completions, and each day's
 * storage (from the ledger, through stock.queries). Labels are events of their own, priced by the
 * carrier rate cards. Days are UTC days (billing's calendar, written down in docs/architecture.md).
 *
 * Each event names its source (sourceType, sourceId), the document as people call it, and cumulative
 * quantities; rating (src/domain/billing/rating.ts) prices it. Orders, the bulk of the events, are read
 * a page at a time (keyset on the id), so a month of a large client streams in constant memory.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { BillableEvent } from '../../../src/domain/billing/rating';
import type { SourceDocument } from '../../../src/domain/billing/source-links';
import { BULK_SHIPMENT } from '../../../src/domain/manual-shipment.lifecycle';
import { ORDER_STATUS } from '../../../src/domain/order.lifecycle';
import type { Db, Tx } from '../../db/client';
import { storageDays } from '../inventory/stock.queries';

export interface EventQuery {
  /** Null: every vendor. */
  vendorIds: readonly number[] | null;
  /** Only this warehouse's events (null: all). */
  warehouseId?: number | null;
  from: string;
  to: string;
}

/** A shipping label: priced by the carrier rate cards, not the activity card. */
export interface LabelEvent {
  sourceType: 'order' | 'manualShipment';
  sourceId: string;
  sourceRef: string;
  vendorId: number;
  warehouseId: number | null;
  day: string;
  carrierCode: string;
  serviceCode: string;
  /** Pounds. */
  weight: number;
}

/** An event with what its source link needs. */
export type SourcedEvent = BillableEvent & { document?: SourceDocument };

type Reader = Db | Tx;
const rowsOf = async <T>(db: Reader, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const ORDER_PAGE = 5000;

/** `column` falls on a day of the period (UTC). */
const inPeriod = (column: SQL, q: EventQuery) =>
  sql`${column} >= (${q.from}::date)::timestamp at time zone 'UTC' and ${column} < (${q.to}::date + 1)::timestamp at time zone 'UTC'`;
const utcDay = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const vendorIn = (column: SQL, q: EventQuery) =>
  q.vendorIds ? sql`${column} = any(${`{${q.vendorIds.join(',')}}`}::int[])` : sql`true`;
const warehouseIs = (column: SQL, q: EventQuery) =>
  q.warehouseId ? sql`${column} = ${q.warehouseId}` : sql`true`;

const num = (v: unknown) => Number(v ?? 0);

/** Receipts: per inbound document and day, its units, lines, pallets (LPNs), cartons declared and the document. */
export async function receiptEvents(db: Reader, q: EventQuery): Promise<SourcedEvent[]> {
  const rows = await rowsOf<{
    shipment_id: number;
    day: string;
    vendor_id: number;
    warehouse_id: number;
    type: number;
    order_number: string;
    purchase_order_id: number | null;
    units: string;
    lines: string;
    pallets: string;
    cartons: string;
  }>(
    db,
    sql`
      with received as (
        select r.shipment_id, ${utcDay(sql`r.created_at`)} as day, r.vendor_id, r.warehouse_id, r.line_index,
               sum(r.received_quantity + r.damaged_quantity + r.quarantine_quantity) as units,
               count(*) as receipt_rows, array_agg(r.lpn) filter (where r.lpn is not null) as lpns
        from inbound_receipts r
        where ${inPeriod(sql`r.created_at`, q)} and ${vendorIn(sql`r.vendor_id`, q)} and ${warehouseIs(sql`r.warehouse_id`, q)}
        group by 1, 2, 3, 4, 5
      )
      select x.shipment_id, x.day, x.vendor_id, x.warehouse_id, ws.type, ws.order_number, ws.purchase_order_id,
             sum(x.units) as units, count(*) as lines,
             (select count(distinct l) from received y, unnest(y.lpns) l
               where y.shipment_id = x.shipment_id and y.day = x.day) as pallets,
             sum(case when jsonb_typeof(ws.items -> x.line_index -> 'cartons') = 'number'
                      then (ws.items -> x.line_index ->> 'cartons')::numeric else 0 end) as cartons
      from received x join warehouse_shipments ws on ws.id = x.shipment_id
      group by x.shipment_id, x.day, x.vendor_id, x.warehouse_id, ws.type, ws.order_number, ws.purchase_order_id
      order by x.shipment_id, x.day`,
  );
  return rows.map((r) => {
    const document: SourceDocument =
      r.type === 2 && r.purchase_order_id
        ? { kind: 'po', id: r.purchase_order_id, number: r.order_number }
        : { kind: r.type === 0 ? 'transfer' : 'asn', id: r.shipment_id, number: r.order_number };
    return {
      sourceType: 'receipt',
      sourceId: `${r.shipment_id}@${r.day}`,
      sourceRef: r.order_number,
      activity: 'receiving',
      vendorId: r.vendor_id,
      warehouseId: r.warehouse_id,
      day: r.day,
      quantities: {
        unit: num(r.units),
        line: num(r.lines),
        pallet: num(r.pallets),
        carton: num(r.cartons),
        document: 1,
      },
      document,
    };
  });
}

/** Orders shipped in the period, a page at a time: pick and pack, and their labels. */
export async function* orderEventPages(
  db: Reader,
  q: EventQuery,
): AsyncGenerator<{ events: SourcedEvent[]; labels: LabelEvent[] }> {
  let after = 0;
  for (;;) {
    const rows = await rowsOf<{
      id: number;
      order_number: string;
      vendor_id: number;
      warehouse_id: number | null;
      day: string;
      units: string | null;
      pick_lines: string | null;
      carrier_code: string | null;
      service_code: string | null;
      weight: string | null;
    }>(
      db,
      sql`
        select o.id, o.order_number, o.vendor_id, o.warehouse_id, ${utcDay(sql`o.ship_date`)} as day,
               o.activity ->> 'units' as units, o.activity ->> 'pickLines' as pick_lines,
               o.carrier_code, o.service_code, o.weight_total as weight
        from orders o
        where o.id > ${after} and o.order_status = ${ORDER_STATUS.shipped} and o.activity is not null
          and ${inPeriod(sql`o.ship_date`, q)} and ${vendorIn(sql`o.vendor_id`, q)} and ${warehouseIs(sql`o.warehouse_id`, q)}
        order by o.id
        limit ${ORDER_PAGE}`,
    );
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    const events: SourcedEvent[] = [];
    const labels: LabelEvent[] = [];
    for (const r of rows) {
      const units = num(r.units);
      const base = {
        sourceType: 'order' as const,
        sourceId: String(r.id),
        sourceRef: r.order_number,
        vendorId: r.vendor_id,
        warehouseId: r.warehouse_id,
        day: r.day,
      };
      events.push({
        ...base,
        activity: 'pickPack',
        quantities: {
          order: 1,
          firstUnit: units > 0 ? 1 : 0,
          additionalUnit: Math.max(0, units - 1),
          line: num(r.pick_lines),
        },
      });
      if (r.carrier_code && r.service_code)
        labels.push({
          ...base,
          carrierCode: r.carrier_code,
          serviceCode: r.service_code,
          weight: num(r.weight),
        });
    }
    yield { events, labels };
    if (rows.length < ORDER_PAGE) return;
  }
}

/** Bulk and small-parcel shipments shipped in the period, with the labels of the parcels. */
export async function shipmentEvents(
  db: Reader,
  q: EventQuery,
): Promise<{ events: SourcedEvent[]; labels: LabelEvent[] }> {
  const rows = await rowsOf<{
    id: number;
    order_type: string;
    order_number: string;
    vendor_id: number;
    warehouse_id: number | null;
    day: string;
    cartons: string | null;
    pallets: string | null;
    package_count: number | null;
    carrier_code: string | null;
    service_code: string | null;
    weight: string | null;
  }>(
    db,
    sql`
      select s.id, s.order_type, s.order_number, s.vendor_id, s.warehouse_id, ${utcDay(sql`s.ship_date`)} as day,
             s.activity ->> 'cartons' as cartons, s.activity ->> 'pallets' as pallets, s.package_count,
             s.carrier_code, s.service_code, coalesce(s.weight, (s.activity ->> 'weight')::numeric) as weight
      from manual_shipments s
      where s.order_status = 'Shipped' and s.ship_date is not null
        and ${inPeriod(sql`s.ship_date`, q)} and ${vendorIn(sql`s.vendor_id`, q)} and ${warehouseIs(sql`s.warehouse_id`, q)}
      order by s.id`,
  );
  const events: SourcedEvent[] = [];
  const labels: LabelEvent[] = [];
  for (const r of rows) {
    const bulk = r.order_type === BULK_SHIPMENT;
    const base = {
      sourceId: String(r.id),
      sourceRef: r.order_number,
      vendorId: r.vendor_id,
      warehouseId: r.warehouse_id,
      day: r.day,
    };
    if (bulk)
      events.push({
        ...base,
        sourceType: 'bulkShipment',
        activity: 'outboundBulk',
        quantities: { carton: num(r.cartons), pallet: num(r.pallets) },
      });
    else {
      const packages = r.package_count ?? (num(r.cartons) || 1);
      events.push({
        ...base,
        sourceType: 'manualShipment',
        activity: 'smallParcel',
        quantities: { package: packages },
      });
      if (r.carrier_code && r.service_code)
        labels.push({
          ...base,
          sourceType: 'manualShipment',
          carrierCode: r.carrier_code,
          serviceCode: r.service_code,
          weight: num(r.weight),
        });
    }
  }
  return { events, labels };
}

/** Returns confirmed (in part or whole), by the day they were received: one return, its units received. */
export async function returnEvents(db: Reader, q: EventQuery): Promise<SourcedEvent[]> {
  const rows = await rowsOf<{
    id: number;
    order_number: string | null;
    tracking_number: string | null;
    vendor_id: number;
    warehouse_id: number;
    day: string;
    units: string;
  }>(
    db,
    sql`
      select r.id, r.order_number, r.tracking_number, r.vendor_id, r.warehouse_id,
             coalesce(to_char(r.receive_date, 'YYYY-MM-DD'), ${utcDay(sql`r.updated_at`)}) as day,
             (select coalesce(sum(coalesce((i ->> 'restockedQuantity')::numeric, 0) + coalesce((i ->> 'damagedQuantity')::numeric, 0)), 0)
                from jsonb_array_elements(r.items) i) as units
      from order_returns r
      where r.confirmation <> 'none'
        and coalesce(r.receive_date, (r.updated_at at time zone 'UTC')::date) between ${q.from}::date and ${q.to}::date
        and ${vendorIn(sql`r.vendor_id`, q)} and ${warehouseIs(sql`r.warehouse_id`, q)}
      order by r.id`,
  );
  return rows.map((r) => ({
    sourceType: 'return',
    sourceId: String(r.id),
    sourceRef: r.tracking_number ?? `Return of ${r.order_number ?? r.id}`,
    activity: 'returns',
    vendorId: r.vendor_id,
    warehouseId: r.warehouse_id,
    day: r.day,
    quantities: { return: 1, unit: num(r.units) },
  }));
}

/** Work-order completions: units assembled (or taken apart). */
export async function workOrderEvents(db: Reader, q: EventQuery): Promise<SourcedEvent[]> {
  const rows = await rowsOf<{
    id: number;
    work_order_id: number;
    order_number: string;
    vendor_id: number;
    warehouse_id: number;
    day: string;
    quantity: number;
  }>(
    db,
    sql`
      select c.id, w.id as work_order_id, w.order_number, w.vendor_id, w.warehouse_id,
             ${utcDay(sql`c.created_at`)} as day, c.quantity
      from work_order_completions c join work_orders w on w.id = c.work_order_id
      where ${inPeriod(sql`c.created_at`, q)} and ${vendorIn(sql`w.vendor_id`, q)} and ${warehouseIs(sql`w.warehouse_id`, q)}
      order by c.id`,
  );
  return rows.map((r) => ({
    sourceType: 'workOrderCompletion',
    sourceId: String(r.id),
    sourceRef: r.order_number,
    activity: 'kitting',
    vendorId: r.vendor_id,
    warehouseId: r.warehouse_id,
    day: r.day,
    quantities: { unitAssembled: r.quantity },
    document: { kind: 'workOrder', id: r.work_order_id, number: r.order_number },
  }));
}

/** Each day's storage of each vendor in each warehouse (days with stock on hand). */
export async function storageEvents(
  db: Reader,
  q: EventQuery,
  vendorIds: readonly number[],
): Promise<SourcedEvent[]> {
  const days = await storageDays(db, { vendorIds, from: q.from, to: q.to });
  return days
    .filter((d) => !q.warehouseId || d.warehouseId === q.warehouseId)
    .map((d) => ({
      sourceType: 'storage',
      sourceId: `${d.vendorId}:${d.warehouseId}:${d.day}`,
      sourceRef: `Storage ${d.day}`,
      activity: 'storage',
      vendorId: d.vendorId,
      warehouseId: d.warehouseId,
      day: d.day,
      quantities: {
        unitDay: d.units.reduce((s, u) => s + u.quantity, 0),
        palletDay: d.pallets.reduce((s, p) => s + p.quantity, 0),
        locationDay: d.locations,
      },
      aged: { unitDay: d.units, palletDay: d.pallets },
    }));
}
