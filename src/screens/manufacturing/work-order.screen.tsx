/**
 * /manufacturing/work-orders/edit/:id: a work order's page. Its lifecycle (where it stands, the next
 * step and what blocks it, the steps this user may take), its fields (a form while it is a Draft),
 * what it takes from stock (required, allocated, consumed), the lots held for it, its completions and
 * the stock movements it caused. Instants read in the user's timezone.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { projectsRef, useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { FormError } from '../../components/form-error';
import { formatCount, formatDay, formatInstantZoned } from '../../components/format';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import type { ComponentShortage, WorkOrderOverview } from '../../domain/contracts/manufacturing-answers';
import { workOrdersContract } from '../../domain/contracts/work-orders';
import { assembleTypeLabel, unitLabel, workOrderTypeLabel } from '../../domain/manufacturing-labels';
import { formatAmount } from '../../domain/money';
import { isEditableWorkOrder } from '../../domain/work-order.lifecycle';
import { isAboutRecord, LiveEvent } from '../../domain/live-events';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useLoad } from '../../machines/load/use-load';
import { useApi, usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import {
  bomPath,
  loadManufacturingVendors,
  loadWorkOrderOverview,
  useWorkOrdersClient,
  WORK_ORDERS_PATH,
  type WorkOrderRow,
} from '../../api/manufacturing.api';
import { mfg } from './manufacturing-styles';
import { isLate, WorkOrderBadges } from './work-order-badge';
import { bomsRef } from './work-order-columns';
import { WorkOrderForm } from './work-order-form';
import { ShortageTable } from './work-order-shortages';
import { LifecyclePath, NextStepNotice, WorkOrderStepButtons } from './work-order-steps';
import {
  AllocatedLotsTable,
  CompletionsTable,
  RequirementsTable,
  WorkOrderLedgerTable,
} from './work-order-tables';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function WorkOrderDetails({ order, overview }: { order: WorkOrderRow; overview: WorkOrderOverview }) {
  const api = useApi();
  const refs = useRefNames([vendorsRef, warehousesRef, bomsRef, projectsRef]);
  const makers = useLoad((signal) => loadManufacturingVendors(api, signal), [api]);
  const maker =
    makers.status === 'loaded' ? makers.data.find((m) => m.id === order.manufacturingVendorId) : undefined;
  const at = (value: string | null) => (value ? formatInstantZoned(value) : '—');
  return (
    <dl className={mfg.details}>
      <Detail label="Vendor">{refs.label(vendorsRef, order.vendorId) ?? `#${order.vendorId}`}</Detail>
      <Detail label="Warehouse">
        {refs.label(warehousesRef, order.warehouseId) ?? `#${order.warehouseId}`}
      </Detail>
      <Detail label="Bill of materials">
        {order.billOfMaterialsId == null ? (
          '—'
        ) : (
          <TextLink href={bomPath(order.billOfMaterialsId)}>
            {refs.label(bomsRef, order.billOfMaterialsId) ?? `#${order.billOfMaterialsId}`}
          </TextLink>
        )}
        {overview.revision != null && <span className={ui.muted}> · revision {overview.revision}</span>}
      </Detail>
      <Detail label="Direction">{assembleTypeLabel(order.assembleType)}</Detail>
      <Detail label="Made">
        {workOrderTypeLabel(order.type)}
        {order.manufacturingVendorId != null && (
          <span className={ui.muted}> · {maker?.name ?? `#${order.manufacturingVendorId}`}</span>
        )}
      </Detail>
      <Detail label="Purchase order">
        {order.purchaseOrderId == null ? (
          '—'
        ) : (
          <TextLink href={`/warehouses/purchaseOrders/view/${order.purchaseOrderId}`}>
            #{order.purchaseOrderId}
          </TextLink>
        )}
      </Detail>
      <Detail label="Quantity">
        {formatCount(order.quantity)} {order.measurementUnit}{' '}
        <span className={ui.muted}>({unitLabel(order.measurementUnit)})</span>
      </Detail>
      <Detail label={order.assembleType === 'Disassemble' ? 'Taken apart so far' : 'Produced so far'}>
        {formatCount(order.completedQuantity)} of {formatCount(order.quantity)}
        {overview.remaining > 0 && order.completedQuantity > 0 && (
          <span className={ui.muted}> · {formatCount(overview.remaining)} to go</span>
        )}
      </Detail>
      <Detail label="Due">
        <span className={isLate(order) ? ui.danger : undefined}>
          {formatDay(order.dueDate)}
          {isLate(order) && ' · late'}
        </span>
      </Detail>
      <Detail label="Unit cost">{order.unitCost == null ? '—' : formatAmount(order.unitCost)}</Detail>
      <Detail label="Released">{at(order.releasedAt)}</Detail>
      <Detail label="Started">{at(order.startedAt)}</Detail>
      <Detail label="Completed">{at(order.completedAt)}</Detail>
      <Detail label="Created">{at(order.createdAt)}</Detail>
      {order.notes && <Detail label="Notes">{order.notes}</Detail>}
    </dl>
  );
}

function WorkOrderPage({
  order,
  overview,
  onChanged,
}: {
  order: WorkOrderRow;
  overview: WorkOrderOverview;
  onChanged: () => void;
}) {
  const { allows } = usePermissions();
  const [shortages, setShortages] = useState<ComponentShortage[] | null>(null);
  const editable = isEditableWorkOrder(order.status) && allows(workOrdersContract.permissions.edit);
  const disassembly = order.assembleType === 'Disassemble';
  const changed = () => {
    setShortages(null);
    onChanged();
  };
  return (
    <div className={ui.stack5}>
      <PageHeader
        title={
          <span className={ui.titleWithBadge}>
            Work order {order.orderNumber}
            <WorkOrderBadges order={order} />
          </span>
        }
        description={<TextLink href={WORK_ORDERS_PATH}>All work orders</TextLink>}
        actions={
          <WorkOrderStepButtons
            order={order}
            overview={overview}
            onChanged={changed}
            onShortages={setShortages}
          />
        }
      />
      <LifecyclePath status={order.status} />
      {shortages ? (
        <Notice tone="danger" role="alert" title="Not released: components are short">
          <p>Nothing was allocated. Each short component and what covers it:</p>
          <div className={ui.mt3}>
            <ShortageTable shortages={shortages} />
          </div>
        </Notice>
      ) : (
        <NextStepNotice order={order} overview={overview} />
      )}
      {editable ? (
        <Card title="Work order" description="A Draft can still change; releasing fixes it.">
          <WorkOrderForm key={order.version} order={order} onReload={onChanged} onSaved={changed} />
        </Card>
      ) : (
        <Card title="Details">
          <WorkOrderDetails order={order} overview={overview} />
        </Card>
      )}
      <Card
        title={disassembly ? 'Finished good to take apart' : 'Components'}
        description={
          disassembly
            ? 'What the work order takes apart, held at release and consumed as it completes.'
            : 'Required for the ordered quantity, held at release, consumed by each completion.'
        }
      >
        <RequirementsTable
          rows={overview.requirements}
          disassembly={disassembly}
          hasBom={order.billOfMaterialsId != null}
        />
      </Card>
      <Card title="Allocated lots" description="Held at the warehouse for this work order.">
        <AllocatedLotsTable lots={overview.allocatedLots} />
      </Card>
      <Card title="Completions">
        <CompletionsTable completions={overview.completions} disassembly={disassembly} />
      </Card>
      <Card title="Stock movements" description="Every ledger row this work order caused, oldest first.">
        <WorkOrderLedgerTable rows={overview.ledger} />
      </Card>
    </div>
  );
}

export default function WorkOrderScreen({ params }: Partial<ScreenProps>) {
  const id = Number(params?.id);
  const api = useApi();
  const client = useWorkOrdersClient();
  const load = useLoad(
    (signal) => Promise.all([client.get(id, signal), loadWorkOrderOverview(api, id, signal)]),
    [id, client, api],
  );
  const data = useMemo(() => (load.status === 'loaded' ? load.data : null), [load]);
  // This work order took a step elsewhere (another user, the completion flow): shown again in place.
  useLiveRefresh([LiveEvent.workOrderUpdated], load.refresh, isAboutRecord(id));
  return (
    <div className={ui.maxW1120}>
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <div className={ui.retryBlock}>
          <FormError title="The work order could not be loaded" message={load.failure.message} />
          <Link href={WORK_ORDERS_PATH} className={buttonClass({ variant: 'secondary' })}>
            All work orders
          </Link>
        </div>
      )}
      {data && <WorkOrderPage order={data[0]} overview={data[1]} onChanged={load.refresh} />}
    </div>
  );
}
