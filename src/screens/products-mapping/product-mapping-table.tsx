/**
 * One storefront's products and what each ships as: pick a vendor item to map a product, or a kit (a
 * bill of materials of type Kit, exploded into its components on intake) to sell it as a set; Unmap
 * to clear either, or auto-map every unmapped product by SKU. The list (search, mapped filter, paging,
 * sorting) is the storefront products base, limited to the storefront.
 */
import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { badge } from 'styled-system/recipes';
import type { ProjectRef } from '../../api/bootstrap.api';
import { describeApiError } from '../../api/api-error';
import { resourceClient } from '../../api/resource-client';
import { Button } from '../../components/button';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { Notice } from '../../components/notice';
import { useLoad } from '../../machines/load/use-load';
import { vendorItemLabel } from '../../domain/resources/product-mapping.schema';
import { LiveEvent, liveRecordOf } from '../../domain/live-events';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useResourceList } from '../../machines/list/use-resource-list';
import { useApi, usePermissions } from '../../machines/use-app';
import {
  autoMapBySku,
  loadKits,
  loadVendorItems,
  mapProduct,
  mapProductToKit,
} from '../../api/storefronts.api';
import { VendorItemPicker } from '../../components/form/vendor-item-picker';
import { kitLabel } from '../../domain/contracts/storefront-products';
import { KitPicker } from './kit-picker';
import { ui } from '../../components/ui/styles';

export interface StorefrontProduct {
  id: number;
  sku: string;
  name: string;
  vendorProductId: number | null;
  billOfMaterialsId: number | null;
}

const mappedOptions = [
  { value: 'true', label: 'Mapped' },
  { value: 'false', label: 'Not mapped' },
];
const kitOptions = [
  { value: 'true', label: 'Kits' },
  { value: 'false', label: 'Not kits' },
];

