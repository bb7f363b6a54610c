/** The inventory report's table: a row per warehouse and vendor (or per item of one vendor), with totals. */
import { css } from 'styled-system/css';
import type { InventoryFigures, InventoryReport } from '../../api/operations-reports.api';
import { formatCount } from '../../components/format';
import { ui } from '../../components/ui/styles';

const td = ui.ruledCell;
const tdEnd = `${td} ${ui.endCell}`;
const foot = ui.strongCell;
// Figure headers may wrap ('Shipped (30 days)' on two lines), so every column fits at 1440 px.
const figureHead = css({ whiteSpace: 'normal!', h: 'auto!', py: '2', lineHeight: '1.3' });
const cover = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '55 days', '0.5 days', or — when nothing shipped (nothing to divide by). */
export const formatCover = (days: number | null) =>
  days === null ? '—' : `${cover.format(days)} ${days === 1 ? 'day' : 'days'}`;

const figureColumns: { key: keyof InventoryFigures; label: string }[] = [
  { key: 'onHand', label: 'On hand' },
  { key: 'allocated', label: 'Allocated' },
  { key: 'available', label: 'Available' },
  { key: 'inTransit', label: 'In transit' },
  { key: 'shipped', label: 'Shipped (30 days)' },
  { key: 'daysOfCover', label: 'Days of cover' },
];

function Figures({ of, className }: { of: InventoryFigures; className: string }) {
  return (
    <>
      {figureColumns.map(({ key }) => (
        <td key={key} className={className}>
          {key === 'daysOfCover' ? formatCover(of.daysOfCover) : formatCount(of[key] ?? 0)}
        </td>
      ))}
    </>
  );
}

export function InventoryReportTable({ report }: { report: InventoryReport }) {
  if (report.rows.length === 0) return <p className={ui.placeholder}>No stock matches these filters.</p>;
  const leading = report.byItem ? ['Warehouse', 'SKU', 'Item'] : ['Warehouse', 'Vendor'];
  return (
    <div className={ui.scrollX}>
      <table className={ui.plainTable}>
        <caption className={ui.srOnly}>
          {report.byItem ? 'Stock per item and warehouse' : 'Stock per warehouse and vendor'}
        </caption>
        <thead>
          <tr>
            {leading.map((h) => (
              <th key={h} scope="col" className={ui.plainTh}>
                {h}
              </th>
            ))}
            {figureColumns.map((c) => (
              <th key={c.key} scope="col" className={`${ui.plainTh} ${ui.endCell} ${figureHead}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.key}>
              <td className={`${td} ${css({ minW: '150px' })}`}>{row.warehouse}</td>
              {report.byItem ? (
                <>
                  <td className={`${td} ${ui.code}`}>{row.sku}</td>
                  <td className={`${td} ${css({ minW: '160px' })}`}>{row.item}</td>
                </>
              ) : (
                <td className={`${td} ${ui.nowrap}`}>{row.vendor}</td>
              )}
              <Figures of={row} className={tdEnd} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={leading.length} className={`${foot} ${ui.start}`}>
              Total
            </th>
            <Figures of={report.totals} className={`${foot} ${ui.endCell}`} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
