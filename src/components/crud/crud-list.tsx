import { useCallback, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { Button, buttonClass } from '../button';
import { DataTable } from '../data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../data-table/filter-bar';
import { inSentence } from '../format';
import { PageHeader } from '../page-header';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { usePermissions } from '../../machines/use-app';
import { useResourceList } from '../../machines/list/use-resource-list';
import { dataColumnsOf } from './crud-cells';
import { useCrudClient } from './crud-client';
import type { CrudConfig, CrudRow } from './crud-config';
import { CrudDeleteDialog } from './crud-delete-dialog';
import { useRefNames } from './crud-refs';
import { ui } from '../ui/styles';

/** The list of a config's base, filtered, sorted and paged on the server. */
export function CrudList({ config }: { config: CrudConfig }) {
  const list = useResourceList(useCrudClient(config), { perPage: config.perPage });
  const { allows: allowed } = usePermissions();
  const [toDelete, setToDelete] = useState<CrudRow | null>(null);
  const hasForm = !!config.form || !!config.ownForm;
  const canCreate = hasForm && !!config.routes.create && allowed(config.permissions.create);
  const canEdit = hasForm && !!config.routes.edit && allowed(config.permissions.edit);
  const canDelete = allowed(config.permissions.delete);
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;
  useLiveRefresh(config.liveEvents ?? [], list.refresh);
  // The names of referenced rows, one call per referenced base, for the columns and the filter selects.
  const refs = useRefNames([
    ...config.columns.map((c) => c.ref),
    ...(config.filters ?? []).map((f) => f.optionsFrom),
  ]);
  const columns = useMemo(() => dataColumnsOf(config.columns, refs), [config.columns, refs]);
  const plural = inSentence(config.title);
  const describeFailure = useCallback(
    (error: unknown) => {
      const failure = describeApiError(error);
      return failure.status === 403
        ? { message: `You do not have permission to see ${plural}.`, retry: false }
        : { message: failure.message, retry: true };
    },
    [plural],
  );

  const RowActions =
    config.rowActions && allowed(config.rowActions.access) ? config.rowActions.component : undefined;
  const actions = useCallback(
    (row: CrudRow) => {
      const name = config.rowLabel(row);
      return (
        <div className={ui.cellActions}>
          {RowActions && <RowActions row={row} reload={list.reload} />}
          {canEdit && (
            <Link
              href={`${config.path}/edit/${row.id}`}
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              aria-label={`Edit ${name}`}
            >
              Edit
            </Link>
          )}
          {canDelete && (
            <Button
              variant="ghost"
              size="sm"
              className={ui.danger}
              aria-label={`Delete ${name}`}
              onClick={() => setToDelete(row)}
            >
              Delete
            </Button>
          )}
        </div>
      );
    },
    [canEdit, canDelete, config, RowActions, list.reload],
  );

  const filters = config.filters ?? [];
  return (
    <>
      <PageHeader
        title={config.title}
        description={config.description}
        actions={
          canCreate && (
            <Link href={`${config.path}/create`} className={buttonClass()}>
              New {config.singular.toLowerCase()}
            </Link>
          )
        }
      />
      {config.banner && <config.banner />}
      <DataTable
        tableId={`crud:${config.base}`}
        label={config.title}
        columns={columns}
        list={list}
        actions={canEdit || canDelete || RowActions ? actions : undefined}
        describeFailure={describeFailure}
        emptyTitle={`No ${plural} match`}
        emptyText={filters.length ? 'Change or reset the filters to see more.' : undefined}
        filters={
          !forbidden &&
          filters.length > 0 && (
            <FilterBar list={list}>
              {filters.map((f) =>
                f.type === 'select' ? (
                  <FilterSelect
                    key={f.name}
                    list={list}
                    name={f.name}
                    label={f.label}
                    options={f.optionsFrom ? refs.options(f.optionsFrom) : (f.options ?? [])}
                  />
                ) : (
                  <FilterText
                    key={f.name}
                    list={list}
                    name={f.name}
                    label={f.label}
                    placeholder={f.placeholder}
                    type={f.type === 'number' ? 'number' : 'search'}
                  />
                ),
              )}
            </FilterBar>
          )
        }
      />
      {canDelete && (
        <CrudDeleteDialog
          config={config}
          row={toDelete}
          onClose={() => setToDelete(null)}
          onDeleted={list.reload}
        />
      )}
    </>
  );
}
