/** A published version's rates, read only: each rule (its tiers by age), the minimum, markup and notes. */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { formatDay } from '../../components/format';
import { ui } from '../../components/ui/styles';
import type { RateCardVersionRow } from '../../api/rate-cards.api';
import { activityLabels, tierLabel, unitLabels } from '../../domain/billing/activity-rates';
import { formatAmount, formatRate } from '../../domain/money';

const styles = {
  td: css({ py: '2', pr: '4', borderTopWidth: '1px', borderColor: 'border', verticalAlign: 'top' }),
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={ui.factValue}>{children}</dd>
    </div>
  );
}

export function RateVersionRates({ version }: { version: RateCardVersionRow }) {
  return (
    <div className={ui.stack}>
      <p className={ui.muted}>
        Published: these rates never change. Charges from {formatDay(version.effectiveFrom)} on use them until
        a later version takes effect.
      </p>
      <table className={ui.plainTable} aria-label={`Rates of version ${version.versionNumber}`}>
        <thead>
          <tr>
            <th className={ui.quietTh}>Activity</th>
            <th className={ui.quietTh}>Unit</th>
            <th className={`${ui.quietTh} ${ui.end}`}>Rate</th>
            <th className={ui.quietTh}>Label</th>
          </tr>
        </thead>
        <tbody>
          {version.rules.map((rule) => (
            <tr key={rule.key}>
              <td className={styles.td}>{activityLabels[rule.activity]}</td>
              <td className={styles.td}>{unitLabels[rule.unit]}</td>
              <td className={`${styles.td} ${ui.end}`}>
                {rule.tiers?.length
                  ? rule.tiers.map((t, i) => (
                      <span key={t.fromDay} className={ui.block}>
                        <span className={ui.muted}>{tierLabel(rule.tiers!, i)}: </span>
                        {formatRate(t.rate)}
                      </span>
                    ))
                  : formatRate(rule.rate)}
              </td>
              <td className={styles.td}>{rule.label ?? <span className={ui.muted}>—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={ui.facts}>
        <Fact label="Monthly minimum">
          {version.monthlyMinimum === null ? 'None' : formatAmount(version.monthlyMinimum)}
        </Fact>
        <Fact label="Pass-through markup">{version.passThroughMarkupPercent}%</Fact>
        <Fact label="Notes">{version.notes ?? '—'}</Fact>
      </dl>
    </div>
  );
}
