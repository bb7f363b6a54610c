/**
 * The confirmation of marking a vendor onboarded or denied, with an optional reason kept in the
 * timeline. A 409 onboarding_incomplete lists the required steps the server found not done (Refresh
 * re-reads the checklist); any other failure offers Try again.
 */
import { Button } from '../../components/button';
import { FieldFrame } from '../../components/form-field';
import { FramedDialog } from '../../components/framed-dialog';
import { Notice } from '../../components/notice';
import { Field } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import type { VendorOnboardingFlow } from '../../machines/vendor-onboarding/use-vendor-onboarding';

export function OnboardingActionDialog({
  flow,
  vendorName,
}: {
  flow: VendorOnboardingFlow;
  vendorName: string;
}) {
  const { step, context, busy } = flow;
  const completing = context.action === 'complete';
  const title = completing ? `Mark ${vendorName} onboarded?` : `Deny ${vendorName}?`;
  const description = completing
    ? 'Every required step is done. The vendor moves to the status that counts as onboarded; the timeline records it.'
    : 'The vendor moves to the status that counts as denied; the timeline records it with the reason given.';
  return (
    <FramedDialog
      open={flow.dialogOpen}
      title={title}
      description={description}
      role="alertdialog"
      onClose={() => (step === 'incomplete' ? flow.close() : !busy && flow.cancel())}
    >
      <div className={ui.dialogBody}>
        {(step === 'confirming' || step === 'submitting' || step === 'failed') && (
          <FieldFrame label="Reason (optional)">
            {(a11y) => (
              <Field.Textarea
                {...a11y}
                rows={3}
                value={context.reason}
                disabled={step !== 'confirming'}
                onChange={(e) => flow.setReason(e.target.value)}
              />
            )}
          </FieldFrame>
        )}
        {step === 'incomplete' && (
          <Notice tone="warning" role="alert" title="Not onboarded: required steps are not done">
            <ul className={ui.stack1}>
              {context.missing.map((m) => (
                <li key={m.step}>
                  <span className={ui.semibold}>{m.label}</span>
                  {m.missing.length > 0 && `: ${m.missing.join('; ')}`}
                </li>
              ))}
            </ul>
          </Notice>
        )}
        {step === 'failed' && (
          <Notice tone="danger" role="alert" title={completing ? 'Not marked onboarded' : 'Not denied'}>
            {context.error}
          </Notice>
        )}
      </div>
      <div className={ui.dialogFooter}>
        {step === 'incomplete' ? (
          <>
            <Button variant="secondary" onClick={flow.close}>
              Close
            </Button>
            <Button onClick={flow.refresh}>Refresh the checklist</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" disabled={busy} onClick={flow.cancel}>
              Cancel
            </Button>
            {step === 'failed' ? (
              <Button onClick={flow.retry}>Try again</Button>
            ) : (
              <Button loading={busy} onClick={flow.confirm} variant={completing ? undefined : 'danger'}>
                {completing ? 'Mark onboarded' : 'Deny'}
              </Button>
            )}
          </>
        )}
      </div>
    </FramedDialog>
  );
}
