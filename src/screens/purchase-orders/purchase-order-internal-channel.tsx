/**
 * The purchase order's internal channel (permission 'warehouses.po.internalChannel', spec §6
 * "Purchase order internal channel"): one Communications Center channel per order, created the first
 * time someone opens it; opening it makes the user a member and shows it at /communications/{id}.
 */
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { communicationsCalls } from '../../api/communications.api';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { PO_CHANNEL_PERMISSION } from '../../domain/communications';
import { useApi, usePermissions } from '../../machines/use-app';
import type { PurchaseOrder } from '../../api/purchase-orders.api';
import { ui } from '../../components/ui/styles';

export function PurchaseOrderInternalChannel({ order }: { order: PurchaseOrder }) {
  const api = useApi();
  const calls = useMemo(() => communicationsCalls(api), [api]);
  const { can } = usePermissions();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  if (!can(PO_CHANNEL_PERMISSION)) return null;
  const open = async () => {
    setBusy(true);
    try {
      const channel = await calls.purchaseOrderChannel(order.id);
      navigate(`/communications/${channel.id}`);
    } catch (e) {
      toast.error(describeApiError(e).message);
      setBusy(false);
    }
  };
  return (
    <Card
      title="Internal channel"
      description="Discuss this order with your team: only those allowed the purchase order internal channel see it."
      actions={
        <Button variant="secondary" loading={busy} onClick={() => void open()}>
          Internal channel
        </Button>
      }
    >
      <p className={ui.muted}>
        Opening the channel makes you a member: you are told of new messages and mentions about{' '}
        {order.orderNumber}.
      </p>
    </Card>
  );
}
