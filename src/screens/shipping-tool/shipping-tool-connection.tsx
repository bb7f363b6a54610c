/**
 * The storefront's connection to its shipping tool: kind, base URL, API key, API secret and enabled.
 * The secret is write-only: once set it shows as "••• set" with Replace; an empty field keeps it. The
 * form checks the server's own schema (a new connection needs a secret).
 */
import { Form, Formik, useField } from 'formik';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { saveShippingToolConnection } from '../../api/shipping-tool.api';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormError, FormStatusError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { PageLoading } from '../../components/page-loading';
import { SelectField } from '../../components/select-field';
import { apiSubmit } from '../../components/use-api-form';
import { ui } from '../../components/ui/styles';
import { formatListInstant } from '../../components/format';
import {
  DEFAULT_SHIPPING_TOOL_URL,
  SHIPPING_TOOL_KINDS,
  shippingToolKindLabels,
  type ShippingToolConnectionRow,
  type ShippingToolKind,
} from '../../domain/contracts/shipping-tool';
import {
  newShippingToolConnectionSchema,
  shippingToolConnectionSchema,
  type ShippingToolConnectionInput,
} from '../../domain/resources/shipping-tool.schema';
import type { LoadState } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';

type Values = Omit<ShippingToolConnectionInput, 'apiSecret' | 'version'> & { apiSecret: string };

const kindOptions = SHIPPING_TOOL_KINDS.map((kind) => ({ value: kind, label: shippingToolKindLabels[kind] }));

const valuesOf = (c: ShippingToolConnectionRow | null): Values => ({
  kind: (c?.kind as ShippingToolKind | undefined) ?? 'ShipStation',
  baseUrl: c?.baseUrl ?? DEFAULT_SHIPPING_TOOL_URL,
  apiKey: c?.apiKey ?? '',
  apiSecret: '',
  enabled: c?.enabled ?? true,
});

function EnabledField() {
  const [field, , helpers] = useField<boolean>('enabled');
  return (
    <label className={ui.checkLabel}>
      <input
        type="checkbox"
        checked={field.value}
        onChange={(e) => void helpers.setValue(e.target.checked)}
      />
      Enabled (Sync now pulls from the tool)
    </label>
  );
}

/** The secret: typed for a new connection; "••• set" with Replace for a saved one. */
function SecretField({ secretSet }: { secretSet: boolean }) {
  const [replacing, setReplacing] = useState(!secretSet);
  if (!replacing)
    return (
      <div>
        <span className={ui.label}>API secret</span>
        <div className={ui.rowCenter3}>
          <span aria-label="API secret is set" className={ui.mono}>
            ••• set
          </span>
          <Button variant="secondary" size="sm" onClick={() => setReplacing(true)}>
            Replace
          </Button>
        </div>
      </div>
    );
  return (
    <FormField
      name="apiSecret"
      label="API secret"
      type="password"
      autoComplete="new-password"
      helpText={
        secretSet ? 'Leave empty to keep the stored secret.' : 'Stored to call the tool; never shown again.'
      }
    />
  );
}

interface Props {
  projectId: number;
  state: LoadState<ShippingToolConnectionRow | null | undefined>;
  onSaved: () => void;
}

export function ConnectionPanel({ projectId, state, onSaved }: Props) {
  const api = useApi();
  const connection = state.status === 'loaded' ? (state.data ?? null) : null;
  const description = connection
    ? `Last synced ${formatListInstant(connection.lastSyncAt) ?? 'never'}.`
    : 'Not connected yet: enter the API key and secret of the tool’s account.';
  const submit = apiSubmit(
    (values: Values) =>
      saveShippingToolConnection(api, projectId, {
        ...values,
        apiSecret: values.apiSecret.trim() || null,
        version: connection?.version ?? null,
      }),
    () => {
      toast.success('Connection saved.');
      onSaved();
    },
  );
  return (
    <Card title="Connection" description={description}>
      {state.status === 'loading' && <PageLoading />}
      {state.status === 'failed' && (
        <FormError title="The connection could not be loaded" message={state.failure.message} />
      )}
      {state.status === 'loaded' && (
        <Formik
          // A saved connection starts the form again from what was stored.
          key={connection?.version ?? 0}
          initialValues={valuesOf(connection)}
          validationSchema={connection ? shippingToolConnectionSchema : newShippingToolConnectionSchema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate className={ui.stack}>
              <FormStatusError />
              <div className={ui.formGrid}>
                <SelectField<ShippingToolKind> name="kind" label="Kind" options={kindOptions} />
                <FormField name="baseUrl" label="Base URL" autoComplete="off" />
                <FormField name="apiKey" label="API key" autoComplete="off" />
                <SecretField secretSet={connection?.secretSet ?? false} />
              </div>
              <div className={ui.rowWrap}>
                <EnabledField />
                <span className={ui.fill} />
                <Button type="submit" loading={isSubmitting}>
                  Save
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </Card>
  );
}
