/** /manufacturing/RnD/projects: products in development with their components and planning figures. */
import { useCallback, useMemo } from 'react';
import { badge } from 'styled-system/recipes';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { buttonClass } from '../../components/button';
import { useRefNames, vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { formatCount, formatDay, formatQuantity, plural } from '../../components/format';
import { PageHeader } from '../../components/page-header';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { rndProjectsContract } from '../../domain/contracts/rnd-projects';
import { formatAmount } from '../../domain/money';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import {
  bomPath,
  RND_PATH,
  rndPath,
  useRndProjectsClient,
  type RndProjectRow,
} from '../../api/manufacturing.api';

function describeFailure(error: unknown) {
  const failure = describeApiError(error);
  return failure.status === 403
    ? { message: 'You do not have permission to see R&D projects.', retry: false }
    : { message: failure.message, retry: true };
}

function columns(refs: RefNames): DataColumn<RndProjectRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      minWidth: 160,
      maxWidth: 300,
      cell: (p) => (
        <Link href={rndPath(p.id)} className={ui.strongLink}>
          {p.name}
        </Link>
      ),
    },
    {
      id: 'vendorId',
      header: 'Vendor',
      minWidth: 90,
      cell: (p) => refs.label(vendorsRef, p.vendorId) ?? `#${p.vendorId}`,
    },
    {
      id: 'items',
      header: 'Components',
      cell: (p) =>
        p.items.length ? plural(p.items.length, 'component') : <span className={ui.muted}>None yet</span>,
    },
    { id: 'quantityToOrder', header: 'To order', align: 'end', cell: (p) => formatCount(p.quantityToOrder) },
    {
      id: 'percentMarkup',
      header: 'Markup',
      align: 'end',
      cell: (p) => `${formatQuantity(p.percentMarkup)} %`,
    },
    {
      id: 'otherFees',
      header: 'Other fees',
      align: 'end',
      hiddenByDefault: true,
      cell: (p) => formatAmount(p.otherFees),
    },
    {
      id: 'billOfMaterialsId',
      header: 'Bill of materials',
      cell: (p) =>
        p.billOfMaterialsId == null ? (
          <span className={badge({ tone: 'neutral' })}>In development</span>
        ) : (
          <TextLink href={bomPath(p.billOfMaterialsId)}>Made into a BOM</TextLink>
        ),
    },
    {
      id: 'warehouseId',
      header: 'Warehouse',
      hiddenByDefault: true,
      cell: (p) =>
        p.warehouseId == null ? '—' : (refs.label(warehousesRef, p.warehouseId) ?? `#${p.warehouseId}`),
    },
    {
      id: 'updatedAt',
      header: 'Updated',
      sortKey: 'updatedAt',
      cell: (p) => <span className={ui.mutedNowrap}>{formatDay(p.updatedAt)}</span>,
    },
  ];
}

export default function RndListScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useRndProjectsClient());
  const { allows } = usePermissions();
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const cols = useMemo(() => columns(refs), [refs]);
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;
  const actions = useCallback(
    (p: RndProjectRow) => (
      <Link
        href={rndPath(p.id)}
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
        aria-label={`Open ${p.name}`}
      >
        Open
      </Link>
    ),
    [],
  );
  return (
    <>
      <PageHeader
        title="R&D projects"
        description="Products in development: what they are made of, what a first order costs, and what to watch when ordering."
        actions={
          allows(rndProjectsContract.permissions.create) && (
            <Link href={`${RND_PATH}/create`} className={buttonClass()}>
              New R&D project
            </Link>
          )
        }
      />
      <DataTable
        tableId="rndProjects"
        label="R&D projects"
        columns={cols}
        list={list}
        actions={actions}
        describeFailure={describeFailure}
        emptyTitle="No R&D projects match"
        emptyText="Change or reset the filters to see more."
        filters={
          !forbidden && (
            <FilterBar list={list}>
              <FilterText list={list} name="search" label="Search" placeholder="Name" />
              <FilterSelect list={list} name="vendorId" label="Vendor" options={refs.options(vendorsRef)} />
              <FilterSelect
                list={list}
                name="warehouseId"
                label="Warehouse"
                options={refs.options(warehousesRef)}
              />
            </FilterBar>
          )
        }
      />
    </>
  );
}
