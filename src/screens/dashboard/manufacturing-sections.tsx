/**
 * The manufacturing manager's figures: work orders by status (each opening the list of them), the
 * late ones with the most overdue listed, components short for the open work orders and those nothing
 * incoming covers (the shortage plan), and finished units produced per day.
 */
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Link } from 'wouter';
import { Card } from '../../components/card';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import type { ManufacturingSummary } from '../../domain/contracts/manufacturing-answers';
import {
  WORK_ORDER_STATUS,
  workOrderStatusLabel,
  workOrderStatusTones,
  type WorkOrderStatus,
} from '../../domain/work-order.lifecycle';
import { formatCount, formatWeekday } from './dashboard-format';
import { lateWorkOrders, shortagePlanPath, workOrderPage, workOrdersWithStatus } from './dashboard-links';
import { gridClass } from './order-sections';
import { ShippedChart } from './shipped-chart';
import { StatTile } from './stat-tile';

const statuses: { status: WorkOrderStatus; hint: string }[] = [
  { status: WORK_ORDER_STATUS.Draft, hint: 'Not released yet' },
  { status: WORK_ORDER_STATUS.Released, hint: 'Components allocated' },
  { status: WORK_ORDER_STATUS.InProgress, hint: 'On the floor' },
  { status: WORK_ORDER_STATUS.Completed, hint: 'Last 30 days' },
];

const columns = css({
  display: 'grid',
  gap: '5',
  alignItems: 'start',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
});
const lateRow = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '3',
  py: '2',
  borderTopWidth: '1px',
  borderColor: 'border',
  _first: { borderTopWidth: '0' },
});

function LateOrders({ summary }: { summary: ManufacturingSummary }) {
  return (
    <Card
      title="Late work orders"
      description="Open, past their due date: the most overdue first."
      actions={<TextLink href={lateWorkOrders()}>All by due date</TextLink>}
    >
      {summary.lateOrders.length === 0 ? (
        <p className={ui.muted}>None: every open work order is on time.</p>
      ) : (
        <ul>
          {summary.lateOrders.map((o) => (
            <li key={o.id} className={lateRow}>
              <span className={ui.inlineRow}>
                <Link href={workOrderPage(o.id)} className={ui.strongLink}>
                  {o.orderNumber}
                </Link>
                <span className={badge({ tone: workOrderStatusTones[o.status] })}>
                  {workOrderStatusLabel(o.status)}
                </span>
              </span>
              <span className={ui.mutedSmall}>
                {formatCount(o.completedQuantity)} of {formatCount(o.quantity)} · due{' '}
                {formatWeekday(o.dueDate)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function ManufacturingSections({ summary }: { summary: ManufacturingSummary }) {
  return (
    <>
      <section aria-labelledby="work-orders-by-status">
        <h2 id="work-orders-by-status" className={ui.srOnly}>
          Work orders by status
        </h2>
        <div className={gridClass}>
          {statuses.map(({ status, hint }) => (
            <StatTile
              key={status}
              label={`Work orders ${workOrderStatusLabel(status).toLowerCase()}`}
              value={summary.byStatus[status]}
              tone={workOrderStatusTones[status]}
              hint={hint}
              href={workOrdersWithStatus(status)}
            />
          ))}
        </div>
      </section>
      <section aria-label="Late and short" className={gridClass}>
        <StatTile
          label="Late work orders"
          value={summary.late}
          tone="danger"
          hint="Open, past their due date"
          href={lateWorkOrders()}
        />
        <StatTile
          label="Components short"
          value={summary.shortComponents}
          tone="warning"
          hint="For the work orders to release"
          href={shortagePlanPath}
        />
        <StatTile
          label="Short, nothing incoming"
          value={summary.uncoveredComponents}
          tone="danger"
          hint={summary.uncoveredComponents ? 'To order now' : 'Everything short is on its way'}
          href={shortagePlanPath}
        />
        <StatTile
          label="Cancelled"
          value={summary.byStatus.Cancelled}
          tone="neutral"
          hint="Last 30 days"
          href={workOrdersWithStatus(WORK_ORDER_STATUS.Cancelled)}
        />
      </section>
      <div className={columns}>
        <ShippedChart
          title="Produced per day"
          what="Finished units produced"
          noun="unit"
          days={summary.producedPerDay}
          href={workOrdersWithStatus(WORK_ORDER_STATUS.Completed)}
          linkLabel="View completed"
        />
        <LateOrders summary={summary} />
      </div>
    </>
  );
}
