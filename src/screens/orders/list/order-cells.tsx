/** The cells of the orders lists: compact, one line each, numbers and codes easy to scan. */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { isOrderMarker, orderMarkerLabel, tagColor } from '../../../domain/order.lifecycle';
import type { TagRow } from '../../../api/orders.api';
import { formatMoney } from '../details/order-format';
import type { OrderLine } from '../../../api/orders.api';
import { agingLabel, isFinished, isLate } from './order-aging';
import { ui } from '../../../components/ui/styles';
import { formatInstantZoned, formatListInstant } from '../../../components/format';
import { DateTimeText } from '../../../components/data-table/date-time-text';

const muted = ui.subtle;
export const none = <span className={muted}>—</span>;

/** A text value, or a muted dash when there is none. */
export const textOr = (value: string | number | null | undefined): ReactNode =>
  value === null || value === undefined || value === '' ? none : value;

const mono = css({ fontFamily: 'mono', fontSize: '12px', whiteSpace: 'nowrap' });
// A SKU in a wrapping cell may break at its hyphens, so a long one never widens the column.
const sku = css({ fontFamily: 'mono', fontSize: '12px' });
export const codeOr = (value: string | null | undefined): ReactNode =>
  value ? <span className={mono}>{value}</span> : none;

const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
export const numberOr = (value: number | null | undefined, unit = ''): ReactNode =>
  value === null || value === undefined ? none : `${numbers.format(value)}${unit}`;

export const moneyOr = (value: number | null | undefined): ReactNode =>
  value === null || value === undefined ? none : formatMoney(value);

/**
 * 'Mar 5, 2:14 PM' (the year only when it is not this one): an order desk reads dates of this week. In
 * a narrow column the time goes under the date.
 */
export function InstantCell({ value }: { value: string | null | undefined }) {
  const text = formatListInstant(value);
  return text ? (
    <time dateTime={value!} title={formatInstantZoned(value)}>
      <DateTimeText text={text} />
    </time>
  ) : (
    none
  );
}

export function OrderNumberLink({ href, number, flag }: { href: string; number: string; flag?: string }) {
  return (
    // A flag goes under the number when the column is narrow.
    <span
      className={css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '1.5' })}
    >
      <Link
        href={href}
        // A long number (a test's or an import's) may break at its hyphens rather than widen the column.
        className={css({
          fontWeight: 'semibold',
          color: 'accent',
          _hover: { textDecoration: 'underline' },
        })}
      >
        {number}
      </Link>
      {flag && (
        <span
          className={css({
            fontSize: '10px',
            fontWeight: 'bold',
            whiteSpace: 'nowrap',
            textTransform: 'uppercase',
            color: 'fg.muted',
            borderWidth: '1px',
            borderColor: 'border',
            borderRadius: 'sm',
            px: '1',
          })}
        >
          {flag}
        </span>
      )}
    </span>
  );
}

/** The first line with its quantity, then how many more: 'NWG-MUG-11 × 2 +1 more'. */
export function ItemsSummary({ items }: { items: readonly Pick<OrderLine, 'sku' | 'name' | 'quantity'>[] }) {
  const [first] = items;
  if (!first) return <span className={ui.danger}>No items</span>;
  const all = items.map((l) => `${l.sku} × ${l.quantity}${l.name ? ` (${l.name})` : ''}`).join('\n');
  // A narrow column breaks between the SKU, its quantity and '+1 more' (and a long SKU at its hyphens).
  return (
    <span title={all}>
      <span className={sku}>{first.sku}</span> <span className={ui.nowrap}>× {first.quantity}</span>
      {items.length > 1 && <span className={ui.mutedNowrap}> +{items.length - 1} more</span>}
    </span>
  );
}

/** Time since the order date; late open orders stand out, finished ones fade. */
const agingTone = {
  late: css({ color: 'warning', fontWeight: 'semibold', whiteSpace: 'nowrap' }),
  finished: css({ color: 'fg.subtle', whiteSpace: 'nowrap' }),
  open: ui.nowrap,
};

export function AgingCell({ since, status }: { since: string; status: string }) {
  const tone = isLate(since, status) ? 'late' : isFinished(status) ? 'finished' : 'open';
  return (
    <span className={agingTone[tone]} title={tone === 'late' ? 'Open for more than two days' : undefined}>
      {agingLabel(since)}
    </span>
  );
}

/** The tag rows that colour an order's tags: its storefront's own first, then any. */
export function tagRowsFor(rows: readonly TagRow[], projectId: number | null | undefined): TagRow[] {
  const own = rows.filter((r) => r.projectId === projectId);
  return [...own, ...rows.filter((r) => r.projectId !== projectId)];
}

/** 'SENT_TO_FULFILLMENT' → 'Sent to fulfillment' (the label table of the lifecycle). */
export const markerLabel = orderMarkerLabel;

// A chip longer than its column is cut with an ellipsis; its whole name is its tooltip.
const chip = css({
  display: 'inline-block',
  maxW: 'full',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  px: '1.5',
  h: '5',
  lineHeight: '18px',
  borderRadius: 'sm',
  fontSize: '11px',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  borderWidth: '1px',
});

/**
 * A tag in its storefront's colour, readable whatever the colour: a pale fill, and the colour darkened
 * for the text. A marker reads as the name of the tag that stands for it ('Missing SKU'). The whole
 * name on hover (a long one is cut to the column).
 */
function OrderTagChip({ tag, rows }: { tag: string; rows: readonly TagRow[] }) {
  const marker = isOrderMarker(tag);
  const row = marker ? rows.find((r) => r.useFor === tag) : rows.find((r) => r.name === tag);
  const color = row?.color ?? tagColor(tag, rows);
  const name = marker ? (row?.name ?? markerLabel(tag)) : tag;
  return (
    <span
      className={chip}
      title={name}
      // Tag colours are data (chosen per storefront), not theme tokens.
      style={{
        color: `color-mix(in srgb, ${color} 72%, black)`,
        backgroundColor: `color-mix(in srgb, ${color} 12%, white)`,
        borderColor: `color-mix(in srgb, ${color} 40%, white)`,
      }}
    >
      {name}
    </span>
  );
}

export function TagList({ tags, rows }: { tags: readonly string[]; rows: readonly TagRow[] }) {
  if (tags.length === 0) return none;
  return (
    <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
      {tags.map((tag) => (
        <OrderTagChip key={tag} tag={tag} rows={rows} />
      ))}
    </span>
  );
}
