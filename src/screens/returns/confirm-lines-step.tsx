/**
 * The confirm flow's count step: per line, how many units go back to stock and how many are damaged
 * (a kit's items each on their own line, with the kit they came in).
 */
import { input } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FieldFrame } from '../../components/form-field';
import { Notice } from '../../components/notice';
import { receivedOf, remainingOf, returnNumberOf } from '../../domain/order-return';
import type { ReturnConfirmFlow } from '../../machines/return-confirm/use-return-confirm';
import {
  kitNote,
  lineError,
  muted,
  narrow,
  numberInput,
  row,
  stack,
  stepActions,
  table,
} from './return-styles';
import { ui } from '../../components/ui/styles';

export function ConfirmLinesStep({ flow }: { flow: ReturnConfirmFlow }) {
  const { orderReturn, entries, problems, error, location } = flow.context;
  if (!orderReturn) return null;
  const quantityInput = (index: number, field: 'restock' | 'damaged', sku: string, max: number) => (
    <input
      type="number"
      min={0}
      max={max}
      disabled={max === 0}
      aria-label={`${field === 'restock' ? 'Restock' : 'Damaged'} quantity of ${sku}`}
      className={`${input()} ${numberInput}`}
      value={entries[index]?.[field] ?? 0}
      onChange={(e) => flow.setEntry(index, field, e.target.value === '' ? 0 : Number(e.target.value))}
    />
  );
  return (
    <Card
      title={`Receive ${returnNumberOf(orderReturn)}`}
      description={`Order ${orderReturn.orderNumber ?? `#${orderReturn.orderId}`}: count what is in the parcel.`}
      actions={
        <Button size="sm" variant="ghost" onClick={flow.changeReturn}>
          Choose another return
        </Button>
      }
    >
      <div className={stack}>
        {error && (
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        )}
        <table className={table} aria-label="Lines received">
          <thead>
            <tr>
              <th>SKU</th>
              <th>Item</th>
              <th className="num">Expected</th>
              <th className="num">Received before</th>
              <th className="num">Still expected</th>
              <th className="num">Restock</th>
              <th className="num">Damaged</th>
            </tr>
          </thead>
          <tbody>
            {orderReturn.items.map((line, index) => (
              <tr key={index}>
                <td className={ui.medium}>{line.wmsSku ?? line.sku}</td>
                <td>
                  {line.name ?? ''}
                  {line.kitName && <div className={kitNote}>In kit {line.kitName}</div>}
                  {problems[index] && (
                    <div role="alert" className={lineError}>
                      {problems[index]}
                    </div>
                  )}
                </td>
                <td className="num">{line.quantity}</td>
                <td className="num">{receivedOf(line)}</td>
                <td className="num">{remainingOf(line)}</td>
                <td className="num">{quantityInput(index, 'restock', line.sku, remainingOf(line))}</td>
                <td className="num">{quantityInput(index, 'damaged', line.sku, remainingOf(line))}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {problems.lines && (
          <p role="alert" className={lineError}>
            {problems.lines}
          </p>
        )}
        <div className={narrow}>
          <FieldFrame
            label="Put away at"
            helpText="A location in the warehouse; empty leaves the units unplaced."
          >
            {(a11y) => (
              <input
                {...a11y}
                className={input()}
                maxLength={100}
                placeholder="e.g. RET-01"
                value={location}
                onChange={(e) => flow.setLocation(e.target.value)}
              />
            )}
          </FieldFrame>
        </div>
        <div className={stepActions}>
          <Button variant="secondary" onClick={flow.restockAll}>
            Everything arrived in good condition
          </Button>
          <div className={row}>
            <span className={muted}>Restocked units become available to ship again.</span>
            <Button onClick={flow.review}>Review</Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
