/**
 * What the preview warns of before an invoice is issued: billable events no rule prices (each with
 * its document, reason and day: fix the rate card first) and events priced but not charged yet (run
 * billing for the period, then the preview is read again).
 */
import { cx } from 'styled-system/css';
import { Button } from '../../components/button';
import { formatDay, plural } from '../../components/format';
import { Notice } from '../../components/notice';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { activityLabels, type BillingActivity } from '../../domain/billing/activity-rates';
import { sourceTypeLabels, type BillingSourceType } from '../../domain/billing/rating';
import type { UnbilledEvent } from '../../domain/contracts/order-billing-entries';

const activityLabel = (a: string) => activityLabels[a as BillingActivity] ?? a;
const sourceLabel = (s: string) => sourceTypeLabels[s as BillingSourceType] ?? s;

function UnpricedTable({ events }: { events: readonly UnbilledEvent[] }) {
  return (
    <div className={cx(ui.scrollX, ui.mt2)}>
      <table className={ui.plainTable} aria-label="Events without a price">
        <thead>
          <tr>
            <th className={ui.plainTh}>Day</th>
            <th className={ui.plainTh}>Document</th>
            <th className={ui.plainTh}>Activity</th>
            <th className={ui.plainTh}>Why no price</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={`${e.sourceType}:${e.sourceId}:${e.activity}:${e.day}`}>
              <td className={cx(ui.ruledCell, ui.nowrap)}>{formatDay(e.day)}</td>
              <td className={ui.ruledCell}>
                <span className={ui.captionLine}>{sourceLabel(e.sourceType)}</span>
                {e.href ? <TextLink href={e.href}>{e.sourceRef}</TextLink> : e.sourceRef}
              </td>
              <td className={ui.ruledCell}>{activityLabel(e.activity)}</td>
              <td className={ui.ruledCell}>{e.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function InvoiceUnbilledWarnings({
  unpriced,
  pendingCount,
  running,
  onRunBilling,
}: {
  unpriced: readonly UnbilledEvent[];
  pendingCount: number;
  running: boolean;
  onRunBilling: () => void;
}) {
  if (unpriced.length === 0 && pendingCount === 0) return null;
  return (
    <div className={ui.stack3}>
      {unpriced.length > 0 && (
        <Notice
          tone="warning"
          title={`${plural(unpriced.length, 'event')} ${unpriced.length === 1 ? 'has' : 'have'} no price: fix the rate card before invoicing`}
        >
          <p>They are left out of this invoice. Once the rate card prices them, run billing again.</p>
          <UnpricedTable events={unpriced} />
        </Notice>
      )}
      {pendingCount > 0 && (
        <Notice
          tone="info"
          title={`${plural(pendingCount, 'event')} ${pendingCount === 1 ? 'is' : 'are'} not rated yet: run billing`}
        >
          <p>Their charges are not on this preview until billing has run for the period.</p>
          <div className={ui.mt2}>
            <Button size="sm" loading={running} onClick={onRunBilling}>
              Run billing
            </Button>
          </div>
        </Notice>
      )}
    </div>
  );
}
