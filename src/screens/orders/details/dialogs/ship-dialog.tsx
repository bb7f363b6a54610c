/**
 * Mark shipped: carrier, service and tracking number, all required (the customer's tracking e-mail
 * and the returns flow need them). Carrier and service start from what the ship code mapping chose.
 */
import { Form, Formik } from 'formik';
import toast from 'react-hot-toast';
import * as yup from 'yup';
import { Button } from '../../../../components/button';
import { FormStatusError } from '../../../../components/form-error';
import { FormField } from '../../../../components/form-field';
import { requiredText } from '../../../../domain/resources/fields';
import { orderSubmit } from '../action-submit';
import { dialogBody, dialogFooter, OrderDialog } from '../order-dialog';
import { useOrderCalls } from '../../../../api/orders.api';
import type { ActionDialogProps } from './hold-dialog';
import { ui } from '../../../../components/ui/styles';

interface ShipValues {
  carrierCode: string;
  serviceCode: string;
  trackingNumber: string;
}

const shipSchema = yup.object({
  carrierCode: requiredText('Carrier', 50),
  serviceCode: requiredText('Service', 50),
  trackingNumber: requiredText('Tracking number', 100),
});

export function ShipDialog({ order, open, onClose, onDone, onConflict }: ActionDialogProps) {
  const calls = useOrderCalls();
  const submit = orderSubmit(
    (values: ShipValues) =>
      calls.act(order.id, 'ship', {
        carrierCode: values.carrierCode.trim(),
        serviceCode: values.serviceCode.trim(),
        trackingNumber: values.trackingNumber.trim(),
        version: order.version,
      }),
    (updated) => {
      toast.success(`Order ${order.orderNumber} marked shipped.`);
      onClose();
      onDone(updated);
    },
    onConflict,
  );
  return (
    <OrderDialog
      open={open}
      onClose={onClose}
      title={`Mark order ${order.orderNumber} shipped`}
      description="The allocated stock is consumed and the order is marked Fulfilled."
    >
      <Formik<ShipValues>
        initialValues={{
          carrierCode: order.carrierCode ?? '',
          serviceCode: order.serviceCode ?? '',
          trackingNumber: order.trackingNumber ?? '',
        }}
        validationSchema={shipSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={dialogBody}>
            <FormStatusError />
            <div className={ui.twoColumns}>
              <FormField name="carrierCode" label="Carrier" placeholder="ups" autoComplete="off" />
              <FormField name="serviceCode" label="Service" placeholder="ups_ground" autoComplete="off" />
            </div>
            <FormField name="trackingNumber" label="Tracking number" autoComplete="off" />
            <div className={dialogFooter}>
              <Button variant="secondary" onClick={onClose}>
                Back
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Mark shipped
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </OrderDialog>
  );
}
