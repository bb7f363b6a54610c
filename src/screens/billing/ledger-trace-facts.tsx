/**
 * A charge's trace, in facts: its amount (units × rate), charge type, warehouse, source document,
 * the rate card version (with its effective date) and rule (with its tier) that priced it, its
 * invoice, reference and day; then the inputs it was priced on.
 */
import { formatDay, formatQuantity } from '../../components/format';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { unitLabels, type RateUnit } from '../../domain/billing/activity-rates';
import { activityRateCardsContract } from '../../domain/contracts/activity-rate-cards';
import type { BillingEntryTrace } from '../../domain/contracts/order-billing-entries';
import { usePermissions } from '../../machines/use-app';
import { Amount, InvoiceCell, SourceCell } from './ledger-columns';
import { formatRate } from '../../domain/money';
import { inputRows } from './ledger-labels';

const unitText = (unit: string) => (unit in unitLabels ? unitLabels[unit as RateUnit] : unit);

export function TraceFacts({ trace }: { trace: BillingEntryTrace }) {
  const { entry, rateCard, rule, carrierRateCard } = trace;
  const { allows } = usePermissions();
  const mayOpenCard = allows(activityRateCardsContract.permissions.view);
  return (
    <dl className={ui.facts}>
      <div>
        <dt>Amount</dt>
        <dd>
          <Amount amount={entry.amount} />
          <span className={ui.captionLine}>
            {formatQuantity(entry.numberOfUnits)} × {formatRate(entry.singleUnitCharge)}
          </span>
        </dd>
      </div>
      <div>
        <dt>Charge type</dt>
        <dd>{entry.chargeType}</dd>
      </div>
      <div>
        <dt>Warehouse</dt>
        <dd>{trace.warehouseName ?? 'Every warehouse'}</dd>
      </div>
      <div>
        <dt>Source</dt>
        <dd>
          <SourceCell row={entry} />
        </dd>
      </div>
      <div>
        <dt>Rate card</dt>
        <dd>
          {rateCard ? (
            <>
              {mayOpenCard ? (
                <TextLink href={`${activityRateCardsContract.screen.path}/${rateCard.id}`}>
                  {rateCard.name}
                </TextLink>
              ) : (
                rateCard.name
              )}
              <span className={ui.captionLine}>
                Version {rateCard.versionNumber}, effective {formatDay(rateCard.effectiveFrom)}
              </span>
            </>
          ) : carrierRateCard ? (
            carrierRateCard.name
          ) : (
            <span className={ui.muted}>
              None: {entry.sourceType === 'custom' ? 'a custom charge' : 'not rated'}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>Rule</dt>
        <dd>
          {rule ? (
            <>
              {rule.label}
              <span className={ui.captionLine}>
                {formatRate(rule.rate)} {unitText(rule.unit)}
                {rule.tier ? ` · ${rule.tier}` : ''}
              </span>
            </>
          ) : (
            <span className={ui.muted}>—</span>
          )}
        </dd>
      </div>
      <div>
        <dt>Invoice</dt>
        <dd>
          <InvoiceCell invoiceId={entry.invoiceId} number={trace.invoiceNumber} />
        </dd>
      </div>
      <div>
        <dt>Reference</dt>
        <dd>{entry.refNum ?? <span className={ui.muted}>—</span>}</dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>{formatDay(entry.entryDate)}</dd>
      </div>
    </dl>
  );
}

export function TraceInputs({ trace }: { trace: BillingEntryTrace }) {
  const rows = inputRows(trace.entry.inputs);
  if (rows.length === 0) return null;
  return (
    <section aria-label="Priced on" className={ui.stack2}>
      <h3 className={ui.panelTitle}>Priced on</h3>
      <dl className={ui.facts}>
        {rows.map((r) => (
          <div key={r.label}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
