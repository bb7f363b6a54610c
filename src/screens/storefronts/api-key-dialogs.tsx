/**
 * Creating a storefront API key: a name, then the secret shown once (only its digest is kept), with
 * a copy button and the warning that it cannot be shown again.
 */
import { Dialog } from '../../components/ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import * as yup from 'yup';
import { Button } from '../../components/button';
import { FormStatusError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { Notice } from '../../components/notice';
import { apiSubmit } from '../../components/use-api-form';
import { requiredText } from '../../domain/resources/fields';
import { useApi } from '../../machines/use-app';
import { createApiKey, type ApiKey } from '../../api/storefront-api-keys.api';
import { ui } from '../../components/ui/styles';

const nameSchema = yup.object({ name: requiredText('Key name', 100) });
const footer = ui.dialogFooter;

function Frame({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && onClose()} lazyMount unmountOnExit>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ maxW: '520px' })}>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description>{description}</Dialog.Description>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function NewApiKeyDialog({
  projectId,
  open,
  onClose,
  onCreated,
}: {
  projectId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (key: ApiKey, secret: string) => void;
}) {
  const api = useApi();
  const submit = apiSubmit(
    (values: { name: string }) => createApiKey(api, projectId, values.name.trim()),
    ({ key, secret }) => onCreated(key, secret),
  );
  return (
    <Frame
      open={open}
      onClose={onClose}
      title="New API key"
      description="The key lets a storefront send its orders to the public order call. Name it after where it will be used."
    >
      <Formik initialValues={{ name: '' }} validationSchema={nameSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={ui.dialogBody}>
            <FormStatusError />
            <FormField name="name" label="Key name" placeholder="Shopify connector" autoComplete="off" />
            <div className={footer}>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Create key
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Frame>
  );
}

export function ApiKeySecretDialog({
  created,
  onClose,
}: {
  created: { key: ApiKey; secret: string } | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created?.secret ?? '');
      setCopied(true);
      toast.success('Key copied.');
    } catch {
      toast.error('The browser did not allow copying: select the key and copy it by hand.');
    }
  };
  return (
    <Frame
      open={created !== null}
      onClose={() => (setCopied(false), onClose())}
      title={`API key ${created?.key.name ?? ''} created`}
      description="Send it in the X-Api-Key header of POST /api/public/orders."
    >
      <div className={ui.dialogBody}>
        <Notice tone="danger" title="Copy it now">
          This is the only time the key is shown. Only a fingerprint of it is kept, so it cannot be shown
          again: if it is lost, revoke it and create a new one.
        </Notice>
        <div className={ui.row}>
          <input
            readOnly
            aria-label="API key"
            value={created?.secret ?? ''}
            onFocus={(e) => e.target.select()}
            className={`${input()} ${ui.monoSmall}`}
          />
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      </div>
      <div className={footer}>
        <Button onClick={() => (setCopied(false), onClose())}>I have copied the key</Button>
      </div>
    </Frame>
  );
}
