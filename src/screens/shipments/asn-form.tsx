/**
 * The advance ship notice form: the vendor, the receiving warehouse, numbers, expected date, carriers
 * and the lines (the vendor's items).
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { FormField } from '../../components/form-field';
import { FormStatusError } from '../../components/form-error';
import { apiSubmit } from '../../components/use-api-form';
import {
  ADVANCED_SHIP_NOTICE,
  warehouseShipmentSchema,
} from '../../domain/resources/warehouse-shipment.schema';
import { usePermissions } from '../../machines/use-app';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { vendorsRef } from '../../components/crud/crud-refs';
import { nestErrors } from '../../components/form/nest-errors';
import { shipmentBody, type ShipmentValues } from './shipment-form-values';
import { ShipmentLinesField } from './shipment-lines-field';
import { asnKind, useShipmentClient, viewPath, type Shipment } from '../../api/shipments.api';
import { ShippingsField } from './shippings-field';
import { WarehouseSelectField } from './warehouse-select-field';
import { ui } from '../../components/ui/styles';

const stack = ui.stack;
const grid = ui.formGrid;

export function AsnForm({ initial, from }: { initial: ShipmentValues; from: Shipment | null }) {
  const client = useShipmentClient(ADVANCED_SHIP_NOTICE);
  const { hasRole } = usePermissions();
  const [, navigate] = useLocation();
  const save = apiSubmit(
    (values: ShipmentValues) => client.add(shipmentBody(values)),
    (saved: Shipment) => {
      toast.success(`ASN ${saved.orderNumber} created.`);
      navigate(viewPath(asnKind, saved.id));
    },
  );
  // Line errors from the server arrive by path ('items[0].quantity'): nest them.
  const submit = (values: ShipmentValues, helpers: FormikHelpers<ShipmentValues>) =>
    save(values, { ...helpers, setErrors: (errors) => helpers.setErrors(nestErrors(errors)) });

  return (
    <Formik initialValues={initial} validationSchema={warehouseShipmentSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className={stack}>
          <FormStatusError />
          <Card title="Shipment">
            <div className={stack}>
              <div className={grid}>
                <FormField
                  name="orderNumber"
                  label="Order number"
                  autoComplete="off"
                  helpText={from ? `The earlier shipment was ${from.orderNumber}.` : undefined}
                />
                <FormField name="customReferenceNumber" label="Reference number" autoComplete="off" />
                <CrudFieldControl
                  row={null}
                  name="vendorId"
                  label="Vendor"
                  type="select"
                  optionsFrom={vendorsRef}
                />
                <WarehouseSelectField name="toWarehouseId" label="Receiving warehouse" />
                <CrudFieldControl row={null} name="expectedDate" label="Expected date" type="date" />
              </div>
              {/* A vendor's own ASNs are customer requested by definition (the server marks them). */}
              {!hasRole('vendor') && (
                <CrudFieldControl
                  row={null}
                  name="customerRequested"
                  label="Requested by the customer"
                  type="checkbox"
                />
              )}
              <CrudFieldControl row={null} name="userNote" label="Note" type="textarea" />
            </div>
          </Card>
          <Card title="Carriers" description="How the goods travel: carrier and tracking number of each leg.">
            <ShippingsField />
          </Card>
          <Card title="Items" description="What the shipment holds: the vendor’s items and how many of each.">
            <ShipmentLinesField />
          </Card>
          <div className={ui.row}>
            <Button type="submit" loading={isSubmitting}>
              Create ASN
            </Button>
            <Link
              href={from ? viewPath(asnKind, from.id) : asnKind.path}
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
