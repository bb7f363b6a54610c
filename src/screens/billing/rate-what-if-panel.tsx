/**
 * What-if of the saved draft: a past period, then per client and charge type what was charged, what
 * the draft would have charged and the difference (more in red, less in green), the totals, and how
 * many events the draft leaves unpriced. It uses the saved rates: with unsaved changes it waits.
 */
import { css, cx } from 'styled-system/css';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { formatCount, formatDay, plural } from '../../components/format';
import { Notice } from '../../components/notice';
import { ui } from '../../components/ui/styles';
import type { WhatIfAnswer } from '../../api/rate-cards.api';
import { formatAmount, fromAmount, isNegative, isZero } from '../../domain/money';
import { useRateCardWhatIf } from '../../machines/rate-card-version/use-rate-card-what-if';
import { DayField } from './rate-inputs';

const styles = {
  td: css({ py: '2', pr: '4', borderTopWidth: '1px', borderColor: 'border' }),
  total: css({ fontWeight: 'semibold', borderTopWidth: '2px!' }),
  more: css({ color: 'danger' }),
  less: css({ color: 'success' }),
  period: css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap' }),
};

/** A difference: more than charged reads red with '+', less reads green. */
function Difference({ amount }: { amount: number }) {
  const minor = fromAmount(amount);
  if (isZero(minor)) return <span className={ui.muted}>{formatAmount(amount)}</span>;
  const less = isNegative(minor);
  return (
    <span className={less ? styles.less : styles.more}>{`${less ? '' : '+'}${formatAmount(amount)}`}</span>
  );
}

function WhatIfTable({ answer }: { answer: WhatIfAnswer }) {
  const end = `${styles.td} ${ui.end}`;
  return (
    <div className={ui.stack}>
      <p className={ui.muted}>
        {formatDay(answer.from)} to {formatDay(answer.to)}: {plural(answer.eventCount, 'billable event')}{' '}
        priced again.
      </p>
      {answer.unpricedCount > 0 && (
        <Notice tone="warning">
          {formatCount(answer.unpricedCount)} {answer.unpricedCount === 1 ? 'event is' : 'events are'} left
          unpriced by this draft: no rule charges their activity.
        </Notice>
      )}
      <table className={ui.plainTable} aria-label="What-if by client and charge type">
        <thead>
          <tr>
            <th className={ui.quietTh}>Client</th>
            <th className={ui.quietTh}>Charge type</th>
            <th className={`${ui.quietTh} ${ui.end}`}>Charged</th>
            <th className={`${ui.quietTh} ${ui.end}`}>With this draft</th>
            <th className={`${ui.quietTh} ${ui.end}`}>Difference</th>
          </tr>
        </thead>
        <tbody>
          {answer.rows.map((r) => (
            <tr key={`${r.vendorId} ${r.chargeType}`}>
              <td className={styles.td}>{r.vendorName}</td>
              <td className={styles.td}>{r.chargeType}</td>
              <td className={end}>{formatAmount(r.actual)}</td>
              <td className={end}>{formatAmount(r.whatIf)}</td>
              <td className={end}>
                <Difference amount={r.difference} />
              </td>
            </tr>
          ))}
          {answer.rows.length === 0 && (
            <tr>
              <td className={cx(styles.td, ui.muted)} colSpan={5}>
                No charges in this period, recorded or with the draft.
              </td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <td className={cx(styles.td, styles.total)} colSpan={2}>
              Total
            </td>
            <td className={cx(end, styles.total)}>{formatAmount(answer.totals.actual)}</td>
            <td className={cx(end, styles.total)}>{formatAmount(answer.totals.whatIf)}</td>
            <td className={cx(end, styles.total)}>
              <Difference amount={answer.totals.difference} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function RateWhatIfPanel({
  cardId,
  versionId,
  dirty,
}: {
  cardId: number;
  versionId: number;
  dirty: boolean;
}) {
  const whatIf = useRateCardWhatIf(cardId, versionId);
  return (
    <Card
      title="What-if"
      description="The saved draft applied to a past period's recorded events, beside what was charged. Nothing is charged."
    >
      <div className={ui.stack}>
        <div className={styles.period}>
          <DayField
            label="From"
            value={whatIf.from}
            error={whatIf.problems.from}
            onChange={(from) => whatIf.setPeriod({ from })}
          />
          <DayField
            label="To"
            value={whatIf.to}
            error={whatIf.problems.to}
            onChange={(to) => whatIf.setPeriod({ to })}
          />
          <Button onClick={whatIf.run} loading={whatIf.step === 'computing'} disabled={dirty}>
            Compute
          </Button>
        </div>
        {dirty && <p className={ui.help}>Save the draft first: the what-if uses the saved rates.</p>}
        {whatIf.step === 'failed' && (
          <FormError title="The what-if could not be computed" message={whatIf.error} />
        )}
        {whatIf.step === 'shown' && whatIf.answer && <WhatIfTable answer={whatIf.answer} />}
      </div>
    </Card>
  );
}
