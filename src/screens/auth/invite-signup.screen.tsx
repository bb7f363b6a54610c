import { Form, Formik } from 'formik';
import { css, cx } from 'styled-system/css';
import { useLocation } from 'wouter';
import { acceptInvite, getInvite } from '../../api/auth.api';
import { Button } from '../../components/button';
import { FormError, FormStatusError } from '../../components/form-error';
import { NewPasswordFields } from '../../components/new-password-fields';
import { FormField, ReadOnlyField } from '../../components/form-field';
import { AuthLayout } from '../../components/layout/auth-layout';
import { PageLoading } from '../../components/page-loading';
import { TextLink } from '../../components/text-link';
import { apiSubmit } from '../../components/use-api-form';
import { useLoad } from '../../machines/load/use-load';
import { inviteSignupSchema, type InviteSignupInput } from '../../domain/auth.schema';
import { PRODUCT_NAME } from '../../domain/constants';
import { useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { ui } from '../../components/ui/styles';

const title = 'Accept your invitation';
const toSignIn = <TextLink href="/login">Go to sign in</TextLink>;
const grid = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' });

/** /invite-signup/:id: an invited user sets their name and password; the account starts signed in. */
export default function InviteSignupScreen({ params = {} }: Partial<ScreenProps>) {
  const id = params.id ?? '';
  const invite = useLoad(() => getInvite(id), [id]);
  const { loggedIn } = useSession();
  const [, navigate] = useLocation();

  if (invite.status === 'loading')
    return (
      <AuthLayout title={title}>
        <PageLoading label="Checking your invitation…" />
      </AuthLayout>
    );
  if (invite.status === 'failed')
    return (
      <AuthLayout title={title} footer={toSignIn}>
        <FormError message={invite.failure.message} />
        <p className={cx(ui.muted, ui.mt4)}>Ask the person who invited you to send a new invitation.</p>
      </AuthLayout>
    );

  const { email, firstName, lastName } = invite.data;
  const initialValues: InviteSignupInput = { firstName, lastName, password: '', confirmPassword: '' };
  const submit = apiSubmit(
    (values: InviteSignupInput) => acceptInvite(id, inviteSignupSchema.cast(values)),
    (response) => {
      loggedIn(response);
      navigate('/dashboard', { replace: true });
    },
  );

  return (
    <AuthLayout
      title={title}
      intro={`You were invited to ${PRODUCT_NAME}. Check your name and choose a password.`}
      footer={toSignIn}
    >
      <Formik initialValues={initialValues} validationSchema={inviteSignupSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={ui.stack}>
            <FormStatusError />
            <ReadOnlyField
              label="E-mail"
              value={email}
              autoComplete="username"
              helpText="You sign in with this address."
            />
            <div className={grid}>
              <FormField name="firstName" label="First name" autoComplete="given-name" />
              <FormField name="lastName" label="Last name" autoComplete="family-name" />
            </div>
            <NewPasswordFields />
            <Button type="submit" size="lg" fullWidth loading={isSubmitting} className={ui.mt2}>
              Create account
            </Button>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
