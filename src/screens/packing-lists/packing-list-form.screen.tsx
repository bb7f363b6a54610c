/**
 * /warehouses/packing-lists/create and /edit/{id}: a packing list — reference, vendor, shipping
 * warehouse, ship-to address, lines and notes — and, once saved, its printable PDF.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { PageLoading } from '../../components/page-loading';
import { StaleNotice } from '../../components/stale-notice';
import { apiSubmit } from '../../components/use-api-form';
import { useLoad } from '../../machines/load/use-load';
import { packingListSchema } from '../../domain/resources/packing-list.schema';
import { useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { packingListsCrud as config } from '../../components/crud/configs/packing-lists';
import { useCrudClient } from '../../components/crud/crud-client';
import type { CrudRow } from '../../components/crud/crud-config';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { AddressFields } from '../../components/form/address-fields';
import { nestErrors } from '../../components/form/nest-errors';
import { DownloadPdfButton } from '../../components/packing-lists/download-pdf-button';
import { PackingListLines } from './packing-list-lines';
import {
  packingListBody,
  packingListValues,
  type PackingList,
  type PackingListValues,
} from './packing-list-values';
import { ui } from '../../components/ui/styles';

const stack = ui.stack;
const threeColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr 1fr' },
  gap: '4',
});

function PackingListForm({ list, onReload }: { list: PackingList | null; onReload: () => void }) {
  const client = useCrudClient(config);
  const { user } = useSession();
  const [, navigate] = useLocation();
  const onlyVendor = user.accessVendorIds?.length === 1 ? user.accessVendorIds[0]! : null;
  const save = apiSubmit(
    (values: PackingListValues) => {
      const body = packingListBody(values);
      return list ? client.edit({ ...body, id: list.id, version: list.version }) : client.add(body);
    },
    (saved: CrudRow) => {
      toast.success(`Packing list ${String(saved.referenceNumber)} ${list ? 'saved' : 'created'}.`);
      navigate(list ? config.path : `${config.path}/edit/${saved.id}`);
    },
  );
  // Line and address errors from the server arrive by path ('items[0].quantity'): nest them.
  const submit = (values: PackingListValues, helpers: FormikHelpers<PackingListValues>) =>
    save(values, { ...helpers, setErrors: (errors) => helpers.setErrors(nestErrors(errors)) });

  return (
    <Formik
      initialValues={packingListValues(list, onlyVendor)}
      validationSchema={packingListSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={stack}>
          <StaleNotice onReload={onReload} />
          <Card title="Shipment">
            <div className={threeColumns}>
              <FormField name="referenceNumber" label="Reference number" autoComplete="off" />
              <CrudFieldControl
                name="vendorId"
                label="Vendor"
                type="select"
                optionsFrom={vendorsRef}
                row={null}
              />
              <CrudFieldControl
                name="warehouseId"
                label="Ships from"
                type="select"
                optionsFrom={warehousesRef}
                row={null}
              />
            </div>
          </Card>
          <Card title="Ship to">
            <AddressFields name="shipTo" />
          </Card>
          <Card
            title="Lines"
            description="One line per SKU: how many units, in how many cartons, weighing how much."
          >
            <PackingListLines />
          </Card>
          <Card title="Notes">
            <CrudFieldControl
              name="notes"
              label="Notes"
              type="textarea"
              row={null}
              helpText="Printed under the lines (handling, fragile goods, pallet numbers)."
            />
          </Card>
          <div className={ui.row}>
            <Button type="submit" loading={isSubmitting}>
              {list ? 'Save' : 'Create packing list'}
            </Button>
            <Link href={config.path} className={buttonClass({ variant: 'secondary' })}>
              Cancel
            </Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}

export default function PackingListFormScreen({ params }: Partial<ScreenProps>) {
  const id = params?.id;
  const client = useCrudClient(config);
  const load = useLoad(
    (signal) =>
      id ? (client.get(id, signal) as Promise<unknown> as Promise<PackingList>) : Promise.resolve(null),
    [id, client],
  );
  const list = load.status === 'loaded' ? load.data : null;
  return (
    <div className={ui.maxW960}>
      <header className={ui.headerRow}>
        <h1 className={css({ fontSize: '24px', fontWeight: 'bold', flex: '1' })}>
          {list ? `Packing list ${list.referenceNumber}` : id ? 'Edit packing list' : 'New packing list'}
        </h1>
        {list && <DownloadPdfButton id={list.id} reference={list.referenceNumber} variant="secondary" />}
      </header>
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title="The packing list could not be loaded" message={load.failure.message} />
      )}
      {load.status === 'loaded' && (
        <PackingListForm key={String(list?.version ?? 'new')} list={list} onReload={load.retry} />
      )}
    </div>
  );
}
