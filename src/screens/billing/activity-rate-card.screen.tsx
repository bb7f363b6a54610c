/**
 * /manage/billing/activityRateCards/{id}: a card's versions and, when it has one, its draft's editor
 * with the what-if beside the saved draft; a published version's rates read only. Without a draft,
 * "New version" starts one as a copy of the latest. A thin view of the rate-card version flow.
 */
import { useState } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { TextLink } from '../../components/text-link';
import { FormError } from '../../components/form-error';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import { ACTIVITY_RATE_CARDS_PATH } from '../../api/rate-cards.api';
import { useRateCardVersion } from '../../machines/rate-card-version/use-rate-card-version';
import type { ScreenProps } from '../../routes.types';
import { RateCardVersions } from './rate-card-versions';
import { RateDraftEditor } from './rate-draft-editor';
import { RateVersionDialogs } from './rate-version-dialogs';
import { RateVersionRates } from './rate-version-rates';
import { RateWhatIfPanel } from './rate-what-if-panel';

function RateCard({ cardId }: { cardId: number }) {
  const flow = useRateCardVersion(cardId);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const { answer, saved } = flow;
  if (flow.step === 'loading' && !answer) return <PageLoading label="Loading the rate card…" />;
  if (flow.step === 'loadFailed' || !answer)
    return (
      <LoadFailure
        title="The rate card could not be loaded"
        failure={{ message: flow.error ?? 'Something went wrong.', status: null, fields: {} }}
        onRetry={flow.reload}
      />
    );
  const { card } = answer;
  const published = answer.versions.filter((v) => v.status === 'Published');
  const shown =
    published.find((v) => v.id === chosenId) ??
    (saved ? null : (published.find((v) => v.id === answer.currentVersionId) ?? published[0] ?? null));
  const mayStart = flow.step === 'viewing' || flow.step === 'published' || flow.step === 'creating';
  return (
    <>
      <PageHeader
        title={card.name}
        description={`${card.vendorName} · ${card.warehouseName ?? 'All warehouses'} · ${card.currency}`}
        actions={<TextLink href={ACTIVITY_RATE_CARDS_PATH}>All rate cards</TextLink>}
      />
      <div className={ui.stack}>
        {flow.notice && (
          <Notice tone="success" role="status">
            {flow.notice}
          </Notice>
        )}
        {flow.error && flow.step !== 'failed' && <FormError message={flow.error} />}
        <Card
          title="Versions"
          description="A version takes effect on its day and is never changed once published: a change is a new version."
          actions={
            mayStart && (
              <Button onClick={flow.newVersion} loading={flow.step === 'creating'}>
                New version
              </Button>
            )
          }
        >
          <RateCardVersions answer={answer} shownId={shown?.id ?? null} onShow={setChosenId} />
        </Card>
        <RateDraftEditor flow={flow} />
        {saved && (
          <RateWhatIfPanel
            key={`${saved.id} ${saved.version}`}
            cardId={cardId}
            versionId={saved.id}
            dirty={flow.dirty}
          />
        )}
        {shown && (
          <Card title={`Version ${shown.versionNumber} rates`}>
            <RateVersionRates version={shown} />
          </Card>
        )}
      </div>
      <RateVersionDialogs flow={flow} />
    </>
  );
}

export default function ActivityRateCardScreen({ params }: Partial<ScreenProps>) {
  const id = Number(params?.id);
  if (!Number.isSafeInteger(id) || id <= 0)
    return <FormError title="No such rate card" message="The address does not name a rate card." />;
  return <RateCard key={id} cardId={id} />;
}
