/** A return's lines with what was expected, restocked, damaged and is still to come (a kit's items with their kit). */
import { remainingOf, type ReturnLine } from '../../domain/order-return';
import { kitNote, table } from './return-styles';
import { ui } from '../../components/ui/styles';

export function ReturnLinesTable({ lines }: { lines: readonly ReturnLine[] }) {
  const total = (pick: (l: ReturnLine) => number) => lines.reduce((n, l) => n + pick(l), 0);
  return (
    <table className={table} aria-label="Returned lines">
      <thead>
        <tr>
          <th>Storefront SKU</th>
          <th>Warehouse SKU</th>
          <th>Item</th>
          <th className="num">Expected</th>
          <th className="num">Restocked</th>
          <th className="num">Damaged</th>
          <th className="num">Still expected</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i}>
            <td className={ui.medium}>{line.sku}</td>
            <td>{line.wmsSku ?? '—'}</td>
            <td>
              {line.name ?? ''}
              {line.kitName && <div className={kitNote}>In kit {line.kitName}</div>}
            </td>
            <td className="num">{line.quantity}</td>
            <td className="num">{line.restockedQuantity}</td>
            <td className="num">{line.damagedQuantity}</td>
            <td className="num">{remainingOf(line)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={ui.semibold}>
          <td colSpan={3}>Total</td>
          <td className="num">{total((l) => l.quantity)}</td>
          <td className="num">{total((l) => l.restockedQuantity)}</td>
          <td className="num">{total((l) => l.damagedQuantity)}</td>
          <td className="num">{total(remainingOf)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
