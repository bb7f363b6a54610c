/**
 * /orders/checkout: place an order by hand for a storefront (a brand's wholesale or replacement order,
 * staff ordering on a customer's behalf). Choose the storefront, add products from its catalogue
 * (kits included, with availability and price) to the cart, say where and how it ships, and place it:
 * it goes through intake like any order, once however often it is clicked, and opens on its page.
 */
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { useLocation } from 'wouter';
import { useCatalogueClient, type CheckoutAnswer } from '../../api/checkout.api';
import { orderDetailsPath } from '../../api/orders.api';
import { loadMyProjects } from '../../api/storefronts.api';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui/styles';
import { CHECKOUT_PERMISSIONS } from '../../domain/contracts/checkout';
import { ORDER_STATUS, orderStatusLabel } from '../../domain/order.lifecycle';
import { useCheckout } from '../../machines/checkout/use-checkout';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useResourceList } from '../../machines/list/use-resource-list';
import { useLoad } from '../../machines/load/use-load';
import { useApi, usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { CartPanel } from './cart-panel';
import { CatalogueTable } from './catalogue-table';
import { DeliveryCard } from './delivery-card';

const styles = {
  layout: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 340px' },
    gap: '5',
    alignItems: 'start',
  }),
  picker: css({ display: 'flex', alignItems: 'center', gap: '3' }),
  select: css({ maxW: '420px' }),
};

function announce(placed: CheckoutAnswer) {
  const { orderNumber, orderStatus } = placed.order;
  if (placed.outcome === 'replayed') toast.success(`Order ${orderNumber} was already placed.`);
  else if (orderStatus === ORDER_STATUS.onHold)
    toast(`Order ${orderNumber} placed, and held: its page says why.`, { icon: '⚠️' });
  else toast.success(`Order ${orderNumber} placed: ${orderStatusLabel(orderStatus)}.`);
}

export default function CheckoutScreen(_props: Partial<ScreenProps>) {
  const api = useApi();
  const [, navigate] = useLocation();
  const { allows } = usePermissions();
  const list = useResourceList(useCatalogueClient());
  // Stock arriving or leaving, and products mapped or flagged, change what the catalogue offers.
  useLiveRefresh(['WarehouseProductUpdated', 'StorefrontProductUpdated'], list.refresh);
  const chosen = Number(list.filters.projectId);
  const projectId = Number.isInteger(chosen) && chosen > 0 ? chosen : null;
  const checkout = useCheckout(projectId, (placed) => {
    announce(placed);
    navigate(orderDetailsPath(placed.order.id));
  });
  const projects = useLoad((signal) => loadMyProjects(api, signal), [api]);
  const storefronts =
    projects.status === 'loaded'
      ? projects.data.filter((p) => (p as { enabled?: boolean }).enabled !== false)
      : [];
  const storefront = storefronts.find((p) => p.id === projectId);

  return (
    <div className={ui.stack}>
      <PageHeader
        title="Checkout"
        description="Place an order by hand for a storefront: a wholesale or replacement order, or one for a customer. It is checked like the storefront's own orders."
      />
      <div className={styles.picker}>
        <label htmlFor="checkout-storefront" className={ui.medium}>
          Storefront
        </label>
        <select
          id="checkout-storefront"
          className={`${input()} ${styles.select}`}
          value={projectId ?? ''}
          disabled={checkout.isPlacing}
          onChange={(e) => {
            list.setFormFilter('projectId', e.target.value);
            list.applyFilters();
          }}
        >
          <option value="">Choose a storefront</option>
          {storefronts.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.clientCode})
            </option>
          ))}
        </select>
        {checkout.context.cart.length > 0 && (
          <span className={ui.mutedSmall}>Another storefront starts a new cart.</span>
        )}
      </div>
      {storefront ? (
        <div className={styles.layout}>
          <div className={ui.stackShrink}>
            <CatalogueTable list={list} checkout={checkout} />
            <DeliveryCard checkout={checkout} storefront={storefront} />
          </div>
          <CartPanel checkout={checkout} canCreate={allows(CHECKOUT_PERMISSIONS.create)} />
        </div>
      ) : (
        <Card>
          <p className={ui.placeholder}>Choose a storefront to see its products.</p>
        </Card>
      )}
    </div>
  );
}
