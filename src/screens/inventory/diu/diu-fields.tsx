/**
 * The fields of a direct inventory update: the item (of the chosen vendor), the change with its
 * conversion preview, the place (offering where the item lies now) and the reason; a 409 of the
 * ledger reads as "Not enough stock".
 */
import { Form, useFormikContext } from 'formik';
import { Link } from 'wouter';
import type { ApiFormStatus } from '../../../components/use-api-form';
import { Button, buttonClass } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormStatusError } from '../../../components/form-error';
import { Notice } from '../../../components/notice';
import { SelectField } from '../../../components/select-field';
import { FormField } from '../../../components/form-field';
import { unitsOfMeasure } from '../../../domain/resources/reference';
import { CrudFieldControl } from '../../../components/crud/crud-fields';
import { vendorsRef, warehousesRef } from '../../../components/crud/crud-refs';
import { DIU_PATH, diuTypeLabels } from './diu';
import { DiuItemField, useVendorItems, type DiuFormValues } from './diu-item-field';
import { DiuPlaces } from './diu-places';
import { DiuQuantityPreview } from './diu-quantity-preview';
import { ui } from '../../../components/ui/styles';

const grid = ui.formGrid;
const stack = ui.stack;

const typeOptions = (Object.keys(diuTypeLabels) as DiuFormValues['type'][]).map((value) => ({
  value,
  label: diuTypeLabels[value],
}));
const unitOptions = unitsOfMeasure.map((u) => ({
  value: u.value,
  label: `${u.label} (${u.value})`,
}));

/** A 409 of the ledger: the place holds less than the update removes (or is allocated). */
function NotEnoughStock() {
  const { status } = useFormikContext();
  const failure = (status as ApiFormStatus | undefined)?.failure;
  if (failure?.status !== 409) return <FormStatusError />;
  return (
    <Notice tone="danger" role="alert" title="Not enough stock">
      <p>{failure.message}</p>
      <p className={ui.description}>
        Nothing was recorded. Check the location, lot and LPN, or lower the quantity.
      </p>
    </Notice>
  );
}

export function DiuFields() {
  const { values, isSubmitting } = useFormikContext<DiuFormValues>();
  const items = useVendorItems(values.vendorId);
  const item =
    items.status === 'loaded' ? (items.data.find((i) => i.id === values.warehouseProductId) ?? null) : null;
  return (
    <Form noValidate className={stack}>
      <NotEnoughStock />
      <Card title="Item">
        <div className={grid}>
          <CrudFieldControl
            name="vendorId"
            label="Vendor"
            type="select"
            optionsFrom={vendorsRef}
            row={null}
          />
          <CrudFieldControl
            name="warehouseId"
            label="Warehouse"
            type="select"
            optionsFrom={warehousesRef}
            row={null}
          />
        </div>
        <div className={ui.mt4}>
          <DiuItemField items={items} />
        </div>
      </Card>
      <Card title="Change">
        <div className={stack}>
          <SelectField name="type" label="Type" options={typeOptions} />
          <div className={grid}>
            <FormField
              name="quantity"
              label={values.type === 'set' ? 'Counted quantity' : 'Quantity'}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
            />
            <SelectField name="measurementUnit" label="Unit" options={unitOptions} />
          </div>
          <DiuQuantityPreview
            quantity={values.quantity}
            unit={values.measurementUnit}
            type={values.type}
            item={item}
          />
        </div>
      </Card>
      <Card
        title="Where"
        description="The place whose stock changes; leave empty for stock without a location."
      >
        <DiuPlaces />
        <div className={grid}>
          <FormField name="location" label="Location" autoComplete="off" />
          <FormField name="lotNumber" label="Lot number" autoComplete="off" />
          <FormField name="lpn" label="LPN" autoComplete="off" />
          <CrudFieldControl name="expirationDate" label="Expiration date" type="date" row={null} />
        </div>
      </Card>
      <Card title="Why">
        <div className={stack}>
          <FormField name="referenceNumber" label="Reference number" autoComplete="off" />
          <CrudFieldControl
            name="note"
            label="Reason"
            type="textarea"
            row={null}
            helpText="Kept with the ledger entry: why the stock changed."
          />
        </div>
      </Card>
      <div className={ui.row}>
        <Button type="submit" loading={isSubmitting}>
          Record update
        </Button>
        <Link href={DIU_PATH} className={buttonClass({ variant: 'secondary' })}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
