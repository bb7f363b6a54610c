/**
 * The printable documents of manual and bulk shipments: GET
 * /api/common/manualShipments/{id}/{document}.pdf for packing-slip, label, pick-list, carton-labels
 * and bill-of-lading. Reading a document is reading the shipment: the same view permissions, vendor
 * and warehouse scope and kind (404 outside them, like a missing one); 409 with the reason when the
 * document does not apply to the shipment yet (src/domain/outbound-documents.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  documentRefusal,
  outboundDocumentFileName,
  outboundDocumentLabels,
  outboundDocuments,
  type OutboundDocument,
} from '../../../src/domain/outbound-documents';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { conflict, notFound } from '../../http/errors';
import { manualShipmentResource } from '../../resources/declarations/outbound';
import { parseId } from '../../resources/engine';
import { renderBillOfLadingPdf } from './bill-of-lading.pdf';
import { renderCartonLabelsPdf } from './carton-labels.pdf';
import type { ShipmentDocument } from './outbound-documents.types';
import { renderPackingSlipPdf } from './packing-slip.pdf';
import { renderPickListPdf } from './pick-list.pdf';
import { documentStateOf, readShipmentDocument } from './shipment-documents.queries';
import { renderShippingLabelPdf } from './shipping-label.pdf';

const render: Record<OutboundDocument, (d: ShipmentDocument) => Promise<Buffer>> = {
  'packing-slip': renderPackingSlipPdf,
  label: renderShippingLabelPdf,
  'pick-list': renderPickListPdf,
  'carton-labels': renderCartonLabelsPdf,
  'bill-of-lading': renderBillOfLadingPdf,
};

const summaries: Record<OutboundDocument, string> = {
  'packing-slip': 'The packing slip (a bulk shipment’s adds a packing list per pallet) as a PDF',
  label: 'A small parcel’s 4×6 shipping label with the tracking number barcode, as a PDF',
  'pick-list': 'The allocated lots and locations to pick, sorted by location, as a PDF',
  'carton-labels': 'A bulk shipment’s 4×6 GS1-128 SSCC labels, one per carton and pallet, as a PDF',
  'bill-of-lading': 'A bulk shipment’s freight bill of lading as a PDF',
};

export async function outboundDocumentRoutes(app: FastifyInstance, { database: { db } }: AppDeps) {
  const base = manualShipmentResource.base.replace(/^\/api/, '');
  for (const document of outboundDocuments) {
    app.get(
      `${base}/:id/${document}.pdf`,
      {
        config: { access: manualShipmentResource.permissions.view },
        schema: { summary: summaries[document] },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const id = parseId(manualShipmentResource, (request.params as { id: string }).id) as number;
        if (id > 2_147_483_647) throw notFound('Shipment');
        const shipment = await readShipmentDocument(db, user, id);
        const refusal = documentRefusal(documentStateOf(shipment), document);
        if (refusal) throw conflict(`${outboundDocumentLabels[document]}: ${refusal}`);
        const pdf = await render[document](shipment);
        return reply
          .header('Content-Type', 'application/pdf')
          .header(
            'Content-Disposition',
            `inline; filename="${outboundDocumentFileName(document, shipment.number)}"`,
          )
          .header('Cache-Control', 'no-store')
          .send(pdf);
      },
    );
  }
}
