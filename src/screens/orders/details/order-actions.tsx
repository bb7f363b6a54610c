/**
 * The order page's actions: the lifecycle buttons allowedOrderActions grants now (the rules the
 * server applies), Edit, and a More menu (invoice, finance margin, connector log) for those allowed.
 * The dialogs live here too, opened by the bar and by the holds card's Remove buttons.
 */
import { Menu } from '../../../components/ui';
import toast from 'react-hot-toast';
import { describeApiError } from '../../../api/api-error';
import { Button, buttonClass } from '../../../components/button';
import { ChevronDownIcon } from '../../../components/icons';
import { allowedOrderActions, orderTransitions, type OrderAction } from '../../../domain/order.lifecycle';
import { usePermissions, useSession } from '../../../machines/use-app';
import { ConfirmActionDialog, type ConfirmableAction } from './dialogs/confirm-action-dialog';
import { ConnectorLogDialog } from './dialogs/connector-log-dialog';
import { HoldDialog } from './dialogs/hold-dialog';
import { MarginDialog } from './dialogs/margin-dialog';
import { ShipDialog } from './dialogs/ship-dialog';
import { SplitDialog } from './dialogs/split-dialog';
import { useOrderCalls, type DetailLine, type Order, type OrderHold } from '../../../api/orders.api';
import { ui } from '../../../components/ui/styles';
import { OpenTicketLink } from '../../../components/open-ticket-link';

export type OpenDialog =
  | { kind: 'hold' }
  | { kind: 'ship' }
  | { kind: 'split' }
  | { kind: 'confirm'; action: ConfirmableAction; hold?: OrderHold }
  | { kind: 'margin' }
  | { kind: 'log' }
  | null;

/** The one step that moves the order along now: shown as the primary button. */
const forward: readonly OrderAction[] = [
  'send-to-fulfillment',
  'ship',
  'move-to-awaiting-shipment',
  'unhold',
];
/** Buttons in this order; edit is a link of its own. */
const buttonOrder: readonly OrderAction[] = [
  'unhold',
  'move-to-awaiting-shipment',
  'send-to-fulfillment',
  'ship',
  'undo-fulfillment',
  'hold',
  'split',
  'reship',
  'cancel',
];

const dialogOf = (action: OrderAction): OpenDialog => {
  if (action === 'hold' || action === 'ship' || action === 'split') return { kind: action };
  return { kind: 'confirm', action: action as ConfirmableAction };
};

async function openInvoice(blob: Blob, orderNumber: string) {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  // A new tab shows the PDF; when the browser blocks it, the file is downloaded instead.
  if (!window.open(url, '_blank', 'noopener')) {
    const link = document.createElement('a');
    link.href = url;
    link.download = `invoice-${orderNumber}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

interface OrderActionBarProps {
  order: Order;
  onOpen: (dialog: OpenDialog) => void;
  onEdit: () => void;
}

export function OrderActionBar({ order, onOpen, onEdit }: OrderActionBarProps) {
  const { user } = useSession();
  const { can } = usePermissions();
  const calls = useOrderCalls();
  const allowed = allowedOrderActions(order, user.permissions);
  const more = [
    can('orders.downloadInvoice') && { value: 'invoice', label: 'Download invoice' },
    can('orders.viewFinanceMargin') && { value: 'margin', label: 'Finance margin' },
    can('orders.viewConnectorLog') && { value: 'log', label: 'Connector log' },
  ].filter((e): e is { value: string; label: string } => Boolean(e));

  const downloadInvoice = async () => {
    const pending = toast.loading('Preparing the invoice…');
    try {
      await openInvoice(await calls.invoice(order.id), order.orderNumber);
      toast.dismiss(pending);
    } catch (error) {
      toast.error(`The invoice could not be made: ${describeApiError(error).message}`, { id: pending });
    }
  };
  const pick = (value: string) => {
    if (value === 'invoice') void downloadInvoice();
    else onOpen({ kind: value as 'margin' | 'log' });
  };

  return (
    <div className={ui.actionBar}>
      {buttonOrder
        .filter((a) => allowed.includes(a))
        .map((action) => (
          <Button
            key={action}
            variant={forward.includes(action) ? 'primary' : 'secondary'}
            onClick={() => onOpen(dialogOf(action))}
          >
            {action === 'unhold' ? 'Remove all holds' : orderTransitions[action].label}
          </Button>
        ))}
      {allowed.includes('edit') && (
        <Button variant="secondary" onClick={onEdit}>
          Edit
        </Button>
      )}
      <OpenTicketLink kind="order" id={order.id} />
      {more.length > 0 && (
        <Menu.Root positioning={{ placement: 'bottom-end', gutter: 6 }} onSelect={({ value }) => pick(value)}>
          <Menu.Trigger className={buttonClass({ variant: 'secondary' })}>
            More <ChevronDownIcon size={16} />
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Positioner>
              <Menu.Content>
                {more.map((entry) => (
                  <Menu.Item key={entry.value} value={entry.value}>
                    {entry.label}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Menu.Portal>
        </Menu.Root>
      )}
    </div>
  );
}

interface OrderDialogsProps {
  order: Order;
  lines: DetailLine[];
  open: OpenDialog;
  onClose: () => void;
  onDone: () => void;
  onConflict: () => void;
}

export function OrderDialogs({ order, lines, open, onClose, onDone, onConflict }: OrderDialogsProps) {
  const common = { order, onClose, onDone, onConflict };
  return (
    <>
      <HoldDialog {...common} open={open?.kind === 'hold'} />
      <ShipDialog {...common} open={open?.kind === 'ship'} />
      <SplitDialog {...common} lines={lines} open={open?.kind === 'split'} />
      <ConfirmActionDialog
        {...common}
        action={open?.kind === 'confirm' ? open.action : null}
        hold={open?.kind === 'confirm' ? open.hold : null}
      />
      <MarginDialog order={order} open={open?.kind === 'margin'} onClose={onClose} />
      <ConnectorLogDialog order={order} open={open?.kind === 'log'} onClose={onClose} />
    </>
  );
}
