/**
 * An order's status chip and its tags: user tags in their colours; a marker (NOT_ENOUGH_INVENTORY)
 * in the colour of the storefront's tag that stands for it, else the marker's own.
 */
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { loadOrderTags, type TagRow } from '../../../api/orders.api';
import { useLoad } from '../../../machines/load/use-load';
import { isOrderMarker, orderMarkerLabel, orderStatusLabel, tagColor } from '../../../domain/order.lifecycle';
import { useApi } from '../../../machines/use-app';
import { orderStatusTones } from './order-format';
import { ui } from '../../../components/ui/styles';

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span className={badge({ tone: orderStatusTones[status] ?? 'neutral' })}>{orderStatusLabel(status)}</span>
  );
}

/** The order tags of a storefront (their colours); empty until loaded or when they cannot be read. */
export function useOrderTags(projectId: number | null): TagRow[] {
  const api = useApi();
  const load = useLoad((signal) => loadOrderTags(api, projectId, signal), [api, projectId]);
  return load.status === 'loaded' ? load.data : [];
}

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '2',
  h: '6',
  borderRadius: 'full',
  fontSize: '12px',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  borderWidth: '1px',
});

function TagChip({ tag, rows }: { tag: string; rows: readonly TagRow[] }) {
  const marker = isOrderMarker(tag) ? rows.find((r) => r.useFor === tag) : undefined;
  const color = marker?.color ?? tagColor(tag, rows);
  return (
    <span
      className={chip}
      title={isOrderMarker(tag) ? tag : undefined}
      // Tag colours are data (chosen per storefront), not theme tokens.
      style={{ color, borderColor: `${color}55`, backgroundColor: `${color}14` }}
    >
      {marker?.name ?? orderMarkerLabel(tag)}
    </span>
  );
}

export function TagChips({ tags, rows }: { tags: readonly string[]; rows: readonly TagRow[] }) {
  if (tags.length === 0) return <span className={ui.muted}>No tags</span>;
  return (
    <span className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1.5' })}>
      {tags.map((tag) => (
        <TagChip key={tag} tag={tag} rows={rows} />
      ))}
    </span>
  );
}
