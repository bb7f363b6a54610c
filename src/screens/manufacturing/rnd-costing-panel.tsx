/**
 * The costing sheet of a saved R&D project (POST …/costing), of the form as it is being typed (a
 * what-if; nothing is saved): unit cost, batch cost for the quantity to order, suggested price with
 * the markup, margin and weight, each component's share, and the planning warnings in plain words.
 */
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Card } from '../../components/card';
import { formatCount, formatDay, formatQuantity } from '../../components/format';
import { Notice } from '../../components/notice';
import { Spinner } from '../../components/spinner';
import { ui } from '../../components/ui/styles';
import type {
  RndCostingSheet,
  RndPriceSource,
  RndWarningKind,
} from '../../domain/contracts/manufacturing-answers';
import { formatAmount } from '../../domain/money';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { loadCosting } from '../../api/manufacturing.api';
import { mfg } from './manufacturing-styles';
import { costingBody, type RndValues } from './rnd-values';

const priceSources: Record<RndPriceSource, string> = {
  line: 'entered',
  lastPurchase: 'last purchase',
  wholesale: 'wholesale',
};
const warningTitles: Record<RndWarningKind, string> = {
  moq: 'Below the minimum order',
  lastPurchase: 'Not bought for a long time',
  leadTime: 'Long lead time',
  noPrice: 'No price',
};

const styles = {
  headline: css({ fontSize: '24px', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }),
};

/** The form's values, settled for `ms` (no call per keystroke). */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The key says when the value really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

/** What planning knows of a component: its minimum order, lead time and last purchase. */
const planningFacts = (l: RndCostingSheet['lines'][number]) =>
  [
    l.minimumOrderQuantity != null && `min. order ${formatCount(l.minimumOrderQuantity)}`,
    l.leadTimeDays != null && `${l.leadTimeDays} days lead time`,
    l.lastPurchasedOn && `last bought ${formatDay(l.lastPurchasedOn)}`,
  ].filter((f): f is string => Boolean(f));

function Sheet({ sheet }: { sheet: RndCostingSheet }) {
  const weight = sheet.weight;
  return (
    <div className={ui.stack}>
      <dl className={mfg.figuresPanel} aria-label="Costing">
        <div>
          <dt>Unit cost</dt>
          <dd className={styles.headline} data-testid="rnd-unit-cost">
            {formatAmount(sheet.unitCost)}
          </dd>
        </div>
        <div>
          <dt>Batch cost ({formatCount(sheet.quantityToOrder)})</dt>
          <dd>{formatAmount(sheet.batchCost)}</dd>
        </div>
        <div>
          <dt>Suggested price (+{formatQuantity(sheet.percentMarkup)} %)</dt>
          <dd>{formatAmount(sheet.suggestedPrice)}</dd>
        </div>
        <div>
          <dt>Margin per unit</dt>
          <dd>{formatAmount(sheet.marginPerUnit)}</dd>
        </div>
        <div>
          <dt>Materials per unit</dt>
          <dd>{formatAmount(sheet.materialCostPerUnit)}</dd>
        </div>
        <div>
          <dt>Waste per unit ({formatQuantity(sheet.wastePerItemPercent)} %)</dt>
          <dd>{formatAmount(sheet.wasteCostPerUnit)}</dd>
        </div>
        <div>
          <dt>Other fees</dt>
          <dd>{formatAmount(sheet.otherFees)}</dd>
        </div>
        <div>
          <dt>Weight per unit</dt>
          <dd>
            {weight ? `${formatQuantity(weight.perUnitKg)} kg · ${formatQuantity(weight.perUnitLb)} lb` : '—'}
          </dd>
        </div>
      </dl>
      {weight && (
        <p className={ui.mutedSmall}>
          The batch weighs {formatQuantity(weight.batchKg)} kg ({formatQuantity(weight.batchLb)} lb).
        </p>
      )}
      {sheet.warnings.length > 0 ? (
        <Notice
          tone="warning"
          title={`${sheet.warnings.length === 1 ? 'One thing' : `${sheet.warnings.length} things`} to check`}
        >
          <ul className={ui.stack1}>
            {sheet.warnings.map((w) => (
              <li key={`${w.kind} ${w.lineIndex}`}>
                <strong>{warningTitles[w.kind]}:</strong> {w.message}
              </li>
            ))}
          </ul>
        </Notice>
      ) : (
        <Notice tone="success" title="No warnings">
          <p>
            Every component can be ordered in time and in the quantity to order (thresholds:{' '}
            {sheet.thresholds.moqWarningMultiple}× the minimum order, bought within{' '}
            {sheet.thresholds.lastPurchasedWeeksWarning} weeks, lead time up to{' '}
            {sheet.thresholds.planningLeadTimeDaysWarning} days).
          </p>
        </Notice>
      )}
      <div className={ui.scrollX}>
        <table className={mfg.table} aria-label="Component costs">
          <thead>
            <tr>
              <th>Component</th>
              <th className={mfg.num}>To order</th>
              <th className={mfg.num}>Price</th>
              <th className={mfg.num}>Cost/unit</th>
            </tr>
          </thead>
          <tbody>
            {sheet.lines.map((l) => (
              <tr key={l.index}>
                <td>
                  <span className={mfg.sku}>{l.sku}</span>
                  <div className={ui.caption}>{planningFacts(l).join(' · ') || l.name}</div>
                </td>
                <td className={mfg.num}>{formatCount(l.toOrder)}</td>
                <td className={mfg.num}>
                  {l.unitPrice == null ? '—' : formatAmount(l.unitPrice)}
                  {l.priceSource && <div className={ui.caption}>{priceSources[l.priceSource]}</div>}
                </td>
                <td className={mfg.num}>{l.costPerUnit == null ? '—' : formatAmount(l.costPerUnit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sheet.missingPrices.length > 0 && (
        <p className={ui.mutedSmall}>
          <span className={badge({ tone: 'warning' })}>No price</span> {sheet.missingPrices.join(', ')}: the
          costs leave {sheet.missingPrices.length === 1 ? 'it' : 'them'} out.
        </p>
      )}
    </div>
  );
}

export function RndCostingPanel({ projectId, values }: { projectId: number; values: RndValues }) {
  const api = useApi();
  const body = useSettled(costingBody(values));
  const load = useLoad(
    (signal) => loadCosting(api, projectId, body, signal),
    [api, projectId, JSON.stringify(body)],
  );
  const [last, setLast] = useState<RndCostingSheet | null>(null);
  useEffect(() => {
    if (load.status === 'loaded') setLast(load.data);
  }, [load]);
  return (
    <Card
      title="Costing"
      description="Of the form as it is now; nothing is saved until you save the project."
      actions={load.status === 'loading' && last ? <Spinner /> : undefined}
    >
      {load.status === 'failed' && (
        <Notice tone="warning" title="No costing for these values">
          <p>{load.failure.message}</p>
        </Notice>
      )}
      {load.status === 'loading' && !last && (
        <p className={ui.busyRow}>
          <Spinner /> Costing…
        </p>
      )}
      {load.status !== 'failed' && last && <Sheet sheet={last} />}
    </Card>
  );
}
