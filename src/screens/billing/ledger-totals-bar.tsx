/**
 * Above the ledger's table: the count and amount of every charge under the applied filters, a chip
 * per charge type, and the CSV / Excel export of the same charges (fetched with the user's token).
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { describeApiError } from '../../api/api-error';
import type { LedgerFileFormat } from '../../api/billing-entries.api';
import { Button } from '../../components/button';
import { formatCount, plural } from '../../components/format';
import { ui } from '../../components/ui/styles';
import type { BillingTotalsAnswer } from '../../domain/contracts/order-billing-entries';
import { formatAmount } from '../../domain/money';

const styles = {
  bar: css({
    display: 'flex',
    alignItems: 'center',
    gap: '4',
    flexWrap: 'wrap',
    px: '4',
    py: '3',
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'xl',
  }),
  total: css({ display: 'flex', flexDirection: 'column', minW: '150px' }),
  chips: css({ display: 'flex', flexWrap: 'wrap', gap: '2', flex: '1', minW: '0' }),
  chip: css({
    display: 'inline-flex',
    gap: '1.5',
    alignItems: 'baseline',
    px: '2.5',
    py: '1',
    fontSize: '13px',
    bg: 'canvas',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'full',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  }),
};

/** A chip per charge type: its amount, and its count when known. */
export function ChargeTypeChips({
  items,
}: {
  items: readonly { chargeType: string; amount: number; count?: number }[];
}) {
  return (
    <div className={styles.chips}>
      {items.map((t) => (
        <span key={t.chargeType} className={styles.chip}>
          <span className={ui.muted}>{t.chargeType}</span>
          <span className={ui.medium}>{formatAmount(t.amount)}</span>
          {t.count !== undefined && <span className={ui.caption}>({formatCount(t.count)})</span>}
        </span>
      ))}
    </div>
  );
}

interface Props {
  totals: BillingTotalsAnswer | null;
  onExport: (format: LedgerFileFormat) => Promise<void>;
}

export function LedgerTotalsBar({ totals, onExport }: Props) {
  const [exporting, setExporting] = useState<LedgerFileFormat | null>(null);
  const download = async (format: LedgerFileFormat) => {
    setExporting(format);
    try {
      await onExport(format);
    } catch (error) {
      toast.error(`The ledger could not be exported: ${describeApiError(error).message}`);
    } finally {
      setExporting(null);
    }
  };
  return (
    <section aria-label="Totals" className={styles.bar}>
      <div className={styles.total}>
        <span className={ui.statLabel}>{totals ? plural(totals.count, 'charge') : 'Charges'}</span>
        <span className={ui.figureValue}>{totals ? formatAmount(totals.amount) : '—'}</span>
      </div>
      <ChargeTypeChips items={totals?.byChargeType ?? []} />
      <div className={ui.row}>
        <Button
          variant="secondary"
          size="sm"
          loading={exporting === 'csv'}
          onClick={() => void download('csv')}
        >
          Export CSV
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={exporting === 'xlsx'}
          onClick={() => void download('xlsx')}
        >
          Export Excel
        </Button>
      </div>
    </section>
  );
}
