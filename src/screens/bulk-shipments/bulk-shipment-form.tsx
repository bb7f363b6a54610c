/**
 * The bulk shipment form. A brand that only requests sends a request: its lines, where they go, when
 * it wants them shipped and notes; the warehouse may be left for the staff who confirm it. Staff who
 * create also choose the vendor, may give an order number, and by choosing the warehouse confirm the
 * shipment as they create it (the server decides which it writes).
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import { useManualShipmentCalls, type ManualShipmentRow } from '../../api/manual-shipments.api';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { AddressFields } from '../../components/form/address-fields';
import { DateField } from '../../components/form/date-field';
import { nestErrors } from '../../components/form/nest-errors';
import { FormStatusError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { userDay } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { apiSubmit } from '../../components/use-api-form';
import { bulkShipmentPaths } from '../../domain/contracts/bulk-shipments';
import { shipmentNumberOf } from '../../domain/outbound-documents';
import { bulkShipmentSchema } from '../../domain/resources/manual-shipment.schema';
import { AddressBookPicker } from './address-book-picker';
import { bulkBody, type BulkValues } from './bulk-form-values';
import { VendorItemLinesField } from '../../components/lines-field/vendor-item-lines-field';

export function BulkShipmentForm({
  initial,
  requestOnly,
  fixedVendor,
}: {
  initial: BulkValues;
  /** A brand's request: no order number; the warehouse is a wish the staff may change. */
  requestOnly: boolean;
  /** The user has one vendor: no choice to make. */
  fixedVendor: boolean;
}) {
  const calls = useManualShipmentCalls();
  const [, navigate] = useLocation();
  const save = apiSubmit(
    (values: BulkValues) => calls.add(bulkBody(values)),
    (saved: ManualShipmentRow) => {
      const number = shipmentNumberOf(saved);
      toast.success(
        requestOnly ? `Request ${number} sent to the warehouse.` : `Bulk shipment ${number} created.`,
      );
      navigate(bulkShipmentPaths.view(saved.id));
    },
  );
  // Line and address errors from the server arrive by path ('items[0].quantity'): nest them.
  const submit = (values: BulkValues, helpers: FormikHelpers<BulkValues>) =>
    save(values, { ...helpers, setErrors: (errors) => helpers.setErrors(nestErrors(errors)) });

  return (
    <Formik initialValues={initial} validationSchema={bulkShipmentSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className={ui.stack}>
          <FormStatusError />
          <Card title="Shipment">
            <div className={ui.formGrid}>
              {!fixedVendor && (
                <CrudFieldControl
                  row={null}
                  name="vendorId"
                  label="Vendor"
                  type="select"
                  optionsFrom={vendorsRef}
                />
              )}
              <CrudFieldControl
                row={null}
                name="warehouseId"
                label={requestOnly ? 'Preferred warehouse' : 'Ships from'}
                type="select"
                optionsFrom={warehousesRef}
                helpText={
                  requestOnly
                    ? 'Optional: the warehouse chooses when it confirms your request.'
                    : 'Leave empty to choose when confirming; choosing it now confirms the shipment.'
                }
              />
              {!requestOnly && (
                <FormField
                  name="orderNumber"
                  label="Order number"
                  autoComplete="off"
                  helpText="Leave “-” to number it BS-… automatically."
                />
              )}
              <FormField
                name="customReferenceNumber"
                label={requestOnly ? 'Your reference' : 'Reference number'}
                autoComplete="off"
                helpText="A PO number or event name."
              />
              <DateField name="wantedShipDate" label="Wanted ship date" min={userDay()} />
            </div>
          </Card>
          <Card
            title="Ship to"
            description="Where the freight goes: a retailer’s distribution centre, a store, an event."
          >
            <div className={ui.stack}>
              <AddressBookPicker />
              <AddressFields name="shipmentAddress" />
            </div>
          </Card>
          <Card title="Items" description="The vendor’s items and how many of each.">
            <VendorItemLinesField />
          </Card>
          <Card title="Notes">
            <CrudFieldControl
              row={null}
              name="notes"
              label="Notes for the warehouse"
              type="textarea"
              helpText="Delivery window, appointment, pallet or labelling requirements."
            />
          </Card>
          <div className={ui.row}>
            <Button type="submit" loading={isSubmitting}>
              {requestOnly ? 'Send request' : 'Create bulk shipment'}
            </Button>
            <Link href={bulkShipmentPaths.list} className={buttonClass({ variant: 'secondary' })}>
              Cancel
            </Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}
