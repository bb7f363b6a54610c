/** The returns list's columns; vendor and warehouse read their names from `refs` ('#id' until loaded). */
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import type { DataColumn } from '../../components/data-table/data-table';
import { carrierServiceLabel, returnNumberOf, type OrderReturnRow } from '../../domain/order-return';
import { vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';
import { formatDay } from '../../components/format';
import { ConfirmationBadge } from './return-badge';
import { orderDetailsPath, returnViewPath } from '../../api/returns.api';
import { ui } from '../../components/ui/styles';

const muted = ui.mutedNowrap;
const strong = ui.strongLinkNowrap;

export function returnColumns(refs: RefNames): DataColumn<OrderReturnRow>[] {
  return [
    {
      id: 'trackingNumber',
      header: 'Return #',
      cell: (r) => (
        <Link href={returnViewPath(r.id)} className={strong}>
          {returnNumberOf(r)}
        </Link>
      ),
    },
    {
      id: 'orderNumber',
      header: 'Order #',
      sortKey: 'orderNumber',
      cell: (r) => (
        <Link href={orderDetailsPath(r.orderId)} className={css({ color: 'accent', whiteSpace: 'nowrap' })}>
          {r.orderNumber ?? `#${r.orderId}`}
        </Link>
      ),
    },
    { id: 'vendorId', header: 'Vendor', cell: (r) => refs.label(vendorsRef, r.vendorId) ?? `#${r.vendorId}` },
    {
      id: 'warehouseId',
      header: 'Warehouse',
      cell: (r) => refs.label(warehousesRef, r.warehouseId) ?? `#${r.warehouseId}`,
    },
    {
      id: 'carrier',
      header: 'Carrier / service',
      cell: (r) => {
        const [carrier, service] = carrierServiceLabel(r.carrierCode, r.serviceCode).split(' · ');
        return carrier ? (
          <span className={css({ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' })}>
            <span>{carrier}</span>
            {service && <span className={muted}>{service}</span>}
          </span>
        ) : (
          <span className={muted}>—</span>
        );
      },
    },
    {
      id: 'confirmation',
      header: 'Confirmation',
      cell: (r) => <ConfirmationBadge confirmation={r.confirmation} />,
    },
    {
      id: 'units',
      header: 'Units',
      align: 'end',
      hiddenByDefault: true,
      cell: (r) => r.items.reduce((n, l) => n + (Number(l.quantity) || 0), 0),
    },
    {
      id: 'createdAt',
      header: 'Created',
      sortKey: 'createdAt',
      cell: (r) => <span className={muted}>{formatDay(r.createdAt)}</span>,
    },
    {
      id: 'receiveDate',
      header: 'Received',
      sortKey: 'receiveDate',
      cell: (r) => <span className={muted}>{formatDay(r.receiveDate)}</span>,
    },
  ];
}
