import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { Button, buttonClass } from '../../components/button';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { PageHeader } from '../../components/page-header';
import { useLoad } from '../../machines/load/use-load';
import { effectivePermissions, roleLabels } from '../../domain/permissions';
import { useResourceList } from '../../machines/list/use-resource-list';
import { useApi, usePermissions, useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import {
  fullName,
  loadAccessChoices,
  USERS_PATH,
  userStatusLabels,
  userStatusTone,
  useUsersClient,
  type AccessChoices,
  type AdminUser,
} from '../../api/users.api';
import { ui } from '../../components/ui/styles';
import { formatDay } from '../../components/format';

const statusOptions = Object.entries(userStatusLabels).map(([value, label]) => ({ value, label }));

function describeFailure(error: unknown) {
  const failure = describeApiError(error);
  return failure.status === 403
    ? { message: 'You do not have permission to see users.', retry: false }
    : { message: failure.message, retry: true };
}

const within = (ids: number[] | null, mine: number[] | null) =>
  mine === null || (ids !== null && ids.every((id) => mine.includes(id)));

/** 'All' for an unrestricted list, else the names (ids the viewer cannot see show as #id). */
function accessSummary(ids: number[] | null, choices: { id: number; name: string }[] | undefined) {
  if (ids === null) return <span className={ui.muted}>All</span>;
  if (ids.length === 0) return <span className={ui.muted}>None</span>;
  const names = ids.map((id) => choices?.find((c) => c.id === id)?.name ?? `#${id}`);
  const shown = names.slice(0, 2).join(', ');
  return (
    <span title={names.join(', ')}>
      {shown}
      {names.length > 2 && ` +${names.length - 2}`}
    </span>
  );
}

function userColumns(choices: AccessChoices | undefined): DataColumn<AdminUser>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'lastName',
      cell: (u) => <span className={ui.mediumNowrap}>{fullName(u)}</span>,
    },
    { id: 'email', header: 'E-mail', sortKey: 'email', cell: (u) => u.email },
    {
      id: 'roles',
      header: 'Roles',
      cell: (u) => (
        <span className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1' })}>
          {u.roles.map((r) => (
            <span key={r} className={badge({ tone: 'neutral' })}>
              {roleLabels[r] ?? r}
            </span>
          ))}
          {u.isManager && <span className={badge({ tone: 'accent' })}>Team lead</span>}
        </span>
      ),
    },
    { id: 'vendors', header: 'Vendors', cell: (u) => accessSummary(u.accessVendorIds, choices?.vendors) },
    {
      id: 'warehouses',
      header: 'Warehouses',
      cell: (u) => accessSummary(u.accessWarehouseIds, choices?.warehouses),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (u) => (
        <span className={badge({ tone: userStatusTone[u.status] })}>{userStatusLabels[u.status]}</span>
      ),
    },
    {
      id: 'createdAt',
      header: 'Created',
      sortKey: 'createdAt',
      hiddenByDefault: true,
      cell: (u) => formatDay(u.createdAt),
    },
  ];
}

/** /admin/users: staff and vendor users, their roles, access and status. */
export default function UserListScreen(_props: Partial<ScreenProps>) {
  const users = useUsersClient();
  const api = useApi();
  const list = useResourceList(users);
  const { can } = usePermissions();
  const { user: me } = useSession();
  const [toDisable, setToDisable] = useState<AdminUser | null>(null);
  const canEdit = can('users.update');
  const canDisable = canEdit || can('teams.remove');
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;
  const choices = useLoad((signal) => loadAccessChoices(api, signal), [api]);
  const loaded = choices.status === 'loaded' ? choices.data : undefined;
  const columns = useMemo(() => userColumns(loaded), [loaded]);

  // The server refuses to change a user who holds more than the signed-in user; so does the list.
  const canManage = useCallback(
    (u: AdminUser) =>
      effectivePermissions(u.roles, u.permissions).every((p) => me.permissions.includes(p)) &&
      within(u.accessVendorIds, me.accessVendorIds) &&
      within(u.accessWarehouseIds, me.accessWarehouseIds),
    [me],
  );

  const enable = useCallback(
    async (u: AdminUser) => {
      try {
        await users.enable(u.id);
        toast.success(`${fullName(u)} can sign in again.`);
        list.reload();
      } catch (error) {
        toast.error(describeApiError(error).message);
      }
    },
    [users, list],
  );

  const actions = useCallback(
    (u: AdminUser) =>
      canManage(u) && (
        <div className={ui.cellActions}>
          {canEdit && (
            <Link
              href={`${USERS_PATH}/edit/${u.id}`}
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              aria-label={`Edit ${fullName(u)}`}
            >
              Edit
            </Link>
          )}
          {canEdit && u.status === 'disabled' && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Enable ${fullName(u)}`}
              onClick={() => void enable(u)}
            >
              Enable
            </Button>
          )}
          {canDisable && u.status !== 'disabled' && u.id !== me.id && (
            <Button
              variant="ghost"
              size="sm"
              className={ui.danger}
              aria-label={`Disable ${fullName(u)}`}
              onClick={() => setToDisable(u)}
            >
              Disable
            </Button>
          )}
        </div>
      ),
    [canEdit, canDisable, canManage, enable, me.id],
  );

  const vendorOptions = (loaded?.vendors ?? []).map((v) => ({ value: String(v.id), label: v.name }));
  const warehouseOptions = (loaded?.warehouses ?? []).map((w) => ({ value: String(w.id), label: w.name }));
  const name = toDisable ? fullName(toDisable) : '';
  return (
    <>
      <PageHeader
        title="Users"
        description="Staff and vendor users: their roles, permissions and the vendors and warehouses they see."
        actions={
          canEdit && (
            <Link href={`${USERS_PATH}/create`} className={buttonClass()}>
              New user
            </Link>
          )
        }
      />
      <DataTable
        tableId="users"
        label="Users"
        columns={columns}
        list={list}
        actions={canEdit || canDisable ? actions : undefined}
        describeFailure={describeFailure}
        emptyTitle="No users match"
        emptyText="Change or reset the filters to see more users."
        filters={
          !forbidden && (
            <FilterBar list={list}>
              <FilterText list={list} name="search" label="Search" placeholder="Name or e-mail" />
              <FilterSelect list={list} name="vendorId" label="Vendor" options={vendorOptions} />
              <FilterSelect list={list} name="warehouseId" label="Warehouse" options={warehouseOptions} />
              <FilterSelect list={list} name="status" label="Status" options={statusOptions} />
            </FilterBar>
          )
        }
      />
      <ConfirmDeleteDialog
        open={toDisable !== null}
        title={`Disable ${name}?`}
        description="They are signed out everywhere and cannot sign in until enabled again. Their name stays on everything they did."
        inUseMessage={`${name} cannot be disabled.`}
        successMessage={`${name} is disabled.`}
        confirmLabel="Disable"
        remove={() => users.remove(toDisable!.id)}
        onClose={() => setToDisable(null)}
        onDeleted={list.reload}
      />
    </>
  );
}