export function ProductMappingTable({ project }: { project: ProjectRef }) {
  const api = useApi();
  const { can } = usePermissions();
  const canMap = can('storefronts.productsMapping') || can('storefronts.products');
  const canAutoMap = can('storefronts.productsMapping');
  const [autoMapping, setAutoMapping] = useState(false);
  const client = useMemo(() => {
    const products = resourceClient<StorefrontProduct>(api, '/api/common/products');
    return {
      list: (query: Parameters<typeof products.list>[0], signal?: AbortSignal) =>
        products.list({ ...query, filters: { ...query.filters, projectId: project.id } }, signal),
    };
  }, [api, project.id]);
  const list = useResourceList(client);
  // Someone else mapped or changed a product of this storefront (new ones may join this page).
  useLiveRefresh([LiveEvent.storefrontProductUpdated], list.refresh, (payload) => {
    return liveRecordOf(payload)?.projectId === project.id;
  });
  const items = useLoad((signal) => loadVendorItems(api, project.id, signal), [api, project.id]);
  const options = useMemo(
    () =>
      items.status === 'loaded'
        ? items.data.map((v) => ({
            value: v.id,
            label: v.status === 'active' ? vendorItemLabel(v) : `${vendorItemLabel(v)} (inactive)`,
          }))
        : [],
    [items],
  );

  const kits = useLoad((signal) => loadKits(api, project.id, signal), [api, project.id]);
  const kitChoices = useMemo(
    () =>
      kits.status === 'loaded'
        ? kits.data.map((k) => ({ value: k.id, label: kitLabel(k.name), name: k.name }))
        : [],
    [kits],
  );

  const { reload } = list;
  const map = useCallback(
    async (product: StorefrontProduct, vendorProductId: number | null) => {
      try {
        await mapProduct(api, product.id, vendorProductId);
        const item = options.find((o) => o.value === vendorProductId)?.label;
        toast.success(item ? `${product.sku} now ships as ${item}.` : `${product.sku} is no longer mapped.`);
        reload();
      } catch (e) {
        toast.error(describeApiError(e).message);
      }
    },
    [api, options, reload],
  );
  const mapKit = useCallback(
    async (product: StorefrontProduct, billOfMaterialsId: number) => {
      try {
        await mapProductToKit(api, product.id, billOfMaterialsId);
        const kit = kitChoices.find((k) => k.value === billOfMaterialsId)?.name;
        toast.success(`${product.sku} now sells as ${kit ? kitLabel(kit) : 'a kit'}: its components ship.`);
        reload();
      } catch (e) {
        toast.error(describeApiError(e).message);
      }
    },
    [api, kitChoices, reload],
  );
  const autoMap = async () => {
    setAutoMapping(true);
    try {
      const { mapped } = await autoMapBySku(api, project.id);
      toast.success(
        mapped === 0
          ? 'No unmapped product has the SKU of an active vendor item.'
          : `${mapped} ${mapped === 1 ? 'product' : 'products'} mapped by SKU.`,
      );
      reload();
    } catch (e) {
      toast.error(describeApiError(e).message);
    } finally {
      setAutoMapping(false);
    }
  };

  const columns = useMemo<DataColumn<StorefrontProduct>[]>(
    () => [
      { id: 'sku', header: 'Storefront SKU', sortKey: 'sku', cell: (p) => p.sku },
      { id: 'name', header: 'Product', sortKey: 'name', cell: (p) => p.name },
      {
        id: 'vendorItem',
        header: 'Vendor item',
        cell: (p) => (
          <VendorItemPicker
            sku={p.sku}
            value={p.vendorProductId}
            options={options}
            canMap={canMap}
            onChange={(id) => void map(p, id)}
          />
        ),
      },
      {
        id: 'kit',
        header: 'Kit',
        cell: (p) => (
          <KitPicker
            sku={p.sku}
            value={p.billOfMaterialsId}
            options={kitChoices}
            canMap={canMap}
            onChange={(id) => void mapKit(p, id)}
          />
        ),
      },
      {
        id: 'mapped',
        header: 'Mapping',
        cell: (p) =>
          p.billOfMaterialsId !== null ? (
            <span className={badge({ tone: 'accent' })}>Kit</span>
          ) : p.vendorProductId === null ? (
            <span className={badge({ tone: 'warning' })}>Not mapped</span>
          ) : (
            <span className={badge({ tone: 'success' })}>Mapped</span>
          ),
      },
    ],
    [options, kitChoices, canMap, map, mapKit],
  );
  const actions = useCallback(
    (p: StorefrontProduct) =>
      (p.vendorProductId !== null || p.billOfMaterialsId !== null) && (
        <Button variant="ghost" size="sm" aria-label={`Unmap ${p.sku}`} onClick={() => void map(p, null)}>
          Unmap
        </Button>
      ),
    [map],
  );

  return (
    <div className={ui.stack}>
      {canAutoMap && (
        <div className={ui.rowWrap}>
          <Button variant="secondary" loading={autoMapping} onClick={() => void autoMap()}>
            Auto-map by SKU
          </Button>
          <span className={ui.muted}>
            Maps every unmapped product to the active vendor item with exactly the same SKU.
          </span>
        </div>
      )}
      {items.status === 'failed' && (
        <Notice tone="danger" role="alert" title="The vendor items could not be loaded">
          <p>{items.failure.message}</p>
        </Notice>
      )}
      {kits.status === 'failed' && (
        <Notice tone="danger" role="alert" title="The kits could not be loaded">
          <p>{kits.failure.message}</p>
        </Notice>
      )}
      <DataTable
        tableId="products-mapping"
        label="Storefront products and what they ship as"
        columns={columns}
        list={list}
        actions={canMap ? actions : undefined}
        emptyTitle="No products match"
        emptyText="This storefront has no products, or none match the filters."
        filters={
          <FilterBar list={list}>
            <FilterText list={list} name="search" label="Search" placeholder="Name or SKU" />
            <FilterSelect list={list} name="mapped" label="Mapping" options={mappedOptions} />
            <FilterSelect list={list} name="kit" label="Kit" options={kitOptions} />
          </FilterBar>
        }
      />
    </div>
  );
}
