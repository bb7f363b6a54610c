import { Form, Formik } from 'formik';
import { useState } from 'react';
import { cx } from 'styled-system/css';
import { forgotPassword } from '../../api/auth.api';
import { Button } from '../../components/button';
import { FormStatusError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { AuthLayout } from '../../components/layout/auth-layout';
import { Notice } from '../../components/notice';
import { TextLink } from '../../components/text-link';
import { apiSubmit } from '../../components/use-api-form';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../../domain/auth.schema';
import type { ScreenProps } from '../../routes.types';
import { ui } from '../../components/ui/styles';

const backToSignIn = <TextLink href="/login">Back to sign in</TextLink>;

/** /forgot-password: asks for a reset link; the answer is the same whether or not the account exists. */
export default function ForgotPasswordScreen(_props: Partial<ScreenProps>) {
  const [sent, setSent] = useState<string | null>(null);

  if (sent)
    return (
      <AuthLayout title="Check your e-mail" footer={backToSignIn}>
        <Notice tone="success" role="status">
          {sent}
        </Notice>
        <p className={cx(ui.muted, ui.mt4)}>
          If nothing arrives within a few minutes, check your spam folder.
        </p>
      </AuthLayout>
    );

  const submit = apiSubmit(
    (values: ForgotPasswordInput) => forgotPassword(forgotPasswordSchema.cast(values)),
    (answer) => setSent(answer.message),
  );

  return (
    <AuthLayout
      title="Forgot your password?"
      intro="Enter your e-mail address and we will send you a link to set a new password."
      footer={backToSignIn}
    >
      <Formik initialValues={{ email: '' }} validationSchema={forgotPasswordSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={ui.stack}>
            <FormStatusError />
            <FormField name="email" label="E-mail" type="email" autoComplete="email" autoFocus />
            <Button type="submit" size="lg" fullWidth loading={isSubmitting} className={ui.mt2}>
              Send reset link
            </Button>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
