/** A purchase order's totals (lines, fees, total), live on the form and as stored on the view page. */
import { useFormikContext } from 'formik';
import { css } from 'styled-system/css';
import { moneyInputMinor } from '../../components/form/money-values';
import { formatMinor } from '../../domain/money';
import { totalsMinor, type Totals } from '../../domain/purchase-order.totals';
import type { PurchaseOrderValues } from './purchase-order-values';

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    justifyContent: 'end',
    columnGap: '8',
    rowGap: '1.5',
    fontVariantNumeric: 'tabular-nums',
    '& dt': { color: 'fg.muted' },
    '& dd': { textAlign: 'end' },
  }),
  total: css({
    fontWeight: 'semibold',
    color: 'fg!',
    borderTopWidth: '1px',
    borderColor: 'border',
    pt: '1.5',
    fontSize: '15px',
  }),
};

interface TotalsListProps {
  totals: Totals;
  /** In minor units. */
  shippingFee: number;
  otherFees: number;
}

export function TotalsList({ totals, shippingFee, otherFees }: TotalsListProps) {
  return (
    <dl aria-label="Totals" className={styles.list}>
      <dt>Lines</dt>
      <dd>{formatMinor(totals.lines)}</dd>
      <dt>Shipping fee</dt>
      <dd>{formatMinor(shippingFee)}</dd>
      <dt>Other fees</dt>
      <dd>{formatMinor(otherFees)}</dd>
      <dt className={styles.total}>Total</dt>
      <dd className={styles.total} data-testid="order-total">
        {formatMinor(totals.total)}
      </dd>
    </dl>
  );
}

/** Inside the order form: the totals of what is typed, as it is typed. */
export function LiveTotals() {
  const { values } = useFormikContext<PurchaseOrderValues>();
  const shippingFee = moneyInputMinor(values.shippingFee);
  const otherFees = moneyInputMinor(values.otherFees);
  const lines = values.items.map((l) => ({ quantity: l.quantity, unitPrice: moneyInputMinor(l.unitPrice) }));
  const totals = totalsMinor({ lines, shippingFee, otherFees });
  return <TotalsList totals={totals} shippingFee={shippingFee} otherFees={otherFees} />;
}
