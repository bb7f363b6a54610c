import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { Button, buttonClass } from '../../components/button';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { PageHeader } from '../../components/page-header';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { DeleteVendorDialog } from './delete-vendor-dialog';
import { vendorColumns } from './vendor-columns';
import {
  fulfillmentTypeLabels,
  optionsOf,
  useVendorsClient,
  vendorStatusLabels,
  type Vendor,
} from '../../api/vendors.api';
import { ui } from '../../components/ui/styles';

const statusOptions = optionsOf(vendorStatusLabels);
const fulfillmentOptions = optionsOf(fulfillmentTypeLabels);

function describeFailure(error: unknown) {
  const failure = describeApiError(error);
  return failure.status === 403
    ? { message: 'You do not have permission to see vendors.', retry: false }
    : { message: failure.message, retry: true };
}

/** /manage/customers: the vendors (client brands), filtered and sorted on the server. */
export default function VendorListScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useVendorsClient());
  const { can } = usePermissions();
  const [toDelete, setToDelete] = useState<Vendor | null>(null);
  const canEdit = can('clients.update');
  const canDelete = can('clients.manage');
  // Without the permission the filters are of no use: the message alone says why.
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;

  const actions = useCallback(
    (vendor: Vendor) => (
      <div className={ui.cellActions}>
        {canEdit && (
          <Link
            href={`/manage/customers/edit/${vendor.id}`}
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            aria-label={`Edit ${vendor.name}`}
          >
            Edit
          </Link>
        )}
        <Link
          href={`/manage/customers/manage/${vendor.id}`}
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
          aria-label={`Manage ${vendor.name}`}
        >
          Manage
        </Link>
        {canDelete && (
          <Button
            variant="ghost"
            size="sm"
            className={ui.danger}
            aria-label={`Delete ${vendor.name}`}
            onClick={() => setToDelete(vendor)}
          >
            Delete
          </Button>
        )}
      </div>
    ),
    [canEdit, canDelete],
  );

  return (
    <>
      <PageHeader
        title="Vendors"
        description="The brands we store and ship for: their code, fulfilment type and onboarding status."
        actions={
          canEdit && (
            <Link href="/manage/customers/create" className={buttonClass()}>
              New vendor
            </Link>
          )
        }
      />
      <DataTable
        tableId="vendors"
        label="Vendors"
        columns={vendorColumns}
        list={list}
        actions={actions}
        describeFailure={describeFailure}
        emptyTitle="No vendors match"
        emptyText="Change or reset the filters to see more vendors."
        filters={
          !forbidden && (
            <FilterBar list={list}>
              <FilterText list={list} name="search" label="Search" placeholder="Name or code" />
              <FilterSelect list={list} name="status" label="Status" options={statusOptions} />
              <FilterSelect
                list={list}
                name="fulfillmentType"
                label="Fulfilment type"
                options={fulfillmentOptions}
              />
            </FilterBar>
          )
        }
      />
      <DeleteVendorDialog vendor={toDelete} onClose={() => setToDelete(null)} onDeleted={list.reload} />
    </>
  );
}
