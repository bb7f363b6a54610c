/**
 * The draft version's editor: the day it takes effect, its rules, the monthly minimum, the markup on
 * pass-through costs and notes; Save (while there are changes), Discard changes, Delete draft and
 * Publish. Messages show at their field, the server's as well as the schema's; after a refusal the
 * focus goes to the first of them.
 */
import { useEffect, useRef } from 'react';
import { badge } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { ui } from '../../components/ui/styles';
import { PERCENT_INPUT_DECIMALS } from '../../machines/rate-card-version/rate-card-version.logic';
import type { RateCardVersionFlow } from '../../machines/rate-card-version/use-rate-card-version';
import { AmountField, DayField, NotesField } from './rate-inputs';
import { RateRulesTable } from './rate-rules-table';

/** After a refused save or publish, the focus goes to the first field with a message (it may be far up). */
function useFocusFirstProblem(error: string | null) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) box.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);
  return box;
}

export function RateDraftEditor({ flow }: { flow: RateCardVersionFlow }) {
  const { draft, saved, errors } = flow;
  const box = useFocusFirstProblem(flow.error);
  if (!draft || !saved) return null;
  const busy = flow.step !== 'editing';
  return (
    <Card
      title={`Version ${saved.versionNumber} (draft)`}
      description="A draft changes nothing until it is published; publishing is final."
      actions={flow.dirty && <span className={badge({ tone: 'warning' })}>Unsaved changes</span>}
    >
      <div ref={box} className={ui.stack}>
        {flow.step === 'failed' && (
          <div className={ui.retryBlock}>
            <FormError title="The draft was not saved" message={flow.error} />
            <div className={ui.row}>
              <Button onClick={flow.save}>Try again</Button>
              <Button variant="secondary" onClick={flow.reload}>
                Reload the card
              </Button>
              <Button variant="ghost" onClick={flow.backToEditing}>
                Back to the draft
              </Button>
            </div>
          </div>
        )}
        <div className={ui.formGrid3}>
          <DayField
            label="Effective from"
            value={draft.effectiveFrom}
            error={errors.effectiveFrom}
            disabled={busy}
            helpText="Charges from this day on use these rates."
            onChange={(v) => flow.setField('effectiveFrom', v)}
          />
          <AmountField
            label="Monthly minimum"
            prefix="$"
            value={draft.monthlyMinimum}
            error={errors.monthlyMinimum}
            disabled={busy}
            helpText="Empty: no minimum."
            onChange={(v) => flow.setField('monthlyMinimum', v)}
          />
          <AmountField
            label="Pass-through markup %"
            decimals={PERCENT_INPUT_DECIMALS}
            value={draft.passThroughMarkupPercent}
            error={errors.passThroughMarkupPercent}
            disabled={busy}
            helpText="Added to third-party costs billed to the client."
            onChange={(v) => flow.setField('passThroughMarkupPercent', v)}
          />
        </div>
        <RateRulesTable flow={flow} />
        <NotesField
          label="Notes"
          value={draft.notes}
          error={errors.notes}
          disabled={busy}
          onChange={(v) => flow.setField('notes', v)}
        />
        <div className={ui.actionBar}>
          <Button onClick={flow.save} loading={flow.step === 'saving'} disabled={busy || !flow.dirty}>
            Save draft
          </Button>
          {flow.dirty && (
            <Button variant="secondary" disabled={busy} onClick={flow.discard}>
              Discard changes
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={flow.askPublish}>
            Publish…
          </Button>
          <Button variant="ghost" disabled={busy} onClick={flow.askDelete}>
            Delete draft
          </Button>
        </div>
      </div>
    </Card>
  );
}
