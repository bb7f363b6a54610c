/** What the simulation's result sections share: the table look and the inbound documents that bring stock. */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { formatCount, formatDay } from '../../components/format';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { incomingDocumentLabels } from '../../domain/contracts/order-answers';
import type { OrderSimulation } from '../../domain/contracts/order-simulation';

export type Documents = OrderSimulation['shipping']['shortages'][number]['documents'];

export const tableStyles = {
  table: ui.plainTable,
  th: ui.plainTh,
  td: css({ px: '4', py: '2.5', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' }),
  end: ui.endCell,
  muted: ui.mutedSmall,
  // The table bleeds to the card's edges.
  bleed: css({ mx: '-6', mb: '-5', overflowX: 'auto' }),
};

/** A table whose columns are headers (an end-aligned figure column: [label, true]). */
export function ResultTable({
  label,
  headers,
  children,
}: {
  label: string;
  headers: readonly (readonly [ReactNode, boolean?])[];
  children: ReactNode;
}) {
  return (
    <div className={tableStyles.bleed}>
      <table className={tableStyles.table} aria-label={label}>
        <thead>
          <tr>
            {headers.map(([header, end], i) => (
              <th key={i} className={`${tableStyles.th} ${end ? tableStyles.end : ''}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The inbound documents in expected-date order, each linked to its page; the covering one says so. */
export function SupplyDocuments({ documents, covered }: { documents: Documents; covered: boolean }) {
  if (documents.length === 0)
    return <span className={ui.mutedSmall}>Nothing incoming: order more stock.</span>;
  return (
    <ul
      className={css({
        listStyle: 'none',
        p: '0',
        m: '0',
        display: 'flex',
        flexDirection: 'column',
        gap: '0.5',
      })}
    >
      {documents.map((d) => (
        <li key={`${d.type}-${d.id}`} className={ui.small}>
          {incomingDocumentLabels[d.type]} <TextLink href={d.link}>{d.number}</TextLink> brings{' '}
          {formatCount(d.quantity)}
          {d.date ? `, expected ${formatDay(d.date)}` : ', no date given'}
          {d.coversShortage ? ' — covers it' : ''}
        </li>
      ))}
      {!covered && <li className={ui.dangerSmall}>Not enough coming to cover it.</li>}
    </ul>
  );
}
