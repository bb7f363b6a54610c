/**
 * A row's Action column: the quick view (eye) and a menu with the order page and the lifecycle
 * actions the user may take on this order now (allowedOrderActions, the server's own rules). Split
 * and edit need the whole order page; the others open their dialog over the list.
 */
import { Menu } from '../../../components/ui';
import { useLocation } from 'wouter';
import { buttonClass } from '../../../components/button';
import { allowedOrderActions, orderTransitions, type OrderAction } from '../../../domain/order.lifecycle';
import { orderDetailsPath, type Order } from '../../../api/orders.api';
import { ui } from '../../../components/ui/styles';

/** The menu's order: moving the order along first, cancelling last. */
const MENU_ORDER: readonly OrderAction[] = [
  'unhold',
  'move-to-awaiting-shipment',
  'send-to-fulfillment',
  'ship',
  'undo-fulfillment',
  'hold',
  'split',
  'reship',
  'edit',
  'cancel',
];
/** Actions done on the order page rather than in a dialog over the list. */
const ON_ORDER_PAGE: readonly OrderAction[] = ['split', 'edit'];

const dangerItem = ui.danger;

const EyeIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

interface OrderRowActionsProps {
  order: Order;
  permissions: readonly string[];
  onQuickView: (order: Order) => void;
  onAction: (order: Order, action: OrderAction) => void;
}

export function OrderRowActions({ order, permissions, onQuickView, onAction }: OrderRowActionsProps) {
  const [, navigate] = useLocation();
  const allowed = allowedOrderActions(order, permissions);
  const actions = MENU_ORDER.filter((a) => allowed.includes(a));
  const pick = (value: string) => {
    if (value === 'open') return navigate(orderDetailsPath(order.id));
    const action = value as OrderAction;
    if (ON_ORDER_PAGE.includes(action)) return navigate(orderDetailsPath(order.id));
    onAction(order, action);
  };
  return (
    <div className={ui.cellActions}>
      <button
        type="button"
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
        aria-label={`Quick view of order ${order.orderNumber}`}
        title="Quick view"
        onClick={() => onQuickView(order)}
      >
        <EyeIcon />
      </button>
      <Menu.Root positioning={{ placement: 'bottom-end', gutter: 4 }} onSelect={({ value }) => pick(value)}>
        <Menu.Trigger
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
          aria-label={`Actions for order ${order.orderNumber}`}
        >
          ⋯
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="open">Open order</Menu.Item>
              {actions.length > 0 && <Menu.Separator />}
              {actions.map((action) => (
                <Menu.Item
                  key={action}
                  value={action}
                  className={action === 'cancel' ? dangerItem : undefined}
                >
                  {action === 'unhold' ? 'Remove all holds' : orderTransitions[action].label}
                  {ON_ORDER_PAGE.includes(action) && '…'}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}
