/**
 * The warehouse transfer form: from which warehouse to which (both of the user's), the vendor,
 * numbers, expected date and the lines, each with what its source has available.
 */
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { FormField } from '../../components/form-field';
import { StaleNotice } from '../../components/stale-notice';
import { apiSubmit } from '../../components/use-api-form';
import {
  WAREHOUSE_TRANSFER,
  warehouseShipmentSchema,
} from '../../domain/resources/warehouse-shipment.schema';
import { useSession } from '../../machines/use-app';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { vendorsRef } from '../../components/crud/crud-refs';
import { nestErrors } from '../../components/form/nest-errors';
import {
  newShipmentValues,
  shipmentBody,
  storedShipmentValues,
  type ShipmentValues,
} from './shipment-form-values';
import { ShipmentLinesField } from './shipment-lines-field';
import {
  transferKind,
  useShipmentClient,
  useSourceAvailability,
  viewPath,
  type Shipment,
} from '../../api/shipments.api';
import { WarehouseSelectField } from './warehouse-select-field';
import { ui } from '../../components/ui/styles';

const stack = ui.stack;
const grid = ui.formGrid;

/** The lines, with the source's available stock of their items. */
function TransferLines() {
  const { values } = useFormikContext<ShipmentValues>();
  const ids = values.items.map((l) => l.vendorProductId).filter((id): id is number => id != null);
  const availability = useSourceAvailability(values.fromWarehouseId, ids);
  return (
    <ShipmentLinesField
      showAvailability
      availability={values.fromWarehouseId === null ? null : (availability ?? new Map())}
    />
  );
}

export function TransferForm({ stored, onReload }: { stored: Shipment | null; onReload: () => void }) {
  const client = useShipmentClient(WAREHOUSE_TRANSFER);
  const { user } = useSession();
  const [, navigate] = useLocation();
  const onlyVendor = user.accessVendorIds?.length === 1 ? user.accessVendorIds[0]! : null;
  const save = apiSubmit(
    (values: ShipmentValues) => {
      const body = shipmentBody(values);
      return stored ? client.edit({ ...body, id: stored.id, version: stored.version }) : client.add(body);
    },
    (saved: Shipment) => {
      toast.success(`Transfer ${saved.orderNumber} ${stored ? 'saved' : 'created'}.`);
      navigate(viewPath(transferKind, saved.id));
    },
  );
  const submit = (values: ShipmentValues, helpers: FormikHelpers<ShipmentValues>) =>
    save(values, { ...helpers, setErrors: (errors) => helpers.setErrors(nestErrors(errors)) });

  return (
    <Formik
      initialValues={
        stored ? storedShipmentValues(stored) : newShipmentValues(WAREHOUSE_TRANSFER, onlyVendor)
      }
      validationSchema={warehouseShipmentSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={stack}>
          <StaleNotice onReload={onReload} />
          <Card title="Transfer">
            <div className={stack}>
              <div className={grid}>
                <FormField name="orderNumber" label="Order number" autoComplete="off" />
                <FormField name="customReferenceNumber" label="Reference number" autoComplete="off" />
                <WarehouseSelectField
                  name="fromWarehouseId"
                  label="Source warehouse"
                  helpText="Where the stock leaves."
                />
                <WarehouseSelectField
                  name="toWarehouseId"
                  label="Destination warehouse"
                  helpText="Where it is received."
                />
                <CrudFieldControl
                  row={null}
                  name="vendorId"
                  label="Vendor"
                  type="select"
                  optionsFrom={vendorsRef}
                />
                <CrudFieldControl row={null} name="expectedDate" label="Expected date" type="date" />
              </div>
              <CrudFieldControl row={null} name="userNote" label="Note" type="textarea" />
            </div>
          </Card>
          <Card
            title="Items"
            description="The vendor’s items to move. Stock is reserved at the source when the transfer is allocated."
          >
            <TransferLines />
          </Card>
          <div className={ui.row}>
            <Button type="submit" loading={isSubmitting}>
              {stored ? 'Save' : 'Create transfer'}
            </Button>
            <Link
              href={stored ? viewPath(transferKind, stored.id) : transferKind.path}
              className={buttonClass({ variant: 'secondary' })}
            >
              Cancel
            </Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}
