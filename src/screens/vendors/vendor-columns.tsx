import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import type { DataColumn } from '../../components/data-table/data-table';
import {
  fulfillmentTypeLabels,
  vendorStatusLabels,
  vendorStatusTone,
  type Vendor,
} from '../../api/vendors.api';
import { ui } from '../../components/ui/styles';
import { formatDay } from '../../components/format';

export function VendorStatusBadge({ status }: { status: Vendor['status'] }) {
  return (
    <span className={badge({ tone: vendorStatusTone[status] })}>{vendorStatusLabels[status] ?? status}</span>
  );
}

export const vendorColumns: readonly DataColumn<Vendor>[] = [
  {
    id: 'code',
    header: 'Code',
    sortKey: 'code',
    cell: (v) => (
      <span className={css({ fontFamily: 'mono', fontSize: '13px', fontWeight: 'medium' })}>{v.code}</span>
    ),
  },
  {
    id: 'name',
    header: 'Name',
    sortKey: 'name',
    cell: (v) => (
      <Link href={`/manage/customers/manage/${v.id}`} className={ui.strongLink}>
        {v.name}
      </Link>
    ),
  },
  {
    id: 'fulfillmentType',
    header: 'Fulfilment type',
    cell: (v) => fulfillmentTypeLabels[v.fulfillmentType] ?? v.fulfillmentType,
  },
  { id: 'status', header: 'Status', sortKey: 'status', cell: (v) => <VendorStatusBadge status={v.status} /> },
  {
    id: 'createdAt',
    header: 'Created',
    sortKey: 'createdAt',
    cell: (v) => <span className={ui.mutedNowrap}>{formatDay(v.createdAt)}</span>,
  },
];
