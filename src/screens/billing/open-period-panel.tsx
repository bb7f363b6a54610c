/**
 * A client's open period: what it has run up since its last invoice, kept live (BillingEntriesUpdated
 * for its vendor reads it again): the running total, per charge type, the projected period-end
 * storage and total, and every line with its source. A line opens its trace.
 */
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { useBillingEntryCalls } from '../../api/billing-entries.api';
import { Card } from '../../components/card';
import type { CrudOption } from '../../components/crud/crud-config';
import { FieldFrame } from '../../components/form-field';
import { formatDay, formatQuantity, plural } from '../../components/format';
import { LoadFailure } from '../../components/load-failure';
import { PageLoading } from '../../components/page-loading';
import { Field } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import { isAboutVendor, LiveEvent } from '../../domain/live-events';
import type { OpenPeriodAnswer } from '../../domain/contracts/order-billing-entries';
import { formatAmount, formatRate } from '../../domain/money';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useLoad } from '../../machines/load/use-load';
import { Amount, DisputeBadge, SourceCell } from './ledger-columns';
import { ChargeTypeChips } from './ledger-totals-bar';

const styles = {
  figures: css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: '4' }),
  lines: css({
    maxH: '360px',
    overflowY: 'auto',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
  }),
  opener: css({
    all: 'unset',
    cursor: 'pointer',
    color: 'accent',
    fontWeight: 'medium',
    _hover: { textDecoration: 'underline' },
  }),
  th: css({ position: 'sticky', top: '0', zIndex: '1' }),
};

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div>
      <div className={ui.statLabel}>{label}</div>
      <div className={ui.figureValue}>{value}</div>
      {note && <div className={ui.caption}>{note}</div>}
    </div>
  );
}

type Line = OpenPeriodAnswer['lines'][number];

function Lines({ lines, onOpen }: { lines: readonly Line[]; onOpen: (line: Line) => void }) {
  if (lines.length === 0) return <p className={ui.placeholder}>No charges yet in this period.</p>;
  const th = (text: string, end = false) => (
    <th className={`${ui.plainTh} ${styles.th} ${end ? ui.endCell : ''}`}>{text}</th>
  );
  return (
    <div className={styles.lines}>
      <table className={ui.plainTable} aria-label="Charges of the open period">
        <thead>
          <tr>
            {th('Date')}
            {th('Description')}
            {th('Source')}
            {th('Units', true)}
            {th('Rate', true)}
            {th('Amount', true)}
            {th('Question')}
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id}>
              <td className={`${ui.ruledCell} ${ui.nowrap}`}>{formatDay(l.entryDate)}</td>
              <td className={ui.ruledCell}>
                <button type="button" className={styles.opener} onClick={() => onOpen(l)}>
                  {l.chargeLabel}
                </button>
              </td>
              <td className={ui.ruledCell}>
                <SourceCell row={l} />
              </td>
              <td className={`${ui.ruledCell} ${ui.end}`}>{formatQuantity(l.numberOfUnits)}</td>
              <td className={`${ui.ruledCell} ${ui.end}`}>{formatRate(l.singleUnitCharge)}</td>
              <td className={`${ui.ruledCell} ${ui.end}`}>
                <Amount amount={l.amount} />
              </td>
              <td className={ui.ruledCell}>
                <DisputeBadge status={l.disputeStatus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface PanelProps {
  vendorId: number;
  /** Counts the answers given in the trace: each reads the period again in place. */
  changes: number;
  onOpen: (line: Line) => void;
}

export function OpenPeriodPanel({ vendorId, changes, onOpen }: PanelProps) {
  const calls = useBillingEntryCalls();
  const period = useLoad((signal) => calls.openPeriod(vendorId, signal), [vendorId]);
  const { refresh } = period;
  useEffect(() => {
    if (changes > 0) refresh();
  }, [changes, refresh]);
  useLiveRefresh([LiveEvent.billingEntriesUpdated], period.refresh, isAboutVendor(vendorId));
  if (period.status === 'loading') return <PageLoading />;
  if (period.status === 'failed')
    return (
      <LoadFailure
        title="The open period could not be loaded"
        failure={period.failure}
        onRetry={period.retry}
      />
    );
  const p = period.data;
  const storage = p.projectedStorage;
  return (
    <div role="region" aria-label="Open period">
      <Card
        title="Open period"
        description={`Charges since ${formatDay(p.periodStart)}, up to today (${formatDay(p.today)}); the period ends ${formatDay(p.periodEnd)}. New charges show as they are made.`}
      >
        <div className={ui.stack}>
          <div className={styles.figures}>
            <Figure
              label="Running total"
              value={formatAmount(p.total)}
              note={plural(p.lines.length, 'charge')}
            />
            <Figure
              label="Projected storage to period end"
              value={formatAmount(storage.projected)}
              note={`${formatAmount(storage.dailyAmount)} a day × ${plural(storage.daysLeft, 'day')} left`}
            />
            <Figure
              label="Projected total"
              value={formatAmount(p.projectedTotal)}
              note={`At ${formatDay(p.periodEnd)}`}
            />
          </div>
          {p.byChargeType.length > 0 && <ChargeTypeChips items={p.byChargeType} />}
          <Lines lines={p.lines} onOpen={onOpen} />
        </div>
      </Card>
    </div>
  );
}

/** Staff's view of a client's open period: the client chosen first. */
export function StaffOpenPeriod({
  vendors,
  changes,
  onOpen,
}: Omit<PanelProps, 'vendorId'> & { vendors: readonly CrudOption[] }) {
  const [vendorId, setVendorId] = useState('');
  return (
    <div className={ui.stack}>
      <div className={ui.maxW320}>
        <FieldFrame label="Vendor">
          {(a11y) => (
            <Field.Select {...a11y} value={vendorId} onChange={(e) => setVendorId(e.target.value)}>
              <option value="">Choose a vendor</option>
              {vendors.map((v) => (
                <option key={v.value} value={v.value}>
                  {v.label}
                </option>
              ))}
            </Field.Select>
          )}
        </FieldFrame>
      </div>
      {vendorId ? (
        <OpenPeriodPanel key={vendorId} vendorId={Number(vendorId)} changes={changes} onOpen={onOpen} />
      ) : (
        <p className={ui.placeholder}>Choose a vendor to see what it has run up since its last invoice.</p>
      )}
    </div>
  );
}
