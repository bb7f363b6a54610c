import { Form, Formik } from 'formik';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { Link } from 'wouter';
import { checkResetLink, resetPassword } from '../../api/auth.api';
import { Button, buttonClass } from '../../components/button';
import { FormError, FormStatusError } from '../../components/form-error';
import { NewPasswordFields } from '../../components/new-password-fields';
import { ReadOnlyField } from '../../components/form-field';
import { AuthLayout } from '../../components/layout/auth-layout';
import { Notice } from '../../components/notice';
import { PageLoading } from '../../components/page-loading';
import { TextLink } from '../../components/text-link';
import { apiSubmit } from '../../components/use-api-form';
import { useLoad } from '../../machines/load/use-load';
import { resetPasswordSchema, type ResetPasswordInput } from '../../domain/auth.schema';
import type { ScreenProps } from '../../routes.types';
import { ui } from '../../components/ui/styles';

const initialValues: ResetPasswordInput = { password: '', confirmPassword: '' };
const backToSignIn = <TextLink href="/login">Back to sign in</TextLink>;

/** /resetPassword/:userid/:token: the link is checked first, then a new password is set. */
export default function ResetPasswordScreen({ params = {} }: Partial<ScreenProps>) {
  const userId = params.userid ?? '';
  const token = params.token ?? '';
  const link = useLoad(() => checkResetLink(userId, token), [userId, token]);
  const [done, setDone] = useState<string | null>(null);

  if (done)
    return (
      <AuthLayout title="Password changed">
        <Notice tone="success" role="status">
          {done}
        </Notice>
        <Link href="/login" className={cx(buttonClass({ size: 'lg', fullWidth: true }), ui.mt6)}>
          Sign in
        </Link>
      </AuthLayout>
    );
  if (link.status === 'loading')
    return (
      <AuthLayout title="Set a new password">
        <PageLoading label="Checking your reset link…" />
      </AuthLayout>
    );
  if (link.status === 'failed')
    return (
      <AuthLayout title="Set a new password" footer={backToSignIn}>
        <FormError message={link.failure.message} />
        <p className={css({ mt: '4', display: 'flex', alignItems: 'center', gap: '4' })}>
          <TextLink href="/forgot-password">Ask for a new reset link</TextLink>
          {link.failure.status === null && (
            <Button variant="secondary" size="sm" onClick={link.retry}>
              Try again
            </Button>
          )}
        </p>
      </AuthLayout>
    );

  const submit = apiSubmit(
    (values: ResetPasswordInput) => resetPassword(userId, token, values),
    (answer) => setDone(answer.message),
  );

  return (
    <AuthLayout
      title="Set a new password"
      intro="Choose a new password for your account."
      footer={backToSignIn}
    >
      <Formik initialValues={initialValues} validationSchema={resetPasswordSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={ui.stack}>
            <FormStatusError />
            <ReadOnlyField label="E-mail" value={link.data.email} autoComplete="username" />
            <NewPasswordFields autoFocus />
            <Button type="submit" size="lg" fullWidth loading={isSubmitting} className={ui.mt2}>
              Set new password
            </Button>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
