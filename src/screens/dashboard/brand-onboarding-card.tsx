/**
 * A brand user's own onboarding steps on its dashboard (GET its vendor's checklist, which answers the
 * brand's steps only), until the vendor is onboarded; it re-reads as the brand's items, users and stock change.
 */
import { loadOnboardingChecklist } from '../../api/onboarding.api';
import { Card } from '../../components/card';
import { OnboardingStepRow } from '../../components/onboarding-step-row';
import { isAboutVendor, onboardingLiveEvents } from '../../domain/live-events';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';

export function BrandOnboardingCard({ vendorId }: { vendorId: number }) {
  const api = useApi();
  const load = useLoad((signal) => loadOnboardingChecklist(api, vendorId, signal), [api, vendorId]);
  useLiveRefresh(onboardingLiveEvents, load.refresh, isAboutVendor(vendorId));
  if (load.status !== 'loaded' || load.data.stage === 'onboarded' || load.data.steps.length === 0)
    return null;
  const checklist = load.data;
  return (
    <Card
      title="Your onboarding steps"
      description={`${checklist.requiredDone} of ${checklist.requiredTotal} required steps done${
        checklist.blockingStep ? `; next: ${checklist.blockingStep.label}` : ''
      }`}
    >
      <ol aria-label="Your onboarding steps">
        {checklist.steps.map((s) => (
          <OnboardingStepRow key={s.id} step={s} steps={checklist.steps} />
        ))}
      </ol>
    </Card>
  );
}
