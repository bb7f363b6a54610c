/**
 * GET /api/manufacturing/billOfMaterials/{id}/explosion?quantity=N (contracts/manufacturing-answers.ts
 * BomExplosion): the BOM's current lines exploded through every sub-assembly for N finished units
 * (src/domain/manufacturing/bom-explosion.ts), with the cost roll-up from the components' last
 * purchase prices (bom-costing.ts). The BOM must be readable by the user (scope: 404 otherwise).
 */
import { and, eq } from 'drizzle-orm';
import type { BomExplosion } from '../../../src/domain/contracts/manufacturing-answers';
import type { Sendable } from '../../../src/domain/contracts/wire';
import { explosionAnswer } from '../../../src/domain/manufacturing/bom-costing';
import { explode } from '../../../src/domain/manufacturing/bom-explosion';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Db } from '../../db/client';
import { billsOfMaterials } from '../../db/schema';
import { notFound } from '../../http/errors';
import { billOfMaterialsResource } from '../../resources/declarations/manufacturing';
import { bomInputOf, sourcesFor } from './bom-sources.queries';

export async function bomExplosion(
  db: Db,
  user: AuthUser,
  id: number,
  quantity: number,
): Promise<Sendable<BomExplosion>> {
  const [bom] = await db
    .select()
    .from(billsOfMaterials)
    .where(and(eq(billsOfMaterials.id, id), scopeCondition(billOfMaterialsResource, user)));
  if (!bom) throw notFound('Bill of materials');
  const sources = await sourcesFor(
    db,
    bom.vendorId,
    [...bom.items.map((l) => l.vendorProductId), ...(bom.warehouseProductId ? [bom.warehouseProductId] : [])],
    bom.warehouseId,
  );
  const product = bom.warehouseProductId != null ? sources.items.get(bom.warehouseProductId) : undefined;
  return explosionAnswer(
    explode(bomInputOf(bom), sources),
    quantity,
    (itemId) => sources.items.get(itemId)?.lastPurchasePrice ?? null,
    product ? { vendorProductId: product.vendorProductId, sku: product.sku, name: product.name } : null,
  );
}
