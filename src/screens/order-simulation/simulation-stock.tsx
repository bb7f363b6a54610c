/**
 * The order as intake would store it: each line, a kit with the components it explodes into; and what
 * is available of every item it needs per warehouse, the storefront's own (where it ships from) first.
 */
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Card } from '../../components/card';
import { formatCount } from '../../components/format';
import { ui } from '../../components/ui/styles';
import type { OrderSimulation } from '../../domain/contracts/order-simulation';
import { perKitLabel } from '../../domain/order-kit-lines';
import { ResultTable, tableStyles as t } from './simulation-parts';

const styles = {
  component: css({ '& td': { bg: 'canvas', py: '2!' }, '& td:first-child': { pl: '10!' } }),
  first: ui.bleedFirstCell,
  last: ui.bleedLastCell,
  short: css({ color: 'danger', fontWeight: 'semibold' }),
};

export function SimulatedLines({ result }: { result: OrderSimulation }) {
  return (
    <Card
      title="Lines and kit components"
      description="What intake would put on the order; a kit ships as its components."
    >
      <ResultTable
        label="Lines and kit components"
        headers={[['SKU'], ['Name'], ['Warehouse item'], ['Per kit', true], ['Quantity', true]]}
      >
        {result.lines.flatMap((line, i) => [
          <tr key={`line-${i}`} className={line.ignored ? ui.inactiveRow : undefined}>
            <td className={cx(t.td, styles.first)}>
              <span className={ui.inlineRow}>
                <span className={ui.code}>{line.sku}</span>
                {line.kit && <span className={badge({ tone: 'accent' })}>Kit</span>}
                {line.ignored && <span className={badge({ tone: 'neutral' })}>Not fulfilled</span>}
              </span>
            </td>
            <td className={t.td}>
              {line.kit ? `${line.kit.name} (revision ${line.kit.revision})` : (line.name ?? '—')}
            </td>
            <td className={t.td}>
              {line.kit ? (
                <span className={t.muted}>{line.components.length} components</span>
              ) : line.wmsSku ? (
                <span className={ui.code}>{line.wmsSku}</span>
              ) : (
                <span className={badge({ tone: 'danger' })}>Unmapped SKU</span>
              )}
            </td>
            <td className={cx(t.td, t.end)}>—</td>
            <td className={cx(t.td, t.end, styles.last, ui.medium)}>{formatCount(line.quantity)}</td>
          </tr>,
          ...line.components.map((c, j) => (
            <tr key={`line-${i}-${j}`} className={styles.component}>
              <td className={t.td}>
                <span className={ui.code}>{c.sku}</span>
              </td>
              <td className={t.td}>{c.name ?? '—'}</td>
              <td className={t.td}>
                {c.wmsSku ? (
                  <span className={ui.code}>{c.wmsSku}</span>
                ) : (
                  <span className={badge({ tone: 'danger' })}>Unmapped component</span>
                )}
              </td>
              <td className={cx(t.td, t.end, t.muted)}>{perKitLabel(c.perKit)}</td>
              <td className={cx(t.td, t.end, styles.last)}>{formatCount(c.quantity)}</td>
            </tr>
          )),
        ])}
      </ResultTable>
    </Card>
  );
}

export function SimulatedAvailability({ result }: { result: OrderSimulation }) {
  const ships = result.warehouses.find((w) => w.ships)?.id;
  return (
    <Card
      title="Stock per warehouse"
      description="Available now (on hand less allocated) of every item the order needs, in the warehouses you may see."
    >
      {result.availability.length === 0 ? (
        <p className={ui.muted}>The order needs no stock: no line is mapped to an item that ships.</p>
      ) : (
        <ResultTable
          label="Stock per warehouse"
          headers={[
            ['Item'],
            ['Needed per order', true],
            ...result.warehouses.map((w) => [w.ships ? `${w.name} (ships from)` : w.name, true] as const),
          ]}
        >
          {result.availability.map((a) => (
            <tr key={a.vendorProductId}>
              <td className={cx(t.td, styles.first)}>
                <span className={ui.code}>{a.sku}</span>
                <span className={ui.captionLine}>{a.name}</span>
              </td>
              <td className={cx(t.td, t.end)}>{formatCount(a.needed)}</td>
              {a.available.map((w) => (
                <td
                  key={w.warehouseId}
                  className={cx(
                    t.td,
                    t.end,
                    a.trackInventory && w.warehouseId === ships && w.available < a.needed && styles.short,
                  )}
                >
                  {a.trackInventory ? formatCount(w.available) : <span className={t.muted}>Not tracked</span>}
                </td>
              ))}
            </tr>
          ))}
        </ResultTable>
      )}
    </Card>
  );
}
