/**
 * What the two recommendation screens share: the table's look, the filters (storefront, warehouse),
 * the row selection, the lines cell and the panel of per-order results of a bulk run.
 */
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { FilterBar, FilterSelect, type FilterSource } from '../../../components/data-table/filter-bar';
import { Notice } from '../../../components/notice';
import { TextLink } from '../../../components/text-link';
import { orderStatusLabel } from '../../../domain/order.lifecycle';
import { projectsRef, useRefNames, warehousesRef } from '../../../components/crud/crud-refs';
import { orderDetailsPath } from '../../../api/orders.api';
import type { BulkResult } from '../../../api/order-recommendations.api';
import { ui } from '../../../components/ui/styles';

export const recsStyles = {
  frame: css({
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'xl',
    overflow: 'hidden',
  }),
  toolbar: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '4',
    py: '2.5',
    borderBottomWidth: '1px',
    borderColor: 'border',
    bg: 'accent.subtle',
  }),
  table: ui.plainTable,
  th: ui.plainTh,
  td: css({ px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' }),
  check: css({ w: '10', pr: '0!' }),
  muted: ui.mutedSmall,
  message: css({ px: '6', py: '12', textAlign: 'center', color: 'fg.muted' }),
  busy: css({ opacity: 0.5, transition: 'opacity 150ms' }),
  /** The list's failure notice, inside the frame. */
  failure: css({ p: '4' }),
};

export function RecsFilters({ list }: { list: FilterSource }) {
  const refs = useRefNames([projectsRef, warehousesRef]);
  return (
    <FilterBar list={list}>
      <FilterSelect
        list={list}
        name="projectId"
        label="Storefront"
        options={refs.options(projectsRef)}
        allLabel="All storefronts"
      />
      <FilterSelect
        list={list}
        name="warehouseId"
        label="Warehouse"
        options={refs.options(warehousesRef)}
        allLabel="All warehouses"
      />
    </FilterBar>
  );
}

/** The ids chosen on this page; a new page (or a reload) starts with none. */
export function useSelection(ids: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const visible = ids.filter((id) => chosen.has(id));
  return {
    ids: visible,
    has: (id: number) => chosen.has(id),
    allChosen: ids.length > 0 && visible.length === ids.length,
    toggle: (id: number, on: boolean) =>
      setChosen((s) => {
        const next = new Set(s);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    toggleAll: (on: boolean) => setChosen(new Set(on ? ids : [])),
    clear: () => setChosen(new Set()),
  };
}

export function SelectAllBox({
  selection,
  label,
}: {
  selection: ReturnType<typeof useSelection>;
  label: string;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.allChosen}
      onChange={(e) => selection.toggleAll(e.target.checked)}
    />
  );
}

export function OrderCell({
  id,
  orderNumber,
  projectId,
}: {
  id: number;
  orderNumber: string;
  projectId: number;
}) {
  const refs = useRefNames([projectsRef]);
  return (
    <>
      <TextLink href={orderDetailsPath(id)}>{orderNumber}</TextLink>
      <div className={recsStyles.muted}>
        {refs.label(projectsRef, projectId) ?? `Storefront #${projectId}`}
      </div>
    </>
  );
}

/** What a bulk run did to each order: the ones that failed first, with their reason. */
export function BulkResults({
  title,
  results,
  onDismiss,
}: {
  title: string;
  results: BulkResult[];
  onDismiss: () => void;
}) {
  const failed = results.filter((r) => !r.ok);
  const ordered = [...failed, ...results.filter((r) => r.ok)];
  return (
    <Notice
      tone={failed.length ? 'danger' : 'success'}
      role="status"
      title={`${title}: ${results.length - failed.length} of ${results.length} done`}
    >
      <ul
        className={css({ listStyle: 'none', mt: '1', display: 'flex', flexDirection: 'column', gap: '1' })}
        aria-label="Results"
      >
        {ordered.map((r) => (
          <li key={r.id} className={ui.rowWrap2}>
            <span className={badge({ tone: r.ok ? 'success' : 'danger' })}>{r.ok ? 'Done' : 'Not done'}</span>
            <TextLink href={orderDetailsPath(r.id)}>{r.orderNumber}</TextLink>
            <span className={cx(recsStyles.muted)}>
              {r.message ?? (r.orderStatus ? `Now ${orderStatusLabel(r.orderStatus)}` : '')}
            </span>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" className={ui.mt3} onClick={onDismiss}>
        Dismiss
      </Button>
    </Notice>
  );
}
