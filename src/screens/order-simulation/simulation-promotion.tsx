/**
 * N orders of the simulated content (a promotion): per component item, what all N take, what the
 * storefront's warehouse has, how many orders that covers, and the day the documents coming cover
 * all N. The component that runs out first is highlighted.
 */
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Card } from '../../components/card';
import { formatCount, formatDay, plural } from '../../components/format';
import { Notice } from '../../components/notice';
import { ui } from '../../components/ui/styles';
import type { OrderSimulation, SimulatedPromotion } from '../../domain/contracts/order-simulation';
import { ResultTable, SupplyDocuments, tableStyles as t } from './simulation-parts';

const styles = {
  first: ui.bleedFirstCell,
  last: ui.bleedLastCell,
  runsOut: css({ '& td': { bg: 'warning.subtle' } }),
};

function Headline({ promotion }: { promotion: SimulatedPromotion }) {
  const first = promotion.runsOutFirst;
  if (!first)
    return (
      <Notice tone="success">
        No component tracks stock: all {formatCount(promotion.count)} orders could ship.
      </Notice>
    );
  const component = promotion.components.find((c) => c.vendorProductId === first.vendorProductId)!;
  const enough = first.ordersCovered >= promotion.count;
  const uncovered = promotion.components.filter((c) => !c.coversAll && c !== component).map((c) => c.sku);
  return (
    <Notice tone={enough ? 'success' : 'warning'} title={`${first.sku} runs out first`}>
      Today’s stock of it covers {plural(first.ordersCovered, 'order')} of {formatCount(promotion.count)}.{' '}
      {enough
        ? 'Every component has enough for the whole promotion.'
        : component.coversAll
          ? component.coversAllOn
            ? `With the documents coming, all ${formatCount(promotion.count)} are covered by ${formatDay(component.coversAllOn)}.`
            : 'The documents coming cover all of them, but one has no expected date.'
          : 'Nothing coming covers all of them: order more.'}
      {uncovered.length > 0 && ` Not covered by anything coming either: ${uncovered.join(', ')}.`}
    </Notice>
  );
}

export function SimulatedPromotionCard({ result }: { result: OrderSimulation }) {
  const promotion = result.promotion;
  if (!promotion) return null;
  const where = result.storefront.warehouseName ?? 'the warehouse';
  return (
    <Card
      title={`Promotion: ${plural(promotion.count, 'order')}`}
      description={`Each component over all the orders, against what ${where} has now. Holds and markers above are those of one order.`}
    >
      <div className={ui.stack}>
        <Headline promotion={promotion} />
        <ResultTable
          label="Components over the promotion"
          headers={[
            ['Component'],
            ['Per order', true],
            ['Needed', true],
            ['Available', true],
            ['Orders covered', true],
            ['All covered'],
            ['Coming'],
          ]}
        >
          {promotion.components.map((c) => {
            const first = promotion.runsOutFirst?.vendorProductId === c.vendorProductId;
            return (
              <tr key={c.vendorProductId} className={first ? styles.runsOut : undefined}>
                <td className={cx(t.td, styles.first)}>
                  <span className={ui.inlineRow}>
                    <span className={ui.code}>{c.sku}</span>
                    {first && <span className={badge({ tone: 'warning' })}>Runs out first</span>}
                  </span>
                  <span className={ui.captionLine}>{c.name}</span>
                </td>
                <td className={cx(t.td, t.end)}>{formatCount(c.perOrder)}</td>
                <td className={cx(t.td, t.end)}>{formatCount(c.totalNeeded)}</td>
                <td className={cx(t.td, t.end)}>{formatCount(c.available)}</td>
                <td className={cx(t.td, t.end, ui.medium)}>
                  {c.ordersCovered == null ? (
                    <span className={t.muted}>Not tracked</span>
                  ) : (
                    `${formatCount(Math.min(c.ordersCovered, promotion.count))} of ${formatCount(promotion.count)}`
                  )}
                </td>
                <td className={cx(t.td, ui.nowrap)}>
                  {!c.coversAll ? (
                    <span className={ui.danger}>Not covered</span>
                  ) : c.coversAllOn ? (
                    formatDay(c.coversAllOn)
                  ) : c.documents.length ? (
                    'No date given'
                  ) : (
                    <span className={ui.success}>In stock now</span>
                  )}
                </td>
                <td className={cx(t.td, styles.last)}>
                  {c.ordersCovered == null || c.totalNeeded <= c.available ? (
                    <span className={t.muted}>—</span>
                  ) : (
                    <SupplyDocuments documents={c.documents} covered={c.coversAll} />
                  )}
                </td>
              </tr>
            );
          })}
        </ResultTable>
      </div>
    </Card>
  );
}
