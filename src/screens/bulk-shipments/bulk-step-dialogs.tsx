/**
 * The steps of a bulk shipment taken in a dialog on its page: confirm (choose the warehouse), ship
 * (carrier, PRO or tracking, freight class, ship date, pieces and weight), cancel, and submit a
 * draft. Each sends the version the page shows (a shipment changed meanwhile answers 409: the page
 * reloads) and answers the updated record.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import toast from 'react-hot-toast';
import { useManualShipmentCalls, type ManualShipmentRow } from '../../api/manual-shipments.api';
import { Button } from '../../components/button';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { warehousesRef } from '../../components/crud/crud-refs';
import { DateField } from '../../components/form/date-field';
import { nestErrors } from '../../components/form/nest-errors';
import { FormStatusError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { userDay, userDayStart } from '../../components/format';
import { SelectField } from '../../components/select-field';
import { ui } from '../../components/ui/styles';
import { apiSubmit, type ApiFormStatus } from '../../components/use-api-form';
import { manualShipmentStepLabels } from '../../domain/manual-shipment-labels';
import type { ManualShipmentStep } from '../../domain/manual-shipment.lifecycle';
import { shipmentNumberOf } from '../../domain/outbound-documents';
import {
  confirmStepSchema,
  freightClasses,
  shipStepSchema,
} from '../../domain/resources/manual-shipment.schema';
import { StepDialog } from './bulk-step-dialog';

export interface StepDialogProps {
  shipment: ManualShipmentRow;
  onClose: () => void;
  /** After the step, or after a 409 (the page shows the shipment as it is now). */
  onChanged: () => void;
}

/** Formik submission of a step: field errors nested, a 409 reloads the page behind the dialog. */
function useStep<V extends object>(
  props: StepDialogProps,
  step: ManualShipmentStep,
  body: (values: V) => Record<string, unknown>,
  done: string,
) {
  const calls = useManualShipmentCalls();
  const { shipment, onClose, onChanged } = props;
  const submit = apiSubmit(
    (values: V) => calls.step(shipment.id, step, body(values), { version: shipment.version }),
    () => {
      toast.success(done);
      onClose();
      onChanged();
    },
  );
  return (values: V, helpers: FormikHelpers<V>) =>
    submit(values, {
      ...helpers,
      setErrors: (errors) => helpers.setErrors(nestErrors(errors)),
      setStatus: (status: ApiFormStatus | undefined) => {
        helpers.setStatus(status);
        if (status?.failure.status === 409) onChanged();
      },
    });
}

function Footer({
  onClose,
  label,
  busy,
  danger,
}: {
  onClose: () => void;
  label: string;
  busy: boolean;
  danger?: boolean;
}) {
  return (
    <div className={ui.dialogFooter}>
      <Button variant="secondary" onClick={onClose}>
        Back
      </Button>
      <Button type="submit" loading={busy} variant={danger ? 'danger' : 'primary'}>
        {label}
      </Button>
    </div>
  );
}

export function ConfirmDialog(props: StepDialogProps) {
  const number = shipmentNumberOf(props.shipment);
  const submit = useStep<{ warehouseId: number | null }>(
    props,
    'confirm',
    (v) => ({ warehouseId: v.warehouseId }),
    `${number} confirmed: allocate its stock next.`,
  );
  return (
    <StepDialog
      open
      onClose={props.onClose}
      title={`Confirm ${number}`}
      description="Accept the request and choose the warehouse it ships from. Its stock is allocated there next."
    >
      <Formik
        initialValues={{ warehouseId: props.shipment.warehouseId }}
        validationSchema={confirmStepSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={ui.dialogBody}>
            <FormStatusError />
            <CrudFieldControl
              row={null}
              name="warehouseId"
              label="Ships from"
              type="select"
              optionsFrom={warehousesRef}
              helpText={
                props.shipment.warehouseId ? 'The requester’s preferred warehouse is chosen.' : undefined
              }
            />
            <Footer onClose={props.onClose} label="Confirm request" busy={isSubmitting} />
          </Form>
        )}
      </Formik>
    </StepDialog>
  );
}

