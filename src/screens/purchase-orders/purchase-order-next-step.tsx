/**
 * What a purchase order waits for, at the top of its page (issue 13 item 5): the lifecycle's next step
 * (nextStepOf), said in words and offered as a button when it is a page of its own. "Record the
 * inbound shipment" opens Ship items, which goes on to receiving once the shipment is recorded. A
 * receipt the user has in progress on one of the order's shipments is resumed in one click (item 11).
 */
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { ui } from '../../components/ui/styles';
import { nextStepOf, type PurchaseOrderStep } from '../../domain/purchase-order.lifecycle';
import { useLoad } from '../../machines/load/use-load';
import { usePermissions } from '../../machines/use-app';
import { PO_PATH, usePurchaseOrderCalls, type PurchaseOrder } from '../../api/purchase-orders.api';

const receivingPath = (id: number) => `/warehouses/shipments/${id}/create`;

/** The steps that are a page of their own; confirm and complete are the header's buttons. */
const stepLinks: Partial<Record<PurchaseOrderStep, { label: string; href: (id: number) => string }>> = {
  ship: { label: 'Record the inbound shipment', href: (id) => `${PO_PATH}/${id}/receive` },
  receive: { label: 'Receive the shipment', href: receivingPath },
};

/** The shipment whose receipt the user has in progress, when the next step is receiving; else null. */
function useReceiptInProgress(order: PurchaseOrder, receiving: boolean) {
  const calls = usePurchaseOrderCalls();
  const load = useLoad(
    async (signal) =>
      receiving
        ? ((await calls.receivable(order.id, signal)).find((s) => s.receiptInProgress) ?? null)
        : null,
    [calls, order.id, receiving],
  );
  return load.status === 'loaded' ? load.data : null;
}

export function PurchaseOrderNextStep({
  order,
  receivable,
  leftToSchedule,
}: {
  order: PurchaseOrder;
  receivable: boolean;
  leftToSchedule: number;
}) {
  const { can } = usePermissions();
  const next = nextStepOf(order.orderStatus, { receivable, leftToSchedule });
  const allowed = next !== null && next.permissions.some((p) => can(p));
  const inProgress = useReceiptInProgress(order, allowed && next?.step === 'receive');
  if (!next) return null;
  const step = stepLinks[next.step];
  const link = inProgress
    ? {
        label: `Resume receiving ${inProgress.orderNumber}`,
        href: `${receivingPath(order.id)}?shipment=${inProgress.id}&resume=1`,
      }
    : step && { label: step.label, href: step.href(order.id) };
  return (
    <section aria-label="Next step">
      <Notice tone="info" title={next.title}>
        <p>
          {next.description}
          {inProgress && ` You have the receipt of ${inProgress.orderNumber} in progress.`}
        </p>
        {!allowed && <p className={ui.muted}>Someone with the permission for this step takes it.</p>}
        {allowed && link && (
          <Link href={link.href} className={`${buttonClass({ size: 'sm' })} ${ui.mt3}`}>
            {link.label}
          </Link>
        )}
      </Notice>
    </section>
  );
}
