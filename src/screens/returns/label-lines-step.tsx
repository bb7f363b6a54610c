/**
 * The label flow's lines step: how many of each shipped line come back. A kit comes back as its
 * components (what is in the parcel): the kit line names them and takes no quantity itself.
 */
import { badge, input } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Notice } from '../../components/notice';
import { addressSummary } from '../../domain/order-return';
import { unitsChosen } from '../../machines/return-label/return-label.logic';
import type { ReturnLabelFlow } from '../../machines/return-label/use-return-label';
import { kitNote, lineError, muted, numberInput, row, stack, stepActions, table } from './return-styles';
import { ui } from '../../components/ui/styles';

export function LabelLinesStep({ flow }: { flow: ReturnLabelFlow }) {
  const { order, quantities, problems, error } = flow.context;
  if (!order) return null;
  const units = unitsChosen(quantities);
  return (
    <Card
      title={`Lines of ${order.order.orderNumber}`}
      description={addressSummary(order.order.shipmentAddress) || undefined}
      actions={
        <Button size="sm" variant="ghost" onClick={flow.changeOrder}>
          Choose another order
        </Button>
      }
    >
      <div className={stack}>
        {error && (
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        )}
        <table className={table} aria-label="Lines to return">
          <thead>
            <tr>
              <th>SKU</th>
              <th>Item</th>
              <th className="num">Shipped</th>
              <th className="num">On returns</th>
              <th className="num">Can return</th>
              <th className="num">Return</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.lineIndex}>
                <td className={ui.medium}>
                  {line.sku} {line.isKit && <span className={badge({ tone: 'accent' })}>Kit</span>}
                </td>
                <td>
                  {line.name ?? ''}
                  {line.isKit ? (
                    <div className={muted}>A kit comes back as its items: return them on their lines.</div>
                  ) : (
                    line.shipped === 0 && <div className={muted}>Not shipped from a warehouse</div>
                  )}
                  {!line.isKit && line.kitName && <div className={kitNote}>In kit {line.kitName}</div>}
                  {problems[line.lineIndex] && (
                    <div role="alert" className={lineError}>
                      {problems[line.lineIndex]}
                    </div>
                  )}
                </td>
                <td className="num">{line.isKit ? '—' : line.shipped}</td>
                <td className="num">{line.isKit ? '—' : line.returned}</td>
                <td className="num">{line.isKit ? '—' : line.returnable}</td>
                <td className="num">
                  <input
                    type="number"
                    min={0}
                    max={line.returnable}
                    disabled={line.returnable === 0}
                    aria-label={`Return quantity of ${line.sku}`}
                    aria-invalid={Boolean(problems[line.lineIndex]) || undefined}
                    className={`${input()} ${numberInput}`}
                    value={quantities[line.lineIndex] ?? 0}
                    onChange={(e) =>
                      flow.setLine(line.lineIndex, e.target.value === '' ? 0 : Number(e.target.value))
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {problems.lines && (
          <p role="alert" className={lineError}>
            {problems.lines}
          </p>
        )}
        <div className={stepActions}>
          <Button variant="secondary" onClick={flow.returnEverything}>
            Return everything that can come back
          </Button>
          <div className={row}>
            <span className={muted}>
              {units} {units === 1 ? 'unit' : 'units'} chosen
            </span>
            <Button onClick={flow.next}>Next: carrier</Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
