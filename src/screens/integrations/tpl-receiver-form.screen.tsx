/**
 * /integrations/tpl/receivers/create and /edit/:id: an advanced shipping notice for the 3PL system —
 * who ships, from and to which warehouse, when, from what address, and its lines.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import toast from 'react-hot-toast';
import { badge } from 'styled-system/recipes';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { PageLoading } from '../../components/page-loading';
import { apiSubmit } from '../../components/use-api-form';
import { useLoad } from '../../machines/load/use-load';
import { tplReceiverSchema } from '../../domain/resources/tpl-receiver.schema';
import { useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { tplReceiversCrud as config } from '../../components/crud/configs/tpl-receivers';
import { useCrudClient } from '../../components/crud/crud-client';
import type { CrudRow } from '../../components/crud/crud-config';
import { StaleNotice } from '../../components/stale-notice';
import { AddressFields } from '../../components/form/address-fields';
import { nestErrors } from '../../components/form/nest-errors';
import { ReceiverItemsField } from './receiver-items-field';
import { ReceiverShipmentFields } from './receiver-shipment-fields';
import {
  newReceiverValues,
  receiverBody,
  receiverValues,
  type Receiver,
  type ReceiverValues,
} from './tpl-receiver-values';
import { ui } from '../../components/ui/styles';

const stack = ui.stack;

function ReceiverForm({ receiver, onReload }: { receiver: Receiver | null; onReload: () => void }) {
  const client = useCrudClient(config);
  const { user } = useSession();
  const [, navigate] = useLocation();
  const onlyVendor = user.accessVendorIds?.length === 1 ? user.accessVendorIds[0]! : null;
  const save = apiSubmit(
    (values: ReceiverValues) => {
      const body = receiverBody(values);
      return receiver
        ? client.edit({ ...body, id: receiver.id, version: receiver.version })
        : client.add(body);
    },
    (saved: CrudRow) => {
      toast.success(`Notice ${String(saved.orderNumber)} ${receiver ? 'saved' : 'created'}.`);
      navigate(config.path);
    },
  );
  // Line and address errors from the server arrive by path ('items[0].quantity'): nest them.
  const submit = (values: ReceiverValues, helpers: FormikHelpers<ReceiverValues>) =>
    save(values, { ...helpers, setErrors: (errors) => helpers.setErrors(nestErrors(errors)) });

  return (
    <Formik
      initialValues={receiver ? receiverValues(receiver) : newReceiverValues(onlyVendor)}
      validationSchema={tplReceiverSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={stack}>
          <StaleNotice onReload={onReload} />
          <ReceiverShipmentFields />
          <Card
            title="Shipment address"
            description="Where the shipment comes from, when that is not one of our warehouses (a supplier)."
          >
            <AddressFields name="shipmentAddress" />
          </Card>
          <Card title="Items" description="What the shipment holds: one line per SKU.">
            <ReceiverItemsField />
          </Card>
          <div className={ui.row}>
            <Button type="submit" loading={isSubmitting}>
              {receiver ? 'Save' : 'Create notice'}
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

export default function TplReceiverFormScreen({ params }: Partial<ScreenProps>) {
  const id = params?.id;
  const client = useCrudClient(config);
  const load = useLoad(
    (signal) =>
      id ? (client.get(id, signal) as Promise<unknown> as Promise<Receiver>) : Promise.resolve(null),
    [id, client],
  );
  const receiver = load.status === 'loaded' ? load.data : null;
  return (
    <div className={ui.maxW960}>
      <h1 className={ui.formTitleRow}>
        {receiver
          ? `Edit notice ${receiver.orderNumber}`
          : id
            ? 'Edit notice'
            : 'New advanced shipping notice'}
        {receiver && <span className={badge({ tone: 'neutral' })}>{receiver.status}</span>}
      </h1>
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title="The notice could not be loaded" message={load.failure.message} />
      )}
      {load.status === 'loaded' && (
        // A reload brings a new version: the form starts again from it.
        <ReceiverForm key={String(receiver?.version ?? 'new')} receiver={receiver} onReload={load.retry} />
      )}
    </div>
  );
}
