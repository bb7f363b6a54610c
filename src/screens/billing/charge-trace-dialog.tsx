/**
 * A charge traced to where it came from: its source document, the rate card version and rule (with
 * its tier) that priced it, the inputs it was priced on, its invoice, and its questions. A client
 * (billing.view) may question it; staff (billing.entries) answer an open question with a credit or
 * an explanation. An answer reads the charge again and tells the ledger to refresh.
 */
import toast from 'react-hot-toast';
import { Button } from '../../components/button';
import { FramedDialog } from '../../components/framed-dialog';
import { LoadFailure } from '../../components/load-failure';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import { useBillingEntryCalls } from '../../api/billing-entries.api';
import { formatAmount, fromAmount } from '../../domain/money';
import { useChargeDispute } from '../../machines/charge-dispute/use-charge-dispute';
import { useLoad } from '../../machines/load/use-load';
import { usePermissions } from '../../machines/use-app';
import { DisputeThread, QuestionForm, ResolveForm } from './ledger-dispute-parts';
import { TraceFacts, TraceInputs } from './ledger-trace-facts';

function TraceBody({ entryId, onChanged }: { entryId: number; onChanged: () => void }) {
  const calls = useBillingEntryCalls();
  const trace = useLoad((signal) => calls.trace(entryId, signal), [entryId]);
  const { can } = usePermissions();
  const flow = useChargeDispute((answered) => {
    toast.success(
      answered.request.kind === 'dispute'
        ? 'Your question was sent: we will answer it before the invoice.'
        : answered.answer.resolution === 'credit'
          ? 'The charge was credited: the credit shows in the ledger.'
          : 'The answer was sent to the client.',
    );
    flow.close();
    trace.refresh();
    onChanged();
  });
  if (trace.status === 'loading') return <PageLoading />;
  if (trace.status === 'failed')
    return (
      <LoadFailure title="This charge could not be loaded" failure={trace.failure} onRetry={trace.retry} />
    );
  const { entry, disputes } = trace.data;
  const open = disputes.find((d) => d.status === 'Open') ?? null;
  const charge = { entryId: entry.id, amount: fromAmount(entry.amount) };
  const mayResolve = can('billing.entries');
  const mayQuestion = !mayResolve && can('billing.view') && entry.amount > 0;
  const formOpen = flow.state !== 'idle' && flow.entryId === entry.id;
  return (
    <div className={ui.dialogBody}>
      <TraceFacts trace={trace.data} />
      <TraceInputs trace={trace.data} />
      <DisputeThread disputes={disputes} />
      {formOpen && flow.mode === 'dispute' && <QuestionForm flow={flow} />}
      {formOpen && flow.mode === 'resolve' && (
        <ResolveForm flow={flow} chargeText={formatAmount(entry.amount)} />
      )}
      {!formOpen && (
        <div className={ui.row}>
          {mayQuestion && !open && (
            <Button variant="secondary" onClick={() => flow.startDispute(charge)}>
              Question this charge
            </Button>
          )}
          {mayResolve && open && (
            <Button onClick={() => flow.startResolve(charge)}>Answer the question</Button>
          )}
        </div>
      )}
    </div>
  );
}

export function ChargeTraceDialog({
  entry,
  onClose,
  onChanged,
}: {
  entry: { id: number; chargeLabel: string } | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  return (
    <FramedDialog
      open={entry !== null}
      onClose={onClose}
      size="xl"
      title={entry?.chargeLabel ?? 'Charge'}
      description="Where this charge comes from and how it was priced."
    >
      {entry && <TraceBody entryId={entry.id} onChanged={onChanged} />}
      <div className={ui.dialogFooter}>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </FramedDialog>
  );
}
