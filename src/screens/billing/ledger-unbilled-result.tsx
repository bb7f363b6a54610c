/**
 * The unbilled check's answer for a vendor and period: how many billable events, those without a
 * price (with why, and their documents), how many priced ones the billing run has not charged yet,
 * and "Run billing" for that vendor and period (queued; the ledger fills as it runs).
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '../../api/api-error';
import { useBillingEntryCalls } from '../../api/billing-entries.api';
import { Button } from '../../components/button';
import { formatDay, plural } from '../../components/format';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { PageLoading } from '../../components/page-loading';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { useLoad } from '../../machines/load/use-load';
import { sourceLabel } from './ledger-labels';

export interface UnbilledQuery {
  vendorId: number;
  warehouseId: number | null;
  from: string;
  to: string;
}

export function UnbilledResult({
  query,
  vendorName,
  mayRun,
}: {
  query: UnbilledQuery;
  vendorName: string;
  mayRun: boolean;
}) {
  const calls = useBillingEntryCalls();
  const result = useLoad((signal) => calls.unbilled(query, signal), [query]);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const answer = await calls.run({ vendorId: query.vendorId, from: query.from, to: query.to });
      toast.success(
        answer.created
          ? `Billing run queued for ${vendorName}: the ledger fills as it runs.`
          : `A billing run for ${vendorName} and this period is already queued.`,
      );
    } catch (error) {
      toast.error(`The billing run was not queued: ${describeApiError(error).message}`);
    } finally {
      setRunning(false);
    }
  };
  if (result.status === 'loading') return <PageLoading />;
  if (result.status === 'failed')
    return (
      <LoadFailure
        title="The unbilled activity could not be checked"
        failure={result.failure}
        onRetry={result.retry}
      />
    );
  const { unpriced, pendingCount, eventCount } = result.data;
  return (
    <div className={ui.stack}>
      <div className={ui.rowWrap}>
        <p className={ui.grow}>
          {plural(eventCount, 'billable event')} from {formatDay(result.data.from)} to{' '}
          {formatDay(result.data.to)}:{' '}
          <strong>{plural(unpriced.length, 'without a price', 'without a price')}</strong>,{' '}
          {plural(pendingCount, 'priced event')} not charged yet.
        </p>
        {mayRun && (
          <Button loading={running} onClick={() => void run()}>
            Run billing
          </Button>
        )}
      </div>
      {unpriced.length === 0 ? (
        <Notice tone="success">Every event of this period has a price on the rate card.</Notice>
      ) : (
        <table className={ui.plainTable} aria-label="Events without a price">
          <thead>
            <tr>
              {['Date', 'Activity', 'Source', 'Why it has no price'].map((h) => (
                <th key={h} className={ui.plainTh}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {unpriced.map((e) => (
              <tr key={`${e.sourceType}:${e.sourceId}:${e.activity}:${e.day}`}>
                <td className={ui.ruledCell}>{formatDay(e.day)}</td>
                <td className={ui.ruledCell}>{e.activity}</td>
                <td className={ui.ruledCell}>
                  <span className={ui.column}>
                    <span>{sourceLabel(e.sourceType)}</span>
                    {e.href ? (
                      <TextLink href={e.href} className={ui.caption}>
                        {e.sourceRef}
                      </TextLink>
                    ) : (
                      <span className={ui.caption}>{e.sourceRef}</span>
                    )}
                  </span>
                </td>
                <td className={ui.ruledCell}>{e.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
