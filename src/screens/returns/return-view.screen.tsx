/**
 * /orders/returns/view/:orderReturnId: a return's details, its lines with what arrived, its label to
 * open or download, and the way to the order and to receiving it.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { TextLink } from '../../components/text-link';
import { useLoad } from '../../machines/load/use-load';
import {
  carrierServiceLabel,
  normalizeReturnLine,
  returnNumberOf,
  type OrderReturnRow,
} from '../../domain/order-return';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { formatDay } from '../../components/format';
import { LabelButtons } from './label-buttons';
import { ConfirmationBadge } from './return-badge';
import { ReturnLinesTable } from './return-lines-table';
import { details, stack } from './return-styles';
import { orderDetailsPath, RETURNS_PATH, returnConfirmPath, useReturnsClient } from '../../api/returns.api';
import { ui } from '../../components/ui/styles';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ReturnView({ row }: { row: OrderReturnRow }) {
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const { can } = usePermissions();
  const lines = row.items.map((l) => normalizeReturnLine(l as unknown as Record<string, unknown>));
  return (
    <div className={stack}>
      <PageHeader
        title={
          <span className={ui.titleWithBadge}>
            Return {returnNumberOf(row)}
            <ConfirmationBadge confirmation={row.confirmation} />
          </span>
        }
        description={<TextLink href={RETURNS_PATH}>All returns</TextLink>}
        actions={
          <>
            <LabelButtons row={row} />
            {can('orders.returns.confirm') && row.confirmation !== 'full' && (
              <Link href={returnConfirmPath(row)} className={buttonClass()}>
                Receive
              </Link>
            )}
          </>
        }
      />
      <Card title="Details">
        <dl className={details}>
          <Detail label="Order">
            <TextLink href={orderDetailsPath(row.orderId)}>{row.orderNumber ?? `#${row.orderId}`}</TextLink>
          </Detail>
          <Detail label="Vendor">{refs.label(vendorsRef, row.vendorId) ?? `#${row.vendorId}`}</Detail>
          <Detail label="Returns to">
            {refs.label(warehousesRef, row.warehouseId) ?? `#${row.warehouseId}`}
          </Detail>
          <Detail label="Carrier / service">
            {carrierServiceLabel(row.carrierCode, row.serviceCode) || '—'}
          </Detail>
          <Detail label="Created">{formatDay(row.createdAt)}</Detail>
          <Detail label="Received">{formatDay(row.receiveDate)}</Detail>
          {row.notes && <Detail label="Notes">{row.notes}</Detail>}
        </dl>
      </Card>
      <Card
        title="Lines"
        description="Restocked units went back to available stock; damaged ones to the damaged bucket."
      >
        <ReturnLinesTable lines={lines} />
      </Card>
    </div>
  );
}

export default function ReturnViewScreen({ params }: Partial<ScreenProps>) {
  const id = params?.orderReturnId ?? '';
  const client = useReturnsClient();
  const load = useLoad((signal) => client.get(id, signal), [id, client]);
  return (
    <div className={ui.maxW1120}>
      {!id && <FormError title="No return chosen" message="Open a return from the returns list." />}
      {id && load.status === 'loading' && <PageLoading />}
      {id && load.status === 'failed' && (
        <FormError title="The return could not be loaded" message={load.failure.message} />
      )}
      {id && load.status === 'loaded' && <ReturnView row={load.data} />}
    </div>
  );
}
