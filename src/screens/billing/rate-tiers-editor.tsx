/**
 * A storage rule priced by the age of the stock: rows of "from day" and rate, the first from day 0
 * (0–30 days free, then 0.45 from day 31). Each row reads as the days it covers.
 */
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { ui } from '../../components/ui/styles';
import { tierLabel } from '../../domain/billing/activity-rates';
import { daysOf, RATE_INPUT_DECIMALS } from '../../machines/rate-card-version/rate-card-version.logic';
import type { RateCardVersionFlow } from '../../machines/rate-card-version/use-rate-card-version';
import { DecimalCell, TextCell } from './rate-inputs';

const styles = {
  box: css({ borderLeftWidth: '2px', borderColor: 'border', pl: '3', pb: '1' }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: '110px 140px 1fr auto',
    gap: '2',
    alignItems: 'start',
  }),
  covers: css({ pt: '2.5', color: 'fg.muted', fontSize: '13px' }),
};

/** The days a row covers, once its start and the next one's read as whole days. */
function covers(tiers: { fromDay: string }[], index: number): string {
  const days = tiers.map((t) => daysOf(t.fromDay));
  if (days.some((d) => d === null || Number.isNaN(d))) return '';
  return tierLabel(
    days.map((d) => ({ fromDay: d!, rate: 0 })),
    index,
  );
}

export function RateTiersEditor({ flow, index }: { flow: RateCardVersionFlow; index: number }) {
  const rule = flow.draft!.rules[index]!;
  const busy = flow.step !== 'editing';
  const at = (path: string) => flow.errors[`rules[${index}].${path}`];
  return (
    <div className={styles.box}>
      <p className={ui.help}>Price by age of the stock: the first tier starts at day 0.</p>
      <div className={`${styles.grid} ${ui.help}`} aria-hidden>
        <span>From day</span>
        <span>Rate ($)</span>
        <span />
        <span />
      </div>
      {rule.tiers.map((tier, t) => (
        <div key={t} className={styles.grid}>
          <TextCell
            label={`Rule ${index + 1} tier ${t + 1} from day`}
            inputMode="numeric"
            value={tier.fromDay}
            error={at(`tiers[${t}].fromDay`)}
            disabled={busy || (t === 0 && tier.fromDay === '0')}
            onChange={(v) => flow.setTier(index, t, 'fromDay', v)}
          />
          <DecimalCell
            label={`Rule ${index + 1} tier ${t + 1} rate`}
            decimals={RATE_INPUT_DECIMALS}
            placeholder="0.00"
            value={tier.rate}
            error={at(`tiers[${t}].rate`)}
            disabled={busy}
            onChange={(v) => flow.setTier(index, t, 'rate', v)}
          />
          <span className={styles.covers}>{covers(rule.tiers, t)}</span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove rule ${index + 1} tier ${t + 1}`}
            disabled={busy}
            onClick={() => flow.removeTier(index, t)}
          >
            Remove
          </Button>
        </div>
      ))}
      {at('tiers') && (
        <p role="alert" className={ui.fieldError}>
          {at('tiers')}
        </p>
      )}
      <Button variant="ghost" size="sm" disabled={busy} onClick={() => flow.addTier(index)}>
        Add tier
      </Button>
    </div>
  );
}
