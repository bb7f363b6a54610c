/** The confirm flow's first step: the return that arrived — scan its label's barcode or search. */
import { input } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Notice } from '../../components/notice';
import { Spinner } from '../../components/spinner';
import { carrierServiceLabel, returnNumberOf } from '../../domain/order-return';
import type { ReturnConfirmFlow } from '../../machines/return-confirm/use-return-confirm';
import { formatDay } from '../../components/format';
import { ConfirmationBadge } from './return-badge';
import { muted, narrow, table } from './return-styles';
import { ui } from '../../components/ui/styles';

export function ConfirmChooseStep({ flow }: { flow: ReturnConfirmFlow }) {
  const { choices, search, error, orderId } = flow.context;
  return (
    <Card
      title="Which return arrived?"
      description={
        orderId ? 'Returns of this order still expected.' : 'Returns still expected, newest first.'
      }
    >
      <div className={ui.stack}>
        {error && (
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        )}
        <div className={ui.rowCenter3}>
          <label htmlFor="return-search" className={ui.mediumNowrap}>
            RMA or order number
          </label>
          <input
            id="return-search"
            type="search"
            autoFocus
            autoComplete="off"
            placeholder="Scan the label’s barcode"
            className={`${input()} ${narrow}`}
            value={search}
            onChange={(e) => flow.search(e.target.value)}
          />
          {flow.isSearching && <Spinner size={16} />}
        </div>
        {choices.length === 0 ? (
          <p className={muted}>
            {search ? `No return still expected matches “${search}”.` : 'No returns are expected.'}
          </p>
        ) : (
          <table className={table} aria-label="Returns still expected">
            <thead>
              <tr>
                <th>Return</th>
                <th>Order</th>
                <th>Carrier</th>
                <th>Created</th>
                <th>Status</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {choices.map((r) => (
                <tr key={r.id}>
                  <td className={ui.medium}>{returnNumberOf(r)}</td>
                  <td>{r.orderNumber ?? `#${r.orderId}`}</td>
                  <td className={muted}>{carrierServiceLabel(r.carrierCode, r.serviceCode) || '—'}</td>
                  <td className={muted}>{formatDay(r.createdAt)}</td>
                  <td>
                    <ConfirmationBadge confirmation={r.confirmation} />
                  </td>
                  <td className="num">
                    <Button size="sm" variant="secondary" onClick={() => flow.choose(r.id)}>
                      Receive {returnNumberOf(r)}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Card>
  );
}
