/**
 * The storefront's catalogue: its products (kits with their components) with what each maps to, the
 * units (kits) available at its warehouse and the price; "Add" puts one in the cart.
 */
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { badge, input } from 'styled-system/recipes';
import type { CatalogueProduct } from '../../api/checkout.api';
import { Button } from '../../components/button';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { formatCount } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { formatAmount } from '../../domain/money';
import type { CheckoutFlow } from '../../machines/checkout/use-checkout';
import type { ResourceList } from '../../machines/list/use-resource-list';

const styles = {
  search: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    p: '4',
    borderBottomWidth: '1px',
    borderColor: 'border',
  }),
  searchInput: css({ maxW: '360px' }),
};

/** What is available: a count, "Always" for items that do not track stock, out of stock in red. */
export function AvailableText({ available, kit }: { available: number | null; kit?: boolean }) {
  if (available === null) return <span className={ui.muted}>Always</span>;
  if (available <= 0) return <span className={badge({ tone: 'danger' })}>Out of stock</span>;
  return (
    <span>
      {formatCount(available)}
      {kit ? <span className={ui.muted}> kits</span> : null}
    </span>
  );
}

const columns: DataColumn<CatalogueProduct>[] = [
  {
    id: 'product',
    header: 'Product',
    minWidth: 170,
    maxWidth: 280,
    cell: (p) => (
      <>
        <span className={ui.medium}>{p.name}</span>
        <span className={ui.mutedMonoCaption}> {p.sku}</span>
        {p.forcedHold && (
          <span className={ui.captionLine}>
            <span className={badge({ tone: 'warning' })}>Held on every order</span>
          </span>
        )}
      </>
    ),
  },
  {
    id: 'mappedTo',
    header: 'Ships as',
    minWidth: 170,
    maxWidth: 320,
    cell: (p) =>
      p.mappedTo === null ? (
        <span className={ui.muted}>{p.notOrderable ?? 'Not mapped'}</span>
      ) : p.kind === 'kit' ? (
        <>
          <span className={badge({ tone: 'accent' })}>Kit</span> {p.mappedTo}
          <span className={ui.captionLine}>
            {p.components.map((c) => `${c.perKit} × ${c.sku}`).join(', ') || 'No components'}
          </span>
        </>
      ) : (
        <>
          {p.mappedTo}
          <span className={ui.captionLine}>{p.mappedSku}</span>
        </>
      ),
  },
  {
    id: 'available',
    header: 'Available',
    width: 90,
    align: 'end',
    cell: (p) =>
      p.mappedTo === null ? '—' : <AvailableText available={p.available} kit={p.kind === 'kit'} />,
  },
  {
    id: 'price',
    header: 'Price',
    width: 90,
    align: 'end',
    cell: (p) => (p.price === null ? <span className={ui.muted}>No price</span> : formatAmount(p.price)),
  },
];

function SearchForm({ list }: { list: ResourceList<CatalogueProduct> }) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    list.applyFilters();
  };
  const value = list.formFilters.search;
  return (
    <form role="search" aria-label="Search the catalogue" onSubmit={submit} className={styles.search}>
      <input
        type="search"
        aria-label="Search products"
        placeholder="SKU or product name"
        className={`${input()} ${styles.searchInput}`}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => list.setFormFilter('search', e.target.value)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}

export function CatalogueTable({
  list,
  checkout,
}: {
  list: ResourceList<CatalogueProduct>;
  checkout: CheckoutFlow;
}) {
  return (
    <DataTable
      tableId="checkout-catalogue"
      label="Catalogue"
      columns={columns}
      list={list}
      density="compact"
      filters={<SearchForm list={list} />}
      emptyTitle="No products match"
      emptyText="The storefront lists no product with that SKU or name."
      actions={(p) =>
        p.orderable ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={checkout.isPlacing}
            aria-label={`Add ${p.sku} to the cart`}
            onClick={() => checkout.add(p)}
          >
            Add
          </Button>
        ) : (
          <span className={ui.mutedSmall}>Cannot be ordered</span>
        )
      }
    />
  );
}
