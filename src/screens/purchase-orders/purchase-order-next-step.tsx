/**
 * What a purchase order waits for, at the top of its page (issue 13 item 5): the lifecycle's next step
 * (nextStepOf), said in words and offered as a button when it is a page of its own. "Record the
 * inbound shipment" opens Ship items, which goes on to receiving once the shipment is recorded.
 */
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { ui } from '../../components/ui/styles';
import { nextStepOf, type PurchaseOrderStep } from '../../domain/purchase-order.lifecycle';
import { usePermissions } from '../../machines/use-app';
import { PO_PATH, type PurchaseOrder } from '../../api/purchase-orders.api';

/** The steps that are a page of their own; confirm and complete are the header's buttons. */
const stepLinks: Partial<Record<PurchaseOrderStep, { label: string; href: (id: number) => string }>> = {
  ship: { label: 'Record the inbound shipment', href: (id) => `${PO_PATH}/${id}/receive` },
  receive: { label: 'Receive the shipment', href: (id) => `/warehouses/shipments/${id}/create` },
};

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
  if (!next) return null;
  const allowed = next.permissions.some((p) => can(p));
  const link = stepLinks[next.step];
  return (
    <section aria-label="Next step">
      <Notice tone="info" title={next.title}>
        <p>{next.description}</p>
        {!allowed && <p className={ui.muted}>Someone with the permission for this step takes it.</p>}
        {allowed && link && (
          <Link href={link.href(order.id)} className={`${buttonClass({ size: 'sm' })} ${ui.mt3}`}>
            {link.label}
          </Link>
        )}
      </Notice>
    </section>
  );
}
