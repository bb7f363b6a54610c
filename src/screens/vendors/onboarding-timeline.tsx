/** A vendor's onboarding events, newest first, each at its time in the user's timezone (staff only). */
import { loadOnboardingTimeline } from '../../api/onboarding.api';
import { Card } from '../../components/card';
import { formatInstant } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';

/** `version` changes when the vendor's stage did (the timeline is read again). */
export function OnboardingTimelineCard({ vendorId, version }: { vendorId: number; version: string }) {
  const api = useApi();
  const load = useLoad((signal) => loadOnboardingTimeline(api, vendorId, signal), [api, vendorId, version]);
  return (
    <Card title="Onboarding timeline">
      {load.status === 'loading' ? (
        <p className={ui.muted}>Loading the timeline…</p>
      ) : load.status === 'failed' ? (
        <p className={ui.danger} role="alert">
          The timeline could not be loaded: {load.failure.message}
        </p>
      ) : load.data.items.length === 0 ? (
        <p className={ui.muted}>Nothing has happened yet.</p>
      ) : (
        <ol className={ui.stack3} aria-label="Onboarding events">
          {[...load.data.items]
            .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
            .map((e) => (
              <li key={e.id}>
                <p>{e.message}</p>
                <p className={ui.mutedSmall}>
                  {formatInstant(e.at)}
                  {e.actorName ? ` · ${e.actorName}` : ''}
                </p>
              </li>
            ))}
        </ol>
      )}
    </Card>
  );
}
