/** The import's preview (each order of the file with its lines and problems) and its results. */
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { TextLink } from '../../../components/text-link';
import type { OrderFile, OrderImportResult } from '../../../domain/order-file';
import type { OrderOutcome } from '../../../machines/order-import/order-import.selectors';
import { orderDetailsPath } from '../../../api/orders.api';
import { formatCount } from '../details/order-format';
import { ui } from '../../../components/ui/styles';
import { importStyles } from '../../../components/import-styles';

/** The preview shows this many orders: those with problems first. */
const PREVIEW_ORDERS = 200;

const importTable = {
  frame: css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', overflow: 'hidden' }),
  scroll: css({ overflowX: 'auto', maxH: '52vh', overflowY: 'auto' }),
  table: importStyles.previewTable,
  // Sticky over the scrolling rows.
  th: cx(importStyles.previewTh, css({ position: 'sticky', top: '0' })),
  td: importStyles.previewTd,
  more: importStyles.previewMore,
};

const lineRange = (lines: number[]) =>
  lines.length === 1 ? `${lines[0]}` : `${lines[0]}–${lines[lines.length - 1]}`;

export function OrderImportPreview({ sheet }: { sheet: OrderFile }) {
  const ordered = [...sheet.orders].sort(
    (a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0),
  );
  const shown = ordered.slice(0, PREVIEW_ORDERS);
  return (
    <div className={importTable.frame}>
      <div className={importTable.scroll}>
        <table className={importTable.table} aria-label="Orders in the file">
          <thead>
            <tr>
              {['Order number', 'File lines', 'Lines', 'Units', 'Ship to', 'Service', 'Problems'].map((h) => (
                <th key={h} className={importTable.th} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.orphanProblems.length > 0 && (
              <tr aria-invalid>
                <td className={cx(importTable.td, ui.muted)}>(none)</td>
                <td className={importTable.td}>{sheet.orphanProblems.map((p) => p.line).join(', ')}</td>
                <td className={importTable.td} colSpan={4} />
                <td className={cx(importTable.td, ui.danger)}>
                  {sheet.orphanProblems.length === 1
                    ? 'A row has'
                    : `${sheet.orphanProblems.length} rows have`}{' '}
                  no order number and belong to no order.
                </td>
              </tr>
            )}
            {shown.map((order) => {
              const address = order.input.shipmentAddress;
              return (
                <tr key={order.orderNumber} aria-invalid={order.problems.length > 0 || undefined}>
                  <td className={cx(importTable.td, ui.mediumNowrap)}>{order.orderNumber}</td>
                  <td className={cx(importTable.td, ui.muted)}>{lineRange(order.lines)}</td>
                  <td className={importTable.td}>
                    {order.input.items.length === 0
                      ? '—'
                      : order.input.items.map((i, n) => (
                          <div key={n} className={ui.nowrap}>
                            {formatCount(i.quantity)} × {i.sku}
                          </div>
                        ))}
                  </td>
                  <td className={importTable.td}>
                    {formatCount(order.input.items.reduce((sum, i) => sum + i.quantity, 0))}
                  </td>
                  <td className={importTable.td}>
                    {[address.name, address.city, address.state, address.countryCode]
                      .filter(Boolean)
                      .join(', ') || '—'}
                  </td>
                  <td className={importTable.td}>{order.input.requestedService ?? '—'}</td>
                  <td className={cx(importTable.td, importStyles.problems)}>
                    {order.problems.length === 0 ? (
                      <span className={css({ color: 'success', fontWeight: 'medium' })}>OK</span>
                    ) : (
                      <ul className={css({ listStyle: 'none', color: 'danger' })}>
                        {order.problems.map((p, i) => (
                          <li key={i}>
                            <strong>Line {p.line}:</strong> {p.message}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {ordered.length > shown.length && (
        <p className={importTable.more}>
          {formatCount(ordered.length - shown.length)} more orders not shown.
        </p>
      )}
    </div>
  );
}

const outcomeLook: Record<
  OrderImportResult['outcome'],
  { tone: 'success' | 'accent' | 'warning' | 'danger'; label: string }
> = {
  created: { tone: 'success', label: 'Created' },
  replayed: { tone: 'accent', label: 'Already received' },
  duplicate: { tone: 'warning', label: 'Duplicate number' },
  invalid: { tone: 'danger', label: 'Invalid' },
};

function resultMessage(result: OrderImportResult) {
  const fields = Object.entries(result.fields ?? {});
  if (fields.length === 0) return result.message ?? '';
  return `${result.message ? `${result.message} ` : ''}${fields.map(([f, m]) => `${f}: ${m}`).join('; ')}`;
}

export function OrderImportResults({ outcomes }: { outcomes: OrderOutcome[] }) {
  return (
    <div className={importTable.frame}>
      <div className={importTable.scroll}>
        <table className={importTable.table} aria-label="Import results">
          <thead>
            <tr>
              {['Order number', 'Outcome', 'Message'].map((h) => (
                <th key={h} className={importTable.th} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {outcomes.map(({ order, result }) => {
              const look = outcomeLook[result.outcome];
              return (
                <tr key={order.orderNumber}>
                  <td className={cx(importTable.td, ui.mediumNowrap)}>
                    {result.orderId ? (
                      <TextLink href={orderDetailsPath(result.orderId)}>{order.orderNumber}</TextLink>
                    ) : (
                      order.orderNumber
                    )}
                  </td>
                  <td className={importTable.td}>
                    <span className={badge({ tone: look.tone })}>{look.label}</span>
                  </td>
                  <td className={importTable.td}>{resultMessage(result)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
