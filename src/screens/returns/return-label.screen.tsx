/**
 * /orders/returns/createLabel/:orderId?: a thin view over the return label machine — pick the shipped
 * order, the lines and quantities coming back, carrier and service; create the return and open or
 * download its PDF label.
 */
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useReturnLabel } from '../../machines/return-label/use-return-label';
import type { ScreenProps } from '../../routes.types';
import { FlowSteps } from './flow-steps';
import { LabelDetailsStep } from './label-details-step';
import { LabelDone } from './label-done';
import { LabelLinesStep } from './label-lines-step';
import { LabelOrderStep } from './label-order-step';
import { RETURNS_PATH } from '../../api/returns.api';
import { ui } from '../../components/ui/styles';

const steps = ['Order', 'Lines', 'Carrier', 'Label'] as const;
const stepIndex: Record<string, number> = {
  choosingOrder: 0,
  loadingOrder: 0,
  choosingLines: 1,
  details: 2,
  creating: 2,
  done: 3,
};

export default function ReturnLabelScreen({ params }: Partial<ScreenProps>) {
  const orderId = Number(params?.orderId);
  const flow = useReturnLabel(Number.isSafeInteger(orderId) && orderId > 0 ? orderId : undefined);
  return (
    <div className={ui.maxW1100}>
      <PageHeader
        title="Create return label"
        description="A printable label with a barcode for a customer sending back part or all of a shipped order."
        actions={
          <Link href={RETURNS_PATH} className={buttonClass({ variant: 'secondary' })}>
            All returns
          </Link>
        }
      />
      <FlowSteps steps={steps} current={stepIndex[flow.step] ?? 0} />
      {flow.step === 'loadingOrder' && <PageLoading />}
      {flow.step === 'choosingOrder' && <LabelOrderStep flow={flow} />}
      {flow.step === 'choosingLines' && <LabelLinesStep flow={flow} />}
      {(flow.step === 'details' || flow.step === 'creating') && (
        <LabelDetailsStep flow={flow} busy={flow.step === 'creating'} />
      )}
      {flow.step === 'done' && <LabelDone flow={flow} />}
    </div>
  );
}