interface ShipValues {
  carrierCode: string | null;
  serviceCode: string | null;
  proNumber: string | null;
  trackingNumber: string | null;
  freightClass: string | null;
  packageCount: number | null;
  weight: number | null;
  shipDay: string | null;
}

const shipSchema = shipStepSchema('BulkShipment').omit(['shipDate', 'pickedUpBy']);
const freightOptions = [
  { value: null, label: '—' },
  ...freightClasses.map((c) => ({ value: c, label: `Class ${c}` })),
];

export function ShipDialog(props: StepDialogProps) {
  const number = shipmentNumberOf(props.shipment);
  const today = userDay();
  const submit = useStep<ShipValues>(
    props,
    'ship',
    ({ shipDay, ...v }) => ({
      ...shipSchema.cast(v, { stripUnknown: true }),
      // Today ships now; another day at its start in the user's timezone.
      shipDate: shipDay && shipDay !== today ? userDayStart(shipDay) : null,
    }),
    `${number} shipped: its stock has left the warehouse.`,
  );
  const initial: ShipValues = {
    carrierCode: props.shipment.carrierCode,
    serviceCode: props.shipment.serviceCode,
    proNumber: props.shipment.proNumber,
    trackingNumber: props.shipment.trackingNumber,
    freightClass: props.shipment.freightClass,
    packageCount: props.shipment.packageCount,
    weight: props.shipment.weight,
    shipDay: today,
  };
  return (
    <StepDialog
      open
      onClose={props.onClose}
      title={`Ship ${number}`}
      description="The allocated stock is consumed from the warehouse and the requester is told it shipped."
    >
      <Formik initialValues={initial} validationSchema={shipSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={ui.dialogBody}>
            <FormStatusError />
            <div className={ui.twoColumns}>
              <FormField name="carrierCode" label="Carrier" placeholder="Old Dominion" autoComplete="off" />
              <FormField name="serviceCode" label="Service" placeholder="LTL standard" autoComplete="off" />
              <FormField
                name="proNumber"
                label="PRO number"
                autoComplete="off"
                helpText="Freight (LTL/FTL)."
              />
              <SelectField name="freightClass" label="Freight class" options={freightOptions} />
              <FormField
                name="trackingNumber"
                label="Tracking number"
                autoComplete="off"
                helpText="Without a PRO number."
              />
              <DateField name="shipDay" label="Ship date" max={today} />
              <FormField
                name="packageCount"
                label="Pieces"
                type="number"
                helpText="Pallets and loose cartons."
              />
              <FormField name="weight" label="Weight (lb)" type="number" />
            </div>
            <Footer onClose={props.onClose} label="Ship" busy={isSubmitting} />
          </Form>
        )}
      </Formik>
    </StepDialog>
  );
}

/** Cancel, or submit a draft: no body, a confirmation. */
export function SimpleStepDialog(props: StepDialogProps & { step: 'cancel' | 'submit' }) {
  const number = shipmentNumberOf(props.shipment);
  const cancel = props.step === 'cancel';
  const submit = useStep<object>(
    props,
    props.step,
    () => ({}),
    cancel ? `${number} cancelled.` : `${number} submitted.`,
  );
  return (
    <StepDialog
      open
      role={cancel ? 'alertdialog' : 'dialog'}
      onClose={props.onClose}
      title={cancel ? `Cancel ${number}?` : `Submit ${number}?`}
      description={
        cancel
          ? 'Its allocated stock is released and its cartons and pallets are unpacked. This cannot be undone.'
          : 'The draft goes to the warehouse as an open request.'
      }
    >
      <Formik initialValues={{}} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={ui.dialogBody}>
            <FormStatusError />
            <Footer
              onClose={props.onClose}
              label={cancel ? manualShipmentStepLabels.cancel : manualShipmentStepLabels.submit}
              busy={isSubmitting}
              danger={cancel}
            />
          </Form>
        )}
      </Formik>
    </StepDialog>
  );
}
