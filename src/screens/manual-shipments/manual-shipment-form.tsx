/**
 * The small-parcel form (create, and edit while Draft or Open): type, numbers, vendor, the warehouse
 * it ships from, the ship-to address (with the vendor's address book), the lines, and the carrier
 * and service it is meant to go with. A new shipment is created Open, or saved as a Draft.
 */
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import { loadMyWarehouses } from '../../api/bootstrap.api';
import {
  MANUAL_SHIPMENTS_PATH,
  manualShipmentEditPath,
  useManualShipmentCalls,
  type ManualShipmentRow,
} from '../../api/manual-shipments.api';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { vendorsRef } from '../../components/crud/crud-refs';
import { DateField } from '../../components/form/date-field';
import { nestErrors } from '../../components/form/nest-errors';
import { FormField } from '../../components/form-field';
import { SelectField } from '../../components/select-field';
import { StaleNotice } from '../../components/stale-notice';
import { apiSubmit } from '../../components/use-api-form';
import { ui } from '../../components/ui/styles';
import { shipmentOrderTypeLabel } from '../../domain/manual-shipment-labels';
import { isPickup } from '../../domain/manual-shipment.lifecycle';
import {
  manualShipmentOrderTypes,
  manualShipmentSchema,
} from '../../domain/resources/manual-shipment.schema';
import { isExternalWms } from '../../domain/resources/warehouse.schema';
import { useLoad } from '../../machines/load/use-load';
import { useApi, useSession } from '../../machines/use-app';
import { VendorItemLinesField } from '../../components/lines-field/vendor-item-lines-field';
import {
  newShipmentValues,
  shipmentBody,
  storedShipmentValues,
  type ManualShipmentValues,
} from './manual-shipment-values';
import { ShipToFields } from './ship-to-fields';

const typeOptions = manualShipmentOrderTypes.map((t) => ({ value: t, label: shipmentOrderTypeLabel(t) }));

/**
 * The warehouses of the user's scope it may ship from. Warehouses run in the external 3PL system are
 * left out (their stock moves through the 3PL integration), unless the shipment already names one.
 */
function WarehouseField() {
  const api = useApi();
  const { values } = useFormikContext<ManualShipmentValues>();
  const load = useLoad((signal) => loadMyWarehouses(api, signal), [api]);
  const options = useMemo(
    () => [
      { value: null, label: load.status === 'loading' ? 'Loading…' : '—' },
      ...(load.status === 'loaded'
        ? load.data
            .filter((w) => !isExternalWms(w) || w.id === values.warehouseId)
            .map((w) => ({ value: w.id, label: w.fullName }))
        : []),
    ],
    [load, values.warehouseId],
  );
  return (
    <SelectField<number | null>
      name="warehouseId"
      label="Ships from"
      options={options}
      helpText={
        load.status === 'failed'
          ? `The warehouses could not be loaded: ${load.failure.message}`
          : 'Stock is allocated in this warehouse.'
      }
    />
  );
}

function Sections({ stored, onReload }: { stored: ManualShipmentRow | null; onReload: () => void }) {
  const { values, isSubmitting, submitForm, setFieldValue, dirty, resetForm } =
    useFormikContext<ManualShipmentValues>();
  const pickup = isPickup(values.orderType);
  // A new shipment: the button says how it is saved (Open, or a Draft to finish later).
  const saveAs = (status: ManualShipmentValues['orderStatus']) => {
    void setFieldValue('orderStatus', status, false).then(() => submitForm());
  };
  return (
    <Form noValidate className={ui.stack}>
      <StaleNotice onReload={onReload} />
      <Card title="Shipment">
        <div className={ui.stack}>
          <div className={ui.formGrid}>
            <FormField name="orderNumber" label="Order number" autoComplete="off" />
            <FormField name="customReferenceNumber" label="Reference number" autoComplete="off" />
            <SelectField<string> name="orderType" label="Type" options={typeOptions} />
            <CrudFieldControl
              row={null}
              name="vendorId"
              label="Vendor"
              type="select"
              optionsFrom={vendorsRef}
            />
            <WarehouseField />
            <DateField name="wantedShipDate" label="Wanted ship date" />
          </div>
          {!pickup && (
            <div className={ui.formGrid}>
              <FormField
                name="carrierCode"
                label="Carrier"
                placeholder="ups"
                autoComplete="off"
                helpText="Optional: filled in again when it ships."
              />
              <FormField name="serviceCode" label="Service" placeholder="ups_ground" autoComplete="off" />
            </div>
          )}
          <CrudFieldControl row={null} name="notes" label="Notes" type="textarea" />
        </div>
      </Card>
      <Card
        title="Ship to"
        description={pickup ? 'Who collects it at the warehouse.' : 'Where the parcel goes.'}
      >
        <ShipToFields />
      </Card>
      <Card
        title="Items"
        description="The vendor’s items to send. Stock is reserved when the shipment is allocated."
      >
        <VendorItemLinesField />
      </Card>
      <div className={ui.row}>
        {stored ? (
          <Button type="submit" loading={isSubmitting}>
            Save changes
          </Button>
        ) : (
          <>
            <Button loading={isSubmitting && values.orderStatus === 'Open'} onClick={() => saveAs('Open')}>
              Create shipment
            </Button>
            <Button
              variant="secondary"
              loading={isSubmitting && values.orderStatus === 'Draft'}
              onClick={() => saveAs('Draft')}
            >
              Save as draft
            </Button>
          </>
        )}
        {stored ? (
          dirty && (
            <Button variant="ghost" onClick={() => resetForm()}>
              Discard changes
            </Button>
          )
        ) : (
          <Link href={MANUAL_SHIPMENTS_PATH} className={buttonClass({ variant: 'ghost' })}>
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}

export function ManualShipmentForm({
  stored,
  onSaved,
  onReload,
}: {
  stored: ManualShipmentRow | null;
  /** Edit: the saved record (the page reloads it); create goes to the new shipment's page. */
  onSaved?: (saved: ManualShipmentRow) => void;
  onReload: () => void;
}) {
  const calls = useManualShipmentCalls();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const onlyVendor = user.accessVendorIds?.length === 1 ? user.accessVendorIds[0]! : null;
  const onlyWarehouse = user.accessWarehouseIds?.length === 1 ? user.accessWarehouseIds[0]! : null;
  const save = apiSubmit(
    (values: ManualShipmentValues) => {
      const body = shipmentBody(values);
      if (!stored) return calls.add(body);
      // The status is the steps': an edit leaves it out.
      const { orderStatus: _status, ...edit } = body;
      return calls.edit({ ...edit, id: stored.id, version: stored.version });
    },
    (saved: ManualShipmentRow) => {
      if (stored) {
        toast.success(`Shipment ${saved.orderNumber} saved.`);
        onSaved?.(saved);
        return;
      }
      toast.success(
        saved.orderStatus === 'Draft'
          ? `Shipment ${saved.orderNumber} saved as a draft.`
          : `Shipment ${saved.orderNumber} created.`,
      );
      navigate(manualShipmentEditPath(saved.id));
    },
  );
  const submit = (values: ManualShipmentValues, helpers: FormikHelpers<ManualShipmentValues>) =>
    save(values, { ...helpers, setErrors: (errors) => helpers.setErrors(nestErrors(errors)) });

  return (
    <Formik<ManualShipmentValues>
      initialValues={stored ? storedShipmentValues(stored) : newShipmentValues(onlyVendor, onlyWarehouse)}
      validationSchema={manualShipmentSchema}
      onSubmit={submit}
    >
      <Sections stored={stored} onReload={onReload} />
    </Formik>
  );
}
