/**
 * Step f of a 3PL sync (issue 20, "drift reconciliation"): the WMS's stock summary of the facilities
 * mapped to the connection's warehouse, per customer (its vendor), SKU and lot, against our on hand
 * there for the same vendors (stock.queries). Each
 * difference is one open drift (a later check updates it: one open row per vendor, SKU and lot); an
 * open one that now agrees is resolved. Its explanation lists what one side has that the other has
 * not seen: the WMS's adjustments that became no direct inventory update (unmapped, refused), and our
 * on-hand movements since the last successful sync that did not come from the WMS (neither its
 * adjustments, nor an applied drift, nor the shipment of an order it fulfilled).
 */
import { and, eq, inArray, isNotNull, isNull, ne, notInArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { DriftEvent } from '../../../src/domain/contracts/wms-connections';
import { ledgerKindLabel } from '../../../src/domain/item-stock';
import type { Tx } from '../../db/client';
import { fulfillmentOrders, tplAdjustments, tplStockDrifts, vendorProducts } from '../../db/schema';
import type { PulledStockSummary } from '../../integrations/tpl-wms/records';
import { nameLedgerSources, onHandMovements, onHandPlaces } from '../inventory/stock.queries';
import { differences, driftKey, explain, type Difference } from './tpl-drift.logic';
import { customersOf, mirroredAt, warehouseFacilityIds } from './tpl-mapping.queries';
import type { StepCounts, TplRun } from './wms-sync.types';

/** Events listed per side of one difference. */
const EVENTS_PER_SIDE = 20;
/** Before a first successful sync, our movements of the last 30 days explain a difference. */
const FIRST_LOOK_BACK_MS = 30 * 86_400_000;

/** The WMS's counts of the customers mapped to a vendor; the others are counted as unmapped. */
async function wmsCounts(run: TplRun, facilityIds: readonly string[]) {
  const summaries: PulledStockSummary[] = [];
  for (const id of facilityIds) summaries.push(...(await run.connector.stockSummaries(id)));
  const vendorOf = new Map(
    [...(await customersOf(run.db, run.connection.id))].flatMap(([id, c]) =>
      c.vendorId === null ? [] : [[id, c.vendorId] as const],
    ),
  );
  const counts = summaries.flatMap((s) => {
    const vendorId = vendorOf.get(s.customerId);
    return vendorId === undefined ? [] : [{ vendorId, sku: s.sku, lotNumber: s.lotNumber, onHand: s.onHand }];
  });
  return { counts, vendorIds: [...new Set(vendorOf.values())], unmapped: summaries.length - counts.length };
}

/** The vendor item of each (vendor, SKU) the WMS holds and we do not. */
async function productsOf(tx: Tx, wanted: readonly { vendorId: number; sku: string }[]) {
  const vendorIds = [...new Set(wanted.map((w) => w.vendorId))];
  const rows = vendorIds.length
    ? await tx
        .select({ id: vendorProducts.id, vendorId: vendorProducts.vendorId, sku: vendorProducts.sku })
        .from(vendorProducts)
        .where(
          and(
            inArray(vendorProducts.vendorId, vendorIds),
            inArray(
              vendorProducts.sku,
              wanted.map((w) => w.sku),
            ),
          ),
        )
    : [];
  const ids = new Map(rows.map((r) => [`${r.vendorId}:${r.sku}`, r.id]));
  return (vendorId: number, sku: string) => ids.get(`${vendorId}:${sku}`) ?? null;
}

/** The WMS's adjustments that moved none of our stock, keyed like the differences. */
async function wmsOnlyEvents(tx: Tx, run: TplRun) {
  const rows = await tx
    .select()
    .from(tplAdjustments)
    .where(
      and(
        eq(tplAdjustments.connectionId, run.connection.id),
        isNotNull(tplAdjustments.vendorId),
        isNull(tplAdjustments.directInventoryUpdateId),
        ne(tplAdjustments.quantity, 0),
      ),
    );
  return rows.map((a) => ({
    key: driftKey({ vendorId: a.vendorId!, sku: a.sku, lotNumber: a.lotNumber }),
    side: 'wmsOnly' as const,
    event: {
      kind: 'adjustment',
      reference: `Adjustment ${a.referenceNum ?? a.externalId}`,
      quantity: a.quantity,
      at: a.adjustedAt.toISOString(),
      description: a.reason ?? 'Adjusted in the 3PL WMS',
    } satisfies DriftEvent,
  }));
}

/** Our on-hand movements since the last successful sync that the WMS did not cause, keyed like the differences. */
async function dockhandOnlyEvents(tx: Tx, run: TplRun, found: readonly Difference[]) {
  const { connection } = run;
  const items = new Map(found.flatMap((d) => (d.vendorProductId ? [[d.vendorProductId, d] as const] : [])));
  const fromWmsUpdates = (table: typeof tplAdjustments | typeof tplStockDrifts) =>
    tx
      .select({ id: sql`${table.directInventoryUpdateId}::text` })
      .from(table)
      .where(and(eq(table.connectionId, connection.id), isNotNull(table.directInventoryUpdateId)));
  const shippedByWms = tx
    .select({ id: sql`${fulfillmentOrders.id}::text` })
    .from(fulfillmentOrders)
    .where(and(mirroredAt(connection.warehouseId), isNotNull(fulfillmentOrders.externalId)));
  const rows = await onHandMovements(tx, {
    warehouseId: connection.warehouseId,
    vendorProductIds: [...items.keys()],
    since: run.lastSuccessAt ?? new Date(run.clock.now().getTime() - FIRST_LOOK_BACK_MS),
    limit: 2000,
    where: (ledger) => {
      const notFrom = (type: string, ids: SQLWrapper) =>
        sql`not (coalesce(${ledger.sourceType}, '') = ${type} and ${ledger.sourceId} in ${ids})`;
      return and(
        notFrom('direct_inventory_update', fromWmsUpdates(tplAdjustments)),
        notFrom('direct_inventory_update', fromWmsUpdates(tplStockDrifts)),
        notFrom('fulfillment_order', shippedByWms),
      );
    },
  });
  const sources = await nameLedgerSources(tx, rows);
  return rows.map((row) => {
    const d = items.get(row.vendorProductId)!;
    const source = sources.get(`${row.sourceType}:${row.sourceId}`);
    return {
      key: driftKey({ vendorId: d.vendorId, sku: d.sku, lotNumber: row.lotNumber }),
      side: 'dockhandOnly' as const,
      event: {
        kind: 'ledger',
        reference: `${ledgerKindLabel(row.kind)}${source?.label ? ` ${source.label}` : ''}`,
        quantity: row.quantityDelta,
        at: row.createdAt.toISOString(),
        description: row.reason,
      } satisfies DriftEvent,
    };
  });
}

/** Step f: finds the differences, records them open, resolves those gone. */
export async function checkDrift(run: TplRun): Promise<StepCounts> {
  const { db, clock, connection } = run;
  const facilityIds = await warehouseFacilityIds(db, connection);
  if (facilityIds.length === 0) return { skipped: 1 };
  const wms = await wmsCounts(run, facilityIds);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const ours = (await onHandPlaces(tx, connection.warehouseId, wms.vendorIds)).map((p) => ({
      vendorId: p.vendorId,
      sku: p.sku,
      lotNumber: p.lotNumber,
      onHand: p.onHand,
      vendorProductId: p.vendorProductId,
    }));
    const found = differences(wms.counts, ours, await productsOf(tx, wms.counts));
    const explained = explain(
      [...(await wmsOnlyEvents(tx, run)), ...(await dockhandOnlyEvents(tx, run, found))],
      EVENTS_PER_SIDE,
    );
    const wasOpen = new Set(
      (
        await tx
          .select()
          .from(tplStockDrifts)
          .where(and(eq(tplStockDrifts.connectionId, connection.id), eq(tplStockDrifts.status, 'open')))
      ).map(driftKey),
    );
    const keptIds: number[] = [];
    for (const d of found) {
      const values = {
        runId: run.runId,
        vendorProductId: d.vendorProductId,
        dockhandOnHand: d.dockhandOnHand,
        wmsOnHand: d.wmsOnHand,
        explanation: explained.get(driftKey(d)) ?? { wmsOnly: [], dockhandOnly: [] },
        updatedAt: now,
      };
      const [saved] = await tx
        .insert(tplStockDrifts)
        .values({
          ...values,
          connectionId: connection.id,
          warehouseId: connection.warehouseId,
          vendorId: d.vendorId,
          sku: d.sku,
          lotNumber: d.lotNumber,
          detectedAt: now,
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: [
            tplStockDrifts.connectionId,
            tplStockDrifts.vendorId,
            tplStockDrifts.sku,
            tplStockDrifts.lotNumber,
          ],
          targetWhere: sql`status = 'open'`,
          set: values,
        })
        .returning({ id: tplStockDrifts.id });
      keptIds.push(saved!.id);
    }
    const resolved = await tx
      .update(tplStockDrifts)
      .set({ status: 'resolved', resolvedAt: now, updatedAt: now })
      .where(
        and(
          eq(tplStockDrifts.connectionId, connection.id),
          eq(tplStockDrifts.status, 'open'),
          keptIds.length ? notInArray(tplStockDrifts.id, keptIds) : undefined,
        ),
      )
      .returning({ id: tplStockDrifts.id });
    return {
      open: found.length,
      new: found.filter((d) => !wasOpen.has(driftKey(d))).length,
      resolved: resolved.length,
      unmapped: wms.unmapped,
    };
  });
}
