/**
 * The compact form of the vendor hub's People step: invite a brand user (role Vendor, limited to this
 * vendor) by e-mail; the sign-up link goes by e-mail and the checklist ticks once they accept.
 */
import { Form, Formik } from 'formik';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { inviteUser } from '../../api/users.api';
import { Button } from '../../components/button';
import { FormStatusError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { apiSubmit } from '../../components/use-api-form';
import { ui } from '../../components/ui/styles';
import { inviteSchema } from '../../domain/auth.schema';
import { useApi } from '../../machines/use-app';

const fields = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr auto' },
  gap: '3',
  alignItems: 'end',
});

const brandInviteSchema = inviteSchema.pick(['email', 'firstName', 'lastName']);

export function InviteBrandUserForm({ vendorId, onInvited }: { vendorId: number; onInvited: () => void }) {
  const api = useApi();
  const submit = apiSubmit(
    (values: { email: string; firstName: string; lastName: string }) =>
      inviteUser(api, {
        ...brandInviteSchema.cast(values),
        roleType: 'vendor',
        accessVendorIds: [vendorId],
        accessWarehouseIds: null,
      }),
    (invited, helpers) => {
      toast.success(`Invitation sent to ${invited.email}.`);
      helpers.resetForm();
      onInvited();
    },
  );
  return (
    <Formik
      initialValues={{ email: '', firstName: '', lastName: '' }}
      validationSchema={brandInviteSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Invite a brand user" className={ui.stack2}>
          <div className={fields}>
            <FormField name="email" label="E-mail" type="email" autoComplete="off" />
            <FormField name="firstName" label="First name" autoComplete="off" />
            <FormField name="lastName" label="Last name" autoComplete="off" />
            <Button type="submit" loading={isSubmitting}>
              Invite
            </Button>
          </div>
          <FormStatusError />
        </Form>
      )}
    </Formik>
  );
}
