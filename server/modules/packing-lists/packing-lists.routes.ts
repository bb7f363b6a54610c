/**
 * GET /api/common/packingLists/{id}/pdf: the packing list as a printable PDF, for users who may view
 * packing lists and see its vendor and warehouse (404 otherwise, like a missing one).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pdfFileName } from '../../../src/domain/resources/packing-list.schema';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { packingLists, vendors, warehouses } from '../../db/schema';
import { notFound } from '../../http/errors';
import { packingListResource } from '../../resources/declarations/packing-lists';
import { parseId } from '../../resources/engine';
import { renderPackingListPdf } from './packing-list.pdf';
import { scopeCondition } from '../../auth/policy';

const base = packingListResource.base.replace(/^\/api/, '');

export async function packingListRoutes(app: FastifyInstance, { database: { db } }: AppDeps) {
  app.get(
    `${base}/:id/pdf`,
    {
      config: { access: packingListResource.permissions.view },
      schema: { summary: 'The packing list as a printable PDF' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = parseId(packingListResource, (request.params as { id: string }).id) as number;
      const [row] = await db
        .select({ list: packingLists, vendorName: vendors.name, warehouseName: warehouses.fullName })
        .from(packingLists)
        .innerJoin(vendors, eq(vendors.id, packingLists.vendorId))
        .innerJoin(warehouses, eq(warehouses.id, packingLists.warehouseId))
        .where(and(eq(packingLists.id, id), scopeCondition(packingListResource, user)));
      if (!row) throw notFound('Packing list');
      const pdf = await renderPackingListPdf({
        referenceNumber: row.list.referenceNumber,
        createdAt: row.list.createdAt,
        vendorName: row.vendorName,
        warehouseName: row.warehouseName,
        shipTo: row.list.shipTo,
        items: row.list.items.map((line) => ({
          sku: String(line.sku),
          name: line.name ?? null,
          quantity: Number(line.quantity) || 0,
          cartons: Number(line.cartons) || 0,
          weight: line.weight == null ? null : Number(line.weight),
        })),
        notes: row.list.notes,
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${pdfFileName(row.list.referenceNumber)}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
}
