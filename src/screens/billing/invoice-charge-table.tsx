/**
 * The charges of an invoice (or of its preview) by charge type: how many and how much each, the
 * monthly minimum's top-up when there is one, and the total. Amounts through the money module.
 */
import { cx } from 'styled-system/css';
import { plural } from '../../components/format';
import { ui } from '../../components/ui/styles';
import type { InvoiceChargeGroup, InvoicePreview } from '../../domain/contracts/vendor-invoices';
import { formatAmount } from '../../domain/money';

export function InvoiceChargeTable({
  groups,
  total,
  currency,
  minimumTopUp = null,
  label = 'Charges by type',
}: {
  groups: readonly InvoiceChargeGroup[];
  total: number;
  currency: string;
  minimumTopUp?: InvoicePreview['minimumTopUp'];
  label?: string;
}) {
  return (
    <table className={ui.plainTable} aria-label={label}>
      <thead>
        <tr>
          <th className={ui.plainTh}>Charge type</th>
          <th className={cx(ui.plainTh, ui.endCell)}>Charges</th>
          <th className={cx(ui.plainTh, ui.endCell)}>Amount</th>
        </tr>
      </thead>
      <tbody>
        {groups.map((g) => (
          <tr key={g.chargeType}>
            <td className={ui.ruledCell}>{g.chargeType}</td>
            <td className={cx(ui.ruledCell, ui.end)}>{plural(g.count, 'charge')}</td>
            <td className={cx(ui.ruledCell, ui.end)}>{formatAmount(g.amount, currency)}</td>
          </tr>
        ))}
        {minimumTopUp && (
          <tr>
            <td className={ui.ruledCell}>
              Monthly minimum top-up
              <span className={ui.captionLine}>
                Minimum {formatAmount(minimumTopUp.minimum, currency)} a month ×{' '}
                {plural(minimumTopUp.months, 'month')}
              </span>
            </td>
            <td className={cx(ui.ruledCell, ui.end)}>—</td>
            <td className={cx(ui.ruledCell, ui.end)}>{formatAmount(minimumTopUp.amount, currency)}</td>
          </tr>
        )}
        {groups.length === 0 && !minimumTopUp && (
          <tr>
            <td colSpan={3} className={cx(ui.ruledCell, ui.muted)}>
              No charges.
            </td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <td className={ui.strongCell} colSpan={2}>
            Total
          </td>
          <td className={cx(ui.strongCell, ui.end)}>{formatAmount(total, currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
