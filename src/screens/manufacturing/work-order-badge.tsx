/** A work order's status as a badge, in the lifecycle's label and tone; "Late" beside it when overdue. */
import { badge } from 'styled-system/recipes';
import { userDay } from '../../components/format';
import { ui } from '../../components/ui/styles';
import {
  openWorkOrderStatuses,
  workOrderStatusLabel,
  workOrderStatusTones,
  type WorkOrderStatus,
} from '../../domain/work-order.lifecycle';

export function WorkOrderStatusBadge({ status }: { status: string }) {
  const tone = workOrderStatusTones[status as WorkOrderStatus] ?? 'neutral';
  return <span className={badge({ tone })}>{workOrderStatusLabel(status)}</span>;
}

/** Open and its due date has passed (the user's today). */
export const isLate = (order: { status: string; dueDate: string | null }, today = userDay()) =>
  order.dueDate !== null &&
  order.dueDate < today &&
  openWorkOrderStatuses.includes(order.status as WorkOrderStatus);

export function WorkOrderBadges({ order }: { order: { status: string; dueDate: string | null } }) {
  return (
    <span className={ui.inlineRow}>
      <WorkOrderStatusBadge status={order.status} />
      {isLate(order) && <span className={badge({ tone: 'danger' })}>Late</span>}
    </span>
  );
}
