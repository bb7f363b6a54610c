/**
 * Inbound documents still waiting for goods: per kind, how many are due by today (the lists' Due
 * filter), due later this week and open in all; then the earliest ones due by Sunday.
 */
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Link } from 'wouter';
import { Card } from '../../components/card';
import { TextLink } from '../../components/text-link';
import type { InboundCounts, InboundDocument, InboundKind, InboundSummary } from '../../domain/dashboard';
import { formatCount, formatWeekday } from './dashboard-format';
import { inboundDocument, inboundDue, inboundList } from './dashboard-links';
import { ui } from '../../components/ui/styles';

const kinds: {
  kind: InboundKind;
  key: 'purchaseOrders' | 'asns' | 'transfers';
  label: string;
  one: string;
}[] = [
  { kind: 'purchaseOrder', key: 'purchaseOrders', label: 'Purchase orders', one: 'PO' },
  { kind: 'asn', key: 'asns', label: 'Advance ship notices', one: 'ASN' },
  { kind: 'transfer', key: 'transfers', label: 'Warehouse transfers', one: 'Transfer' },
];

// Raw styles, merged by css() where a cell differs: of two atomic classes for one property, class order decides nothing.
const thStyle = {
  textAlign: 'end',
  fontSize: '12px',
  fontWeight: 'medium',
  color: 'fg.muted',
  pb: '2',
  px: '2',
} as const;
const th = css(thStyle);
const tdStyle = {
  textAlign: 'end',
  py: '2',
  px: '2',
  borderTopWidth: '1px',
  borderColor: 'border',
  fontVariantNumeric: 'tabular-nums',
} as const;
const td = css(tdStyle);

function CountsTable({ summary }: { summary: InboundSummary }) {
  const rows = kinds.flatMap((k) => {
    const counts: InboundCounts | null = summary[k.key];
    return counts ? [{ ...k, counts }] : [];
  });
  return (
    <table className={css({ w: 'full', borderCollapse: 'collapse' })}>
      <thead>
        <tr>
          <th scope="col" className={css(thStyle, { textAlign: 'start', pl: '0' })}>
            Document
          </th>
          <th scope="col" className={th}>
            Due by today
          </th>
          <th scope="col" className={th}>
            Later this week
          </th>
          <th scope="col" className={th}>
            Open
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ kind, label, counts }) => (
          <tr key={kind}>
            <th scope="row" className={css(tdStyle, { textAlign: 'start', pl: '0', fontWeight: 'medium' })}>
              <TextLink href={inboundList(kind)}>{label}</TextLink>
            </th>
            <td className={td}>
              {counts.dueByToday > 0 ? (
                <Link
                  href={inboundDue(kind)}
                  className={badge({ tone: 'warning' })}
                  aria-label={`${counts.dueByToday} ${label.toLowerCase()} due by today`}
                >
                  {formatCount(counts.dueByToday)}
                </Link>
              ) : (
                <span className={ui.subtle}>0</span>
              )}
            </td>
            <td className={td}>{formatCount(counts.dueLaterThisWeek)}</td>
            <td className={td}>{formatCount(counts.open)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DueList({ documents, today }: { documents: InboundDocument[]; today: string }) {
  if (documents.length === 0) return <p className={ui.muted}>Nothing is expected between now and Sunday.</p>;
  return (
    <ul aria-label="Due by Sunday" className={ui.column}>
      {documents.map((doc) => {
        const kind = kinds.find((k) => k.kind === doc.kind)!;
        const overdue = doc.expectedDate < today;
        return (
          <li
            key={`${doc.kind}-${doc.id}`}
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '3',
              py: '2',
              borderTopWidth: '1px',
              borderColor: 'border',
              _first: { borderTopWidth: '0' },
            })}
          >
            <span className={cx(badge({ tone: 'neutral' }), css({ minW: '16', justifyContent: 'center' }))}>
              {kind.one}
            </span>
            <span className={ui.grow}>
              <TextLink href={inboundDocument(doc)}>{doc.orderNumber}</TextLink>
              <span
                className={css({ display: 'block', fontSize: '12px', color: 'fg.muted', truncate: true })}
              >
                {[doc.vendorCode, doc.warehouseName, doc.status].filter(Boolean).join(' · ')}
              </span>
            </span>
            <span
              className={cx(
                badge({ tone: overdue ? 'danger' : doc.expectedDate === today ? 'warning' : 'neutral' }),
              )}
            >
              {overdue
                ? `Overdue · ${formatWeekday(doc.expectedDate)}`
                : doc.expectedDate === today
                  ? 'Today'
                  : formatWeekday(doc.expectedDate)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function InboundCard({ summary, today }: { summary: InboundSummary; today: string }) {
  return (
    <Card title="Inbound due this week" description="Documents still waiting for goods, expected by Sunday">
      <div
        className={css({
          display: 'grid',
          gap: '8',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        })}
      >
        <CountsTable summary={summary} />
        <div>
          <h3 className={css({ fontSize: '12px', fontWeight: 'medium', color: 'fg.muted', mb: '1' })}>
            Earliest due
          </h3>
          <DueList documents={summary.dueThisWeek} today={today} />
        </div>
      </div>
    </Card>
  );
}
