/**
 * The cart: each product with its quantity, price and line total, the subtotal, and "Place order"
 * (hidden without orders.checkout.create; busy while placing). A failed attempt shows the server's
 * message and "Try again", which sends the same checkout again.
 */
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { formatCount, plural } from '../../components/format';
import { Notice } from '../../components/notice';
import { ui } from '../../components/ui/styles';
import { formatAmount, formatMinor } from '../../domain/money';
import { cartLineTotal, cartSubtotal, isShort, lineProblem } from '../../machines/checkout/checkout.logic';
import type { CheckoutFlow } from '../../machines/checkout/use-checkout';

const styles = {
  line: css({ py: '3', borderBottomWidth: '1px', borderColor: 'border', _last: { borderBottomWidth: '0' } }),
  lineRow: css({ display: 'flex', alignItems: 'center', gap: '3', mt: '2' }),
  quantity: css({ w: '20' }),
  total: css({ ml: 'auto', fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' }),
  subtotal: css({
    display: 'flex',
    justifyContent: 'space-between',
    pt: '3',
    mt: '1',
    borderTopWidth: '1px',
    borderColor: 'border',
    fontSize: '16px',
    fontWeight: 'semibold',
  }),
  sticky: css({ position: 'sticky', top: '4' }),
};

export function CartPanel({ checkout, canCreate }: { checkout: CheckoutFlow; canCreate: boolean }) {
  const { cart, problems, error } = checkout.context;
  const failed = checkout.step === 'failed';
  const unpriced = cart.filter((l) => l.unitPrice === null).length;
  const units = cart.reduce((n, l) => n + (Number.isFinite(l.quantity) ? l.quantity : 0), 0);
  // Messages on the ship-to, service, notes or e-mail show beside those fields, under the catalogue.
  const detailsToFix = Object.keys(problems).some((f) => f !== 'projectId' && !f.startsWith('lines'));
  return (
    <div className={styles.sticky}>
      <Card title="Cart" description={cart.length ? plural(units, 'unit') : undefined}>
        <div className={ui.stack3}>
          {cart.length === 0 ? (
            <p className={ui.muted}>Add products from the catalogue.</p>
          ) : (
            <div>
              {cart.map((line, index) => {
                const problem = lineProblem(problems, index);
                return (
                  <div key={line.sku} className={styles.line}>
                    <div className={ui.medium}>{line.name}</div>
                    <div className={ui.mutedMonoCaption}>
                      {line.sku}
                      {line.kind === 'kit' ? ' · kit' : ''}
                      {line.unitPrice === null ? ' · no price' : ` · ${formatAmount(line.unitPrice)} each`}
                    </div>
                    <div className={styles.lineRow}>
                      <input
                        type="number"
                        min={1}
                        step={1}
                        inputMode="numeric"
                        aria-label={`Quantity of ${line.sku}`}
                        aria-invalid={problem ? true : undefined}
                        className={cx(input(), styles.quantity)}
                        value={Number.isFinite(line.quantity) ? line.quantity : ''}
                        onChange={(e) => checkout.setQuantity(line.sku, e.target.valueAsNumber)}
                      />
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove ${line.sku}`}
                        onClick={() => checkout.remove(line.sku)}
                      >
                        Remove
                      </Button>
                      <span className={styles.total}>{formatMinor(cartLineTotal(line))}</span>
                    </div>
                    {problem && <p className={ui.fieldError}>{problem}</p>}
                    {!problem && isShort(line) && (
                      <p className={ui.mutedSmall}>
                        Only {formatCount(line.available!)} available now: the order waits for stock.
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
          )}
          <div className={styles.subtotal}>
            <span>Subtotal</span>
            <span>{formatMinor(cartSubtotal(cart))}</span>
          </div>
          {unpriced > 0 && (
            <p className={ui.mutedSmall}>{plural(unpriced, 'product')} without a price count nothing.</p>
          )}
          {(problems.lines ?? problems.projectId) && (
            <p className={ui.fieldError}>{problems.lines ?? problems.projectId}</p>
          )}
          {detailsToFix && !error && <p className={ui.fieldError}>Complete the ship-to and service below.</p>}
          {error && (
            <Notice tone="danger" role="alert" title="The order was not placed">
              {error}
            </Notice>
          )}
          {canCreate && (
            <Button
              size="lg"
              fullWidth
              loading={checkout.isPlacing}
              disabled={cart.length === 0}
              onClick={failed ? checkout.retry : checkout.place}
            >
              {failed ? 'Try again' : 'Place order'}
            </Button>
          )}
          {canCreate && (
            <p className={ui.mutedSmall}>
              Charged at the catalogue’s prices and placed paid; the order goes through the same checks as
              storefront orders.
            </p>
          )}
        </div>
      </Card>
    </div>
  );
}
