/** The confirm flow's review: what will be restocked and written off as damaged, then commit. */
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Notice } from '../../components/notice';
import { returnNumberOf } from '../../domain/order-return';
import { receiptLines, receiptSummary } from '../../machines/return-confirm/return-confirm.logic';
import type { ReturnConfirmFlow } from '../../machines/return-confirm/use-return-confirm';
import { ConfirmationBadge } from './return-badge';
import { details, kitNote, stack, stepActions, table } from './return-styles';
import { ui } from '../../components/ui/styles';

const figure = css({ fontSize: '20px', fontWeight: 'semibold' });

export function ConfirmReview({ flow, busy }: { flow: ReturnConfirmFlow; busy: boolean }) {
  const { orderReturn, entries, location, error } = flow.context;
  if (!orderReturn) return null;
  const summary = receiptSummary(orderReturn, entries);
  const lines = receiptLines(entries, location);
  return (
    <Card title={`Review ${returnNumberOf(orderReturn)}`} description="Nothing moves until you commit.">
      <div className={stack}>
        {error && (
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        )}
        <dl className={details}>
          <div>
            <dt>Back to stock</dt>
            <dd className={figure}>{summary.restock}</dd>
          </div>
          <div>
            <dt>Damaged</dt>
            <dd className={figure}>{summary.damaged}</dd>
          </div>
          <div>
            <dt>Afterwards</dt>
            <dd className={ui.rowCenter}>
              <ConfirmationBadge confirmation={summary.confirmation} />
              {summary.stillExpected > 0 && <span>{summary.stillExpected} still expected</span>}
            </dd>
          </div>
        </dl>
        <table className={table} aria-label="Receipt">
          <thead>
            <tr>
              <th>SKU</th>
              <th>Item</th>
              <th className="num">Restock</th>
              <th className="num">Damaged</th>
              <th>Location</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => {
              const line = orderReturn.items[l.index]!;
              return (
                <tr key={l.index}>
                  <td className={ui.medium}>{line.wmsSku ?? line.sku}</td>
                  <td>
                    {line.name ?? ''}
                    {line.kitName && <div className={kitNote}>In kit {line.kitName}</div>}
                  </td>
                  <td className="num">{l.restock}</td>
                  <td className="num">{l.damaged}</td>
                  <td>{l.location ?? 'Unplaced'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className={stepActions}>
          <Button variant="secondary" onClick={flow.back} disabled={busy}>
            Back to counting
          </Button>
          <Button onClick={flow.commit} loading={busy}>
            Commit receipt
          </Button>
        </div>
      </div>
    </Card>
  );
}
