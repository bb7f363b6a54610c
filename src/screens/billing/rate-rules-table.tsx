/**
 * The draft's rules: activity (its label), the units that activity is charged by, the rate (up to 4
 * decimals), an optional label; a storage rule by unit or pallet per day may be priced by age instead
 * (tiers under it). Each message shows at its cell ('rules[2].rate'); the list's own ('two rules
 * charge the same activity by the same unit') under the table.
 */
import { Fragment } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { ui } from '../../components/ui/styles';
import {
  activityLabels,
  billingActivities,
  unitLabels,
  unitsOfActivity,
  type BillingActivity,
} from '../../domain/billing/activity-rates';
import { isAgedUnit, RATE_INPUT_DECIMALS } from '../../machines/rate-card-version/rate-card-version.logic';
import type { RateCardVersionFlow } from '../../machines/rate-card-version/use-rate-card-version';
import { DecimalCell, SelectCell, TextCell } from './rate-inputs';
import { RateTiersEditor } from './rate-tiers-editor';

const activityOptions = billingActivities.map((a) => ({ value: a, label: activityLabels[a] }));
const unitOptions = (activity: string) =>
  (unitsOfActivity[activity as BillingActivity] ?? []).map((u) => ({ value: u, label: unitLabels[u] }));

const styles = {
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    '& th, & td': { py: '1.5', pr: '2', verticalAlign: 'top', textAlign: 'start' },
    '& th': { fontSize: '13px', fontWeight: 'medium', color: 'fg.muted', whiteSpace: 'nowrap' },
  }),
  byAge: css({ pt: '2.5', display: 'block', color: 'fg.muted', whiteSpace: 'nowrap' }),
};

export function RateRulesTable({ flow }: { flow: RateCardVersionFlow }) {
  const { draft, errors } = flow;
  if (!draft) return null;
  const busy = flow.step !== 'editing';
  return (
    <div>
      <div className={ui.scrollX}>
        <table className={styles.table} aria-label="Rules">
          <thead>
            <tr>
              <th style={{ width: '22%' }}>Activity</th>
              <th style={{ width: '24%' }}>Unit</th>
              <th style={{ width: '14%' }}>Rate ($)</th>
              <th>Label (optional)</th>
              <th className={ui.fitCell}>
                <span className={ui.srOnly}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.rules.map((rule, i) => {
              const at = (field: string) => errors[`rules[${i}].${field}`];
              const name = `Rule ${i + 1}`;
              const aged = isAgedUnit(rule.unit);
              return (
                <Fragment key={i}>
                  <tr>
                    <td>
                      <SelectCell
                        label={`${name} activity`}
                        placeholder="Choose an activity"
                        options={activityOptions}
                        value={rule.activity}
                        error={at('activity')}
                        disabled={busy}
                        onChange={(v) => flow.setRule(i, 'activity', v)}
                      />
                    </td>
                    <td>
                      <SelectCell
                        label={`${name} unit`}
                        placeholder={rule.activity ? 'Choose a unit' : 'Choose the activity first'}
                        options={unitOptions(rule.activity)}
                        value={rule.unit}
                        error={at('unit')}
                        disabled={busy || !rule.activity}
                        onChange={(v) => flow.setRule(i, 'unit', v)}
                      />
                    </td>
                    <td>
                      {rule.tiers.length > 0 ? (
                        <span className={styles.byAge}>By age, below</span>
                      ) : (
                        <DecimalCell
                          label={`${name} rate`}
                          decimals={RATE_INPUT_DECIMALS}
                          placeholder="0.00"
                          value={rule.rate}
                          error={at('rate')}
                          disabled={busy}
                          onChange={(v) => flow.setRule(i, 'rate', v)}
                        />
                      )}
                    </td>
                    <td>
                      <TextCell
                        label={`${name} label`}
                        value={rule.label}
                        error={at('label')}
                        disabled={busy}
                        onChange={(v) => flow.setRule(i, 'label', v)}
                      />
                    </td>
                    <td>
                      <div className={ui.row}>
                        {aged && rule.tiers.length === 0 && (
                          <Button variant="ghost" size="sm" disabled={busy} onClick={() => flow.addTier(i)}>
                            Price by age
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Remove rule ${i + 1}`}
                          disabled={busy}
                          onClick={() => flow.removeRule(i)}
                        >
                          Remove
                        </Button>
                      </div>
                    </td>
                  </tr>
                  {aged && rule.tiers.length > 0 && (
                    <tr>
                      <td />
                      <td colSpan={4}>
                        <RateTiersEditor flow={flow} index={i} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {draft.rules.length === 0 && (
        <p className={ui.muted}>No rules yet: an activity without a rule is reported as unbilled.</p>
      )}
      {errors.rules && (
        <p role="alert" className={ui.fieldError}>
          {errors.rules}
        </p>
      )}
      <Button variant="secondary" size="sm" className={ui.mt3} disabled={busy} onClick={flow.addRule}>
        Add rule
      </Button>
    </div>
  );
}
