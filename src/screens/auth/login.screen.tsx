import { Form, Formik } from 'formik';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Redirect, useLocation, useSearch } from 'wouter';
import { login } from '../../api/auth.api';
import { Button } from '../../components/button';
import { FormStatusError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { AuthLayout } from '../../components/layout/auth-layout';
import { TextLink } from '../../components/text-link';
import { apiSubmit } from '../../components/use-api-form';
import { loginSchema, type LoginInput } from '../../domain/auth.schema';
import { useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { safeRedirect } from './safe-redirect';
import { ui } from '../../components/ui/styles';

const initialValues: LoginInput = { email: '', password: '' };

/** /login: e-mail and password; on success the session starts and the user goes where they were headed. */
export default function LoginScreen(_props: Partial<ScreenProps>) {
  const { isAuthed, loggedIn } = useSession();
  const [, navigate] = useLocation();
  const search = useSearch();
  // Read once: after sign-in the location changes before this screen unmounts.
  const [target] = useState(() => safeRedirect(search));

  if (isAuthed) return <Redirect to={target} replace />;

  const submit = apiSubmit(
    (values: LoginInput) => login(loginSchema.cast(values)),
    (response) => {
      loggedIn(response);
      navigate(target, { replace: true });
    },
  );

  return (
    <AuthLayout title="Sign in" intro="Use the e-mail address your account was created with.">
      <Formik initialValues={initialValues} validationSchema={loginSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={ui.stack}>
            <FormStatusError />
            <FormField name="email" label="E-mail" type="email" autoComplete="username" autoFocus />
            <FormField name="password" label="Password" type="password" autoComplete="current-password" />
            <Button type="submit" size="lg" fullWidth loading={isSubmitting} className={ui.mt2}>
              Sign in
            </Button>
            <p className={css({ textAlign: 'center' })}>
              <TextLink href="/forgot-password">Forgot your password?</TextLink>
            </p>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
