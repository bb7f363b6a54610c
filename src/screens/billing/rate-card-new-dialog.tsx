/**
 * "New rate card": name, vendor and, optionally, one warehouse (none: the card is the vendor's for
 * every warehouse). Checked by the server's own schema (activityRateCardSchema); a vendor that already
 * has a card there is told so on the warehouse. Created, the card's screen opens.
 */
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { Button } from '../../components/button';
import { vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';
import { FormStatusError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { FramedDialog } from '../../components/framed-dialog';
import { SelectField } from '../../components/select-field';
import { apiSubmit } from '../../components/use-api-form';
import { ui } from '../../components/ui/styles';
import { createActivityRateCard, type ActivityRateCardRow } from '../../api/rate-cards.api';
import { activityRateCardSchema, type ActivityRateCardInput } from '../../domain/billing/activity-rates';
import { useApi } from '../../machines/use-app';

const initial = {
  name: '',
  vendorId: null,
  warehouseId: null,
  currency: 'USD',
} as unknown as ActivityRateCardInput;

export function NewRateCardDialog({
  open,
  refs,
  onClose,
  onCreated,
}: {
  open: boolean;
  refs: RefNames;
  onClose: () => void;
  onCreated: (card: ActivityRateCardRow) => void;
}) {
  const api = useApi();
  const vendors = useMemo(
    () => [
      { value: null, label: 'Choose a vendor' },
      ...refs.options(vendorsRef).map((o) => ({ value: Number(o.value), label: o.label })),
    ],
    [refs],
  );
  const warehouses = useMemo(
    () => [
      { value: null, label: 'All warehouses' },
      ...refs.options(warehousesRef).map((o) => ({ value: Number(o.value), label: o.label })),
    ],
    [refs],
  );
  const submit = apiSubmit(
    (values: ActivityRateCardInput) => createActivityRateCard(api, activityRateCardSchema.cast(values)),
    (card) => onCreated(card),
  );
  return (
    <FramedDialog
      open={open}
      onClose={onClose}
      title="New rate card"
      description="What a client is charged for receiving, storage, pick and pack and the other work. Its rates are set in versions, each from the day it takes effect."
    >
      <Formik initialValues={initial} validationSchema={activityRateCardSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={`${ui.stack} ${ui.mt4}`}>
            <FormStatusError />
            <FormField name="name" label="Name" autoComplete="off" />
            <SelectField name="vendorId" label="Vendor" options={vendors} />
            <SelectField
              name="warehouseId"
              label="Warehouse"
              options={warehouses}
              helpText="A warehouse's own card wins over the vendor's card for all warehouses."
            />
            <div className={ui.dialogFooter}>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Create rate card
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </FramedDialog>
  );
}
