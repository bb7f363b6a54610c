/**
 * The receiving flow's screen, a thin view over the receiving machine's hook (use-receiving.ts):
 * /warehouses/shipments/:id/create (a purchase order's shipments: choose one first; with
 * `?shipment=<id>&resume=1`, that shipment's receipt in progress, resumed at once),
 * /warehouses/advancedShipNotices/:shipmentId/confirm and /warehouses/warehouseTransfers/:shipmentId/receive.
 */
import { css } from 'styled-system/css';
import { Link, useSearch } from 'wouter';
import { buttonClass } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { RECEIVING_STEPS } from '../../machines/receiving/receiving.selectors';
import { useReceiving } from '../../machines/receiving/use-receiving';
import type { ScreenProps } from '../../routes.types';
import { CountingPanel } from './receiving-counting';
import { ChoosePanel, DonePanel, FailedPanel, ResumePrompt, ReviewPanel } from './receiving-panels';
import { documentLink } from './receiving-styles';
import { ui } from '../../components/ui/styles';

function Steps({ current, withChoice }: { current: number; withChoice: boolean }) {
  return (
    <ol
      aria-label="Steps"
      className={css({ display: 'flex', gap: '4', fontSize: 'sm', mb: '4', listStyle: 'none' })}
    >
      {RECEIVING_STEPS.map((step, i) =>
        i === 0 && !withChoice ? null : (
          <li
            key={step}
            aria-current={i === current ? 'step' : undefined}
            className={css({
              color: i === current ? 'accent' : i < current ? 'fg' : 'fg.muted',
              fontWeight: i === current ? 'semibold' : 'normal',
            })}
          >
            {step}
          </li>
        ),
      )}
    </ol>
  );
}

export default function ReceivingScreen({ params }: Partial<ScreenProps>) {
  const search = new URLSearchParams(useSearch());
  // A purchase order's shipment may be named in the query (its "Resume receiving" link).
  const shipmentParam = params?.shipmentId ?? (params?.id ? search.get('shipment') : null);
  const purchaseOrderParam = params?.shipmentId ? undefined : params?.id;
  const flow = useReceiving({
    shipmentId: shipmentParam && Number(shipmentParam) > 0 ? Number(shipmentParam) : undefined,
    purchaseOrderId: purchaseOrderParam ? Number(purchaseOrderParam) : undefined,
    resume: search.get('resume') === '1',
  });
  const { shipment, step } = flow;

  return (
    <div className={ui.maxW1100}>
      <PageHeader
        title={shipment ? `Receive ${shipment.orderNumber}` : 'Receive a shipment'}
        description={
          shipment
            ? 'Scan or type each SKU or barcode, count what arrived, then review and commit the receipt.'
            : 'Choose which of the purchase order’s shipments arrived.'
        }
        actions={
          shipment && (
            <Link href={documentLink(shipment)} className={buttonClass({ variant: 'secondary' })}>
              Back to the document
            </Link>
          )
        }
      />
      <Steps current={flow.stepIndex} withChoice={flow.isForPurchaseOrder} />
      {flow.isLoading && <PageLoading />}
      {step === 'failed' && <FailedPanel flow={flow} />}
      {step === 'choosing' && <ChoosePanel flow={flow} />}
      {step === 'resumePrompt' && <ResumePrompt flow={flow} />}
      {shipment && flow.isCounting && <CountingPanel flow={flow} shipment={shipment} />}
      {shipment && flow.isReviewing && <ReviewPanel flow={flow} shipment={shipment} />}
      {step === 'done' && flow.result && <DonePanel flow={flow} result={flow.result} />}
    </div>
  );
}
