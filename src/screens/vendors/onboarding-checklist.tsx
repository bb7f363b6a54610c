/**
 * A vendor's onboarding checklist on its manage page: the required steps done, each step with its state,
 * what is missing, what it waits for and a link to the screen that completes it; for an admin with
 * clients.manage, Mark onboarded (once every required step is done) and Deny, each confirmed.
 */
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Notice } from '../../components/notice';
import { OnboardingStepRow } from '../../components/onboarding-step-row';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import type { VendorOnboardingFlow } from '../../machines/vendor-onboarding/use-vendor-onboarding';
import { progressText } from '../../machines/vendor-onboarding/vendor-onboarding.logic';
import { OnboardingActionDialog } from './onboarding-action-dialog';

export function OnboardingChecklistCard({
  flow,
  mayManage,
}: {
  flow: VendorOnboardingFlow;
  mayManage: boolean;
}) {
  const { checklist } = flow.context;
  if (flow.step === 'loading' && !checklist) return <PageLoading />;
  if (!checklist)
    return (
      <Notice tone="danger" role="alert" title="The onboarding checklist could not be loaded">
        {flow.context.error}{' '}
        <Button size="sm" variant="secondary" onClick={flow.refresh}>
          Try again
        </Button>
      </Notice>
    );
  return (
    <Card
      title={progressText(checklist)}
      description={
        checklist.blockingStep
          ? `Blocked at ${checklist.blockingStep.label}`
          : checklist.stage === 'onboarded'
            ? 'Onboarded'
            : 'Every required step is done'
      }
      actions={
        mayManage && (
          <div className={ui.actionBar}>
            <Button variant="secondary" onClick={flow.refresh} disabled={flow.step === 'loading'}>
              Refresh
            </Button>
            <Button variant="secondary" disabled={!flow.canDeny} onClick={flow.deny}>
              Deny
            </Button>
            <Button disabled={!flow.canComplete} onClick={flow.complete}>
              Mark onboarded
            </Button>
          </div>
        )
      }
    >
      <ol aria-label="Onboarding steps">
        {checklist.steps.map((s) => (
          <OnboardingStepRow key={s.id} step={s} steps={checklist.steps} />
        ))}
      </ol>
      <OnboardingActionDialog flow={flow} vendorName={checklist.vendorName} />
    </Card>
  );
}
