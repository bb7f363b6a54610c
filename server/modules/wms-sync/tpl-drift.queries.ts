/**
 * The 3PL stock differences as the drift list reads them: those of the user's warehouses and vendors,
 * newest first, each with its explanation and the direct inventory update applying it would record.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DriftRow, WmsPage } from '../../../src/domain/contracts/wms-connections';
import type { Sendable } from '../../../src/domain/contracts/wire';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { tplStockDrifts, vendors, warehouses } from '../../db/schema';
import { driftScope } from './wms-access.policy';
import { proposalOf } from './tpl-drift.logic';

const selectDrifts = (db: Db | Tx) =>
  db
    .select({ drift: tplStockDrifts, warehouseName: warehouses.fullName, vendorName: vendors.name })
    .from(tplStockDrifts)
    .innerJoin(warehouses, eq(warehouses.id, tplStockDrifts.warehouseId))
    .innerJoin(vendors, eq(vendors.id, tplStockDrifts.vendorId))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectDrifts>['execute']>>[number];

const driftRow = ({ drift, warehouseName, vendorName }: Selected) =>
  ({
    id: drift.id,
    warehouseId: drift.warehouseId,
    warehouseName,
    vendorId: drift.vendorId,
    vendorName,
    vendorProductId: drift.vendorProductId,
    sku: drift.sku,
    lotNumber: drift.lotNumber,
    dockhandOnHand: drift.dockhandOnHand,
    wmsOnHand: drift.wmsOnHand,
    difference: drift.wmsOnHand - drift.dockhandOnHand,
    explanation: drift.explanation as DriftRow['explanation'],
    status: drift.status as DriftRow['status'],
    detectedAt: drift.detectedAt,
    resolvedAt: drift.resolvedAt,
    directInventoryUpdateId: drift.directInventoryUpdateId,
    proposal: proposalOf(drift),
  }) satisfies Sendable<DriftRow>;

export interface DriftsQuery {
  warehouseId: number | null;
  status: DriftRow['status'] | null;
  page: number;
  perPage: number;
}

export async function listDrifts(db: Db, user: AuthUser, query: DriftsQuery) {
  const where: SQL | undefined = and(
    driftScope(user),
    query.warehouseId ? eq(tplStockDrifts.warehouseId, query.warehouseId) : undefined,
    query.status ? eq(tplStockDrifts.status, query.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(tplStockDrifts).where(where);
  const rows = await selectDrifts(db)
    .where(where)
    .orderBy(desc(tplStockDrifts.detectedAt), desc(tplStockDrifts.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { total: total?.n ?? 0, items: rows.map(driftRow) } satisfies Sendable<WmsPage<DriftRow>>;
}

/** The differences of these ids the user may see, by id. */
export async function driftRows(db: Db | Tx, user: AuthUser, ids: readonly number[]) {
  const rows = ids.length
    ? await selectDrifts(db)
        .where(and(inArray(tplStockDrifts.id, [...ids]), driftScope(user)))
        .orderBy(tplStockDrifts.id)
    : [];
  return rows.map(driftRow);
}
