import { Form, Formik } from 'formik';
import toast from 'react-hot-toast';
import { accountApi } from '../../api/auth.api';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormStatusError } from '../../components/form-error';
import { FormField, ReadOnlyField } from '../../components/form-field';
import { SelectField, type SelectOption } from '../../components/select-field';
import { apiSubmit } from '../../components/use-api-form';
import { myAccountSchema, type MyAccountInput } from '../../domain/auth.schema';
import {
  effectiveTimezoneOffset,
  formatOffset,
  isUsDaylightSaving,
  timezoneChoices,
} from '../../domain/timezone';
import type { SessionUser } from '../../domain/user';
import { useApi, useSession } from '../../machines/use-app';
import { ui } from '../../components/ui/styles';

const timezoneOptions: readonly SelectOption<number | null>[] = [
  { value: null, label: 'Default (UTC−06:00, −05:00 in daylight saving)' },
  ...timezoneChoices,
];

const valuesOf = (user: SessionUser): MyAccountInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  timezone: user.timezone,
});

function offsetHelp(timezone: number | null) {
  const now = new Date();
  const dst = isUsDaylightSaving(now) ? ' (daylight saving time)' : '';
  return `Times are shown in ${formatOffset(effectiveTimezoneOffset(timezone, now))} now${dst}.`;
}

/** Name and timezone of the signed-in user. */
export function ProfileForm() {
  const api = useApi();
  const { user, userUpdated } = useSession();
  const submit = apiSubmit(
    (values: MyAccountInput) => accountApi(api).update(myAccountSchema.cast(values)),
    (saved, { resetForm }) => {
      userUpdated(saved);
      resetForm({ values: valuesOf(saved) });
      toast.success('Your account was saved.');
    },
  );
  return (
    <Card title="Profile" description="Your name, and the timezone dates and times are shown in.">
      <Formik initialValues={valuesOf(user)} validationSchema={myAccountSchema} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form noValidate className={ui.stack}>
            <FormStatusError />
            <ReadOnlyField label="E-mail" value={user.email} helpText="Ask an administrator to change it." />
            <div className={ui.twoColumns}>
              <FormField name="firstName" label="First name" autoComplete="given-name" />
              <FormField name="lastName" label="Last name" autoComplete="family-name" />
            </div>
            <SelectField
              name="timezone"
              label="Timezone"
              options={timezoneOptions}
              helpText={offsetHelp(values.timezone)}
            />
            <div>
              <Button type="submit" loading={isSubmitting}>
                Save
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
