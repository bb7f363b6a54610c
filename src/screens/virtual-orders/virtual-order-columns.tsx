/**
 * The columns of the virtual orders list, sized so that all of them fit a 1440 px screen: the order
 * number, storefront, reason (its label; the full reason on hover), when it was first received (the
 * user's time zone), how often it was received and retried, the last retry's error, and the status
 * (a placed one links to its order).
 */
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { orderDetailsPath, type VirtualOrderRow } from '../../api/virtual-orders.api';
import type { DataColumn } from '../../components/data-table/data-table';
import { DateTimeText } from '../../components/data-table/date-time-text';
import { formatCount, formatListInstant } from '../../components/format';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import {
  virtualOrderReasonLabel,
  virtualOrderStatusLabel,
  virtualOrderStatusTones,
  type VirtualOrderStatus,
} from '../../domain/virtual-order.lifecycle';

const dash = <span className={ui.muted}>—</span>;

export function VirtualOrderStatusBadge({ status }: { status: string }) {
  const tone = virtualOrderStatusTones[status as VirtualOrderStatus] ?? 'neutral';
  return <span className={badge({ tone })}>{virtualOrderStatusLabel(status)}</span>;
}

/** 'Northwind Shop (NWG-SHOP)', as storefronts read everywhere. */
export const storefrontOf = (row: Pick<VirtualOrderRow, 'storefrontName' | 'storefrontCode'>) =>
  row.storefrontCode ? `${row.storefrontName} (${row.storefrontCode})` : row.storefrontName;

export const virtualOrderName = (row: Pick<VirtualOrderRow, 'id' | 'orderNumber'>) =>
  row.orderNumber ?? `Virtual order #${row.id}`;

function When({ value }: { value: string | null }) {
  const text = formatListInstant(value);
  return text ? <DateTimeText text={text} /> : dash;
}

const count = (n: number) => (
  <span className={css({ fontVariantNumeric: 'tabular-nums' })}>{formatCount(n)}</span>
);

export function virtualOrderColumns(
  openDetails: (row: VirtualOrderRow) => void,
): DataColumn<VirtualOrderRow>[] {
  return [
    {
      id: 'orderNumber',
      header: 'Order number',
      width: 130,
      cell: (row) => (
        <button
          type="button"
          className={css({
            color: 'accent',
            fontWeight: 'medium',
            cursor: 'pointer',
            _hover: { textDecoration: 'underline' },
          })}
          onClick={() => openDetails(row)}
        >
          {row.orderNumber ?? 'No number'}
        </button>
      ),
    },
    { id: 'storefront', header: 'Storefront', minWidth: 120, maxWidth: 190, cell: storefrontOf },
    {
      id: 'reason',
      header: 'Reason',
      minWidth: 110,
      maxWidth: 160,
      cell: (row) => <span title={row.reason}>{virtualOrderReasonLabel(row.reasonCode)}</span>,
    },
    {
      id: 'receivedAt',
      header: 'Received',
      sortKey: 'receivedAt',
      cell: (row) => <When value={row.receivedAt} />,
    },
    { id: 'receivedCount', header: 'Times received', align: 'end', cell: (row) => count(row.receivedCount) },
    { id: 'attempts', header: 'Retries', align: 'end', cell: (row) => count(row.attempts) },
    {
      id: 'lastError',
      header: 'Last error',
      minWidth: 160,
      maxWidth: 320,
      cell: (row) => row.lastError ?? dash,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <div className={ui.stack1}>
          <VirtualOrderStatusBadge status={row.status} />
          {row.orderId !== null && (
            <TextLink href={orderDetailsPath(row.orderId)} className={ui.small}>
              Open order
            </TextLink>
          )}
        </div>
      ),
    },
    {
      id: 'lastAttemptAt',
      header: 'Last retry',
      hiddenByDefault: true,
      cell: (row) => <When value={row.lastAttemptAt} />,
    },
    {
      id: 'apiKeyName',
      header: 'API key',
      hiddenByDefault: true,
      cell: (row) => row.apiKeyName ?? dash,
    },
  ];
}
