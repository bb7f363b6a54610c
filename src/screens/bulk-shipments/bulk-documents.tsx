/**
 * The dock's documents of a bulk shipment, in the order a dock uses them: pick list, carton labels,
 * packing list (one per pallet), bill of lading. Each downloads as a PDF with the user's token; one
 * that does not apply yet is disabled with the reason (src/domain/outbound-documents.ts).
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '../../api/api-error';
import { useManualShipmentCalls, type ManualShipmentRow } from '../../api/manual-shipments.api';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ui } from '../../components/ui/styles';
import { documentRefusal, documentsOf, type OutboundDocument } from '../../domain/outbound-documents';

/** What each is for, under its name. */
const purposes: Partial<Record<OutboundDocument, { label: string; hint: string }>> = {
  'pick-list': { label: 'Pick list', hint: 'Allocated lots, sorted by location.' },
  'carton-labels': { label: 'Carton labels', hint: '4×6 GS1-128 SSCC label per carton and pallet.' },
  'packing-slip': { label: 'Packing list', hint: 'One page per pallet, with its cartons.' },
  'bill-of-lading': { label: 'Bill of lading', hint: 'For the carrier: pieces, weight, freight class.' },
};

export function BulkDocuments({ shipment, cartons }: { shipment: ManualShipmentRow; cartons: number }) {
  const calls = useManualShipmentCalls();
  const [busy, setBusy] = useState<OutboundDocument | null>(null);
  const state = { ...shipment, cartons };
  const download = async (document: OutboundDocument) => {
    setBusy(document);
    try {
      await calls.download(shipment, document);
    } catch (error) {
      toast.error(`The document could not be made: ${describeApiError(error).message}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title="Documents">
      <ul className={ui.stack3}>
        {documentsOf(shipment.orderType).map((document) => {
          const refusal = documentRefusal(state, document);
          const { label, hint } = purposes[document] ?? { label: document, hint: '' };
          return (
            <li key={document} className={ui.rowCenter}>
              <div className={ui.grow}>
                <p className={ui.medium}>{label}</p>
                <p className={ui.mutedSmall}>{refusal ?? hint}</p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={refusal !== null}
                loading={busy === document}
                aria-label={`Download ${label.toLowerCase()}`}
                onClick={() => void download(document)}
              >
                PDF
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
