/** The label flow's first step: find a shipped order by its number and choose it. */
import { input } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Notice } from '../../components/notice';
import { Spinner } from '../../components/spinner';
import { addressSummary } from '../../domain/order-return';
import type { ReturnLabelFlow } from '../../machines/return-label/use-return-label';
import { formatDay } from '../../components/format';
import { muted, narrow, table } from './return-styles';
import { ui } from '../../components/ui/styles';

export function LabelOrderStep({ flow }: { flow: ReturnLabelFlow }) {
  const { choices, search, error } = flow.context;
  return (
    <Card title="Which order is coming back?" description="Only shipped orders can be returned.">
      <div className={ui.stack}>
        {error && (
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        )}
        <div className={ui.rowCenter3}>
          <label htmlFor="order-search" className={ui.mediumNowrap}>
            Order number
          </label>
          <input
            id="order-search"
            type="search"
            autoFocus
            autoComplete="off"
            placeholder="Type or scan the order number"
            className={`${input()} ${narrow}`}
            value={search}
            onChange={(e) => flow.search(e.target.value)}
          />
          {flow.isSearching && <Spinner size={16} />}
        </div>
        {choices.length === 0 ? (
          <p className={muted}>
            {flow.isSearching
              ? 'Searching…'
              : search
                ? `No shipped order matches “${search}”.`
                : 'No shipped orders yet.'}
          </p>
        ) : (
          <table className={table} aria-label="Shipped orders">
            <thead>
              <tr>
                <th>Order</th>
                <th>Shipped</th>
                <th>Customer</th>
                <th className="num">Units</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {choices.map((o) => (
                <tr key={o.id}>
                  <td className={ui.medium}>{o.orderNumber}</td>
                  <td className={muted}>{formatDay(o.shipDate)}</td>
                  <td>{addressSummary(o.shipmentAddress) || '—'}</td>
                  <td className="num">{o.itemCount}</td>
                  <td className="num">
                    <Button size="sm" variant="secondary" onClick={() => flow.chooseOrder(o.id)}>
                      Return {o.orderNumber}
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
