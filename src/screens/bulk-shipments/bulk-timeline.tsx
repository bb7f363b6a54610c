/**
 * A bulk shipment's history, newest first: each step (with who took it and the status it left) and
 * each stock movement it caused in the ledger (reserved, released, shipped; item, lot and location),
 * at the user's time of day (src/components/format.ts).
 */
import { css, cx } from 'styled-system/css';
import type { ShipmentTimelineEntry } from '../../api/manual-shipments.api';
import { Card } from '../../components/card';
import { formatInstant } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { ledgerKindLabel } from '../../domain/item-stock';
import { manualShipmentStatusLabel } from '../../domain/manual-shipment.lifecycle';

const actionLabels: Record<string, string> = {
  add: 'Created',
  create: 'Created',
  edit: 'Edited',
  submit: 'Submitted',
  confirm: 'Confirmed',
  allocate: 'Allocated',
  pack: 'Packed',
  ship: 'Shipped',
  cancel: 'Cancelled',
};
const actionLabel = (action: string) => actionLabels[action] ?? action.replace(/^\w/, (c) => c.toUpperCase());

const styles = {
  list: css({ listStyle: 'none', maxH: '480px', overflowY: 'auto' }),
  item: css({
    position: 'relative',
    pl: '6',
    pb: '3',
    _last: { pb: '0' },
    _before: {
      content: '""',
      position: 'absolute',
      left: '5px',
      top: '14px',
      bottom: '-2px',
      w: '2px',
      bg: 'border',
    },
    '&:last-child::before': { display: 'none' },
  }),
  dot: css({
    position: 'absolute',
    left: '0',
    top: '5px',
    w: '3',
    h: '3',
    borderRadius: 'full',
    borderWidth: '2px',
    borderColor: 'surface',
  }),
  action: css({ bg: 'accent' }),
  stock: css({ bg: 'fg.subtle' }),
};

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function stockText(e: ShipmentTimelineEntry) {
  // A reservation moves the allocated figure; shipping moves on hand (and the allocation with it).
  const delta = e.quantityDelta
    ? `${signed(e.quantityDelta)} on hand`
    : `${signed(e.allocatedDelta ?? 0)} allocated`;
  const place = [e.location || null, e.lotNumber ? `lot ${e.lotNumber}` : null].filter(Boolean).join(' · ');
  return `${ledgerKindLabel(e.action)} ${e.sku ?? ''}: ${delta}${place ? ` at ${place}` : ''}`;
}

export function BulkTimeline({ entries }: { entries: ShipmentTimelineEntry[] }) {
  const newestFirst = [...entries].reverse();
  return (
    <Card title="Timeline">
      {newestFirst.length === 0 ? (
        <p className={ui.mutedSmall}>Nothing has happened yet.</p>
      ) : (
        <ol className={styles.list} aria-label="Timeline">
          {newestFirst.map((e, i) => (
            <li key={i} className={styles.item}>
              <span
                aria-hidden="true"
                className={cx(styles.dot, e.type === 'action' ? styles.action : styles.stock)}
              />
              {e.type === 'action' ? (
                <p className={ui.medium}>
                  {actionLabel(e.action)}
                  {e.status && manualShipmentStatusLabel(e.status) !== actionLabel(e.action) && (
                    <span className={ui.muted}> · {manualShipmentStatusLabel(e.status)}</span>
                  )}
                </p>
              ) : (
                <p>{stockText(e)}</p>
              )}
              <p className={ui.mutedSmall}>
                {e.userName ?? 'System'} · <time dateTime={e.at}>{formatInstant(e.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
