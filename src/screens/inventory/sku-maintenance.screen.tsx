/**
 * /skuMaintenance: the SKU problems that hold orders or ship the wrong item — duplicate SKUs of a
 * vendor, storefront products that ship as nothing, and mapped products whose SKU their item's SKU
 * does not explain (the rule is stated on the page) — each fixable in place.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../machines/load/use-load';
import {
  inconsistentSkuRule,
  type SkuMaintenanceReport,
  type SkuSection,
} from '../../domain/sku-maintenance';
import { useApi, usePermissions } from '../../machines/use-app';
import { useRefNames, vendorsRef } from '../../components/crud/crud-refs';
import { loadSkuMaintenance, loadVendorItems, type VendorItem } from '../../api/inventory.api';
import { SkuDuplicates } from './sku/sku-duplicates';
import { SkuProductTable } from './sku/sku-product-table';
import { ui } from '../../components/ui/styles';

/** The items of each vendor the report names, for the "map to" pickers (one call per vendor). */
function useItemOptions(vendorIds: number[]) {
  const api = useApi();
  const key = [...new Set(vendorIds)].sort((a, b) => a - b);
  const load = useLoad(
    async (signal) => {
      const lists = await Promise.all(key.map((id) => loadVendorItems(api, id, signal)));
      return new Map<number, VendorItem[]>(key.map((id, i) => [id, lists[i]!]));
    },
    [api, key.join(',')],
  );
  return useMemo(() => {
    const byVendor = load.status === 'loaded' ? load.data : new Map<number, VendorItem[]>();
    return (vendorId: number) =>
      (byVendor.get(vendorId) ?? []).map((i) => ({ value: i.id, label: `${i.sku} — ${i.item}` }));
  }, [load]);
}

function Section<T>({
  title,
  description,
  section,
  children,
}: {
  title: string;
  description: ReactNode;
  section: SkuSection<T>;
  children: ReactNode;
}) {
  return (
    <Card
      title={
        <span className={ui.inlineRow}>
          {title}{' '}
          <span className={badge({ tone: section.total ? 'warning' : 'success' })}>{section.total}</span>
        </span>
      }
      description={description}
    >
      {section.total === 0 ? (
        <p className={ui.muted}>Nothing to fix.</p>
      ) : (
        <>
          {children}
          {section.total > section.rows.length && (
            <p className={css({ color: 'fg.muted', mt: '3' })}>
              The first {section.rows.length} of {section.total} are shown; fix them to see the rest.
            </p>
          )}
        </>
      )}
    </Card>
  );
}

export default function SkuMaintenanceScreen() {
  const api = useApi();
  const { can } = usePermissions();
  const load = useLoad((signal) => loadSkuMaintenance(api, signal), [api]);
  // A reload keeps the last report on screen until the new one arrives.
  const [report, setReport] = useState<SkuMaintenanceReport | null>(null);
  const loaded = load.status === 'loaded' ? load.data : null;
  useEffect(() => {
    if (loaded) setReport(loaded);
  }, [loaded]);
  const reload = load.retry;
  const refs = useRefNames([vendorsRef]);
  const itemOptions = useItemOptions(
    report ? [...report.unmapped.rows, ...report.inconsistent.rows].map((r) => r.vendorId) : [],
  );
  const canMap = can('storefronts.products') || can('storefronts.productsMapping');

  return (
    <>
      <PageHeader
        title="SKU maintenance"
        description="SKUs that make orders hold or ship the wrong item. SKUs are compared without case and spaces."
        actions={
          <Button variant="secondary" loading={load.status === 'loading'} onClick={reload}>
            Check again
          </Button>
        }
      />
      {load.status === 'loading' && !report && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title="The report could not be loaded" message={load.failure.message} />
      )}
      {report && (
        <div className={ui.stack}>
          <Section
            title="Duplicate SKUs"
            description="Items of one vendor whose SKUs differ only in case or spaces: orders cannot tell them apart. Rename all but one."
            section={report.duplicates}
          >
            <SkuDuplicates
              groups={report.duplicates.rows}
              vendorName={(id) => refs.label(vendorsRef, id) ?? `#${id}`}
              canRename={can('items.update')}
              onChanged={reload}
            />
          </Section>
          <Section
            title="Unmapped storefront products"
            description="Storefront products that ship as no vendor item: their orders hold with MISSING_SKU. Products fulfilment ignores are left out."
            section={report.unmapped}
          >
            <SkuProductTable
              rows={report.unmapped.rows}
              showMapped={false}
              canMap={canMap}
              itemOptions={itemOptions}
              onChanged={reload}
            />
          </Section>
          <Section title="Inconsistent SKUs" description={inconsistentSkuRule} section={report.inconsistent}>
            <SkuProductTable
              rows={report.inconsistent.rows}
              showMapped
              canMap={canMap}
              itemOptions={itemOptions}
              onChanged={reload}
            />
          </Section>
        </div>
      )}
    </>
  );
}
