/**
 * /orders/returns/confirm/:orderId? (?returnId= for one return): a thin view over the return confirm
 * machine — choose the return (scan its RMA), count restocked and damaged units, review, commit.
 */
import { Link, useSearch } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { returnNumberOf } from '../../domain/order-return';
import { useReturnConfirm } from '../../machines/return-confirm/use-return-confirm';
import type { ScreenProps } from '../../routes.types';
import { ConfirmChooseStep } from './confirm-choose-step';
import { ConfirmLinesStep } from './confirm-lines-step';
import { ConfirmReview } from './confirm-review';
import { FlowSteps } from './flow-steps';
import { ConfirmationBadge } from './return-badge';
import { orderDetailsPath, RETURNS_PATH, returnViewPath } from '../../api/returns.api';
import { row } from './return-styles';
import { ui } from '../../components/ui/styles';

const steps = ['Return', 'Count', 'Review', 'Done'] as const;
const stepIndex: Record<string, number> = { choosing: 0, editing: 1, reviewing: 2, committing: 2, done: 3 };
const idOf = (raw: string | null | undefined) => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export default function ReturnConfirmScreen({ params }: Partial<ScreenProps>) {
  const query = new URLSearchParams(useSearch());
  const flow = useReturnConfirm({
    orderId: idOf(params?.orderId),
    orderReturnId: idOf(query.get('returnId')),
  });
  const { step, context } = flow;
  const result = context.result;
  return (
    <div className={ui.maxW1100}>
      <PageHeader
        title="Confirm return"
        description="Receive a parcel a customer sent back: restock what can be sold again, write off what arrived damaged."
        actions={
          <Link href={RETURNS_PATH} className={buttonClass({ variant: 'secondary' })}>
            All returns
          </Link>
        }
      />
      <FlowSteps steps={steps} current={stepIndex[step] ?? 0} />
      {(step === 'loading' || step === 'loadingReturn' || step === 'starting') && <PageLoading />}
      {step === 'failed' && (
        <Notice tone="danger" role="alert" title="The return could not be loaded">
          <p>{context.error}</p>
          <Button size="sm" variant="secondary" className={ui.mt3} onClick={flow.retry}>
            Try again
          </Button>
        </Notice>
      )}
      {step === 'choosing' && <ConfirmChooseStep flow={flow} />}
      {step === 'editing' && <ConfirmLinesStep flow={flow} />}
      {(step === 'reviewing' || step === 'committing') && (
        <ConfirmReview flow={flow} busy={step === 'committing'} />
      )}
      {step === 'done' && result && (
        <Notice tone="success" role="status" title={`Return ${returnNumberOf(result)} received`}>
          <p className={ui.rowCenter}>
            The stock is updated. The return is now <ConfirmationBadge confirmation={result.confirmation} />
          </p>
          <div className={`${row} ${ui.mt3}`}>
            <Link href={returnViewPath(result.id)} className={buttonClass({ size: 'sm' })}>
              View the return
            </Link>
            <Link
              href={orderDetailsPath(result.orderId)}
              className={buttonClass({ size: 'sm', variant: 'secondary' })}
            >
              Open order {result.orderNumber ?? ''}
            </Link>
            <Link href={RETURNS_PATH} className={buttonClass({ size: 'sm', variant: 'ghost' })}>
              All returns
            </Link>
          </div>
        </Notice>
      )}
    </div>
  );
}
