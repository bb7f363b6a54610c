import { Form, Formik } from 'formik';
import toast from 'react-hot-toast';
import { accountApi } from '../../api/auth.api';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormStatusError } from '../../components/form-error';
import { NewPasswordFields } from '../../components/new-password-fields';
import { FormField } from '../../components/form-field';
import { apiSubmit } from '../../components/use-api-form';
import { changePasswordSchema, type ChangePasswordInput } from '../../domain/auth.schema';
import { useApi } from '../../machines/use-app';
import { ui } from '../../components/ui/styles';

const initialValues: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changing the password signs out every other session of the user. */
export function PasswordForm() {
  const api = useApi();
  const submit = apiSubmit(
    (values: ChangePasswordInput) => accountApi(api).changePassword(values),
    (_answer, { resetForm }) => {
      resetForm();
      toast.success('Password changed. Other sessions were signed out.');
    },
  );
  return (
    <Card title="Password" description="Changing it signs you out on every other device.">
      <Formik initialValues={initialValues} validationSchema={changePasswordSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={ui.stack}>
            <FormStatusError />
            <FormField
              name="currentPassword"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
            <NewPasswordFields name="newPassword" label="New password" confirmLabel="Repeat new password" />
            <div>
              <Button type="submit" loading={isSubmitting}>
                Change password
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
