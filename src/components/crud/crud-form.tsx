import { Form, Formik } from 'formik';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '../button';
import { Card } from '../card';
import { moneyInputAmount, moneyInputValue, type MoneyInputValue } from '../form/money-values';
import { FormError } from '../form-error';
import { PageLoading } from '../page-loading';
import { StaleNotice } from '../stale-notice';
import { apiSubmit } from '../use-api-form';
import { useLoad } from '../../machines/load/use-load';
import type { Amount } from '../../domain/money';
import { useCrudClient } from './crud-client';
import type { CrudConfig, CrudRow } from './crud-config';
import { CrudFieldControl } from './crud-fields';
import { ui } from '../ui/styles';

type Values = Record<string, unknown>;

const moneyFields = (config: CrudConfig) =>
  (config.form?.fields ?? []).filter((f) => f.type === 'money').map((f) => f.name);

/** The form's values of a record: the schema's fields, money as minor units (MoneyInput). */
function valuesOf(config: CrudConfig, row: CrudRow | null): Values {
  const schema = config.form!.schema;
  const defaults = schema.getDefault() as Values;
  const values: Values = row
    ? Object.fromEntries(Object.keys(schema.fields).map((k) => [k, row[k] ?? defaults[k] ?? null]))
    : { ...defaults };
  for (const name of moneyFields(config))
    if (values[name] !== null && values[name] !== undefined && values[name] !== '')
      values[name] = moneyInputValue(values[name] as Amount);
  return values;
}

function bodyOf(config: CrudConfig, values: Values): Values {
  const copy = { ...values };
  for (const name of moneyFields(config))
    if (copy[name] !== null && copy[name] !== undefined && copy[name] !== '')
      copy[name] = moneyInputAmount(copy[name] as MoneyInputValue);
  return config.form!.schema.cast(copy) as Values;
}

function CrudForm({
  config,
  row,
  onReload,
}: {
  config: CrudConfig;
  row: CrudRow | null;
  onReload: () => void;
}) {
  const client = useCrudClient(config);
  const [, navigate] = useLocation();
  const submit = apiSubmit(
    (values: Values) => {
      const body = bodyOf(config, values);
      return row ? client.edit({ ...body, id: row.id, version: row.version }) : client.add(body);
    },
    (saved) => {
      const name = config.rowLabel(saved);
      toast.success(row ? `${config.singular} ${name} saved.` : `${config.singular} ${name} created.`);
      navigate(config.path);
    },
  );
  const fields = config.form!.fields.filter((f) => !f.only || f.only === (row ? 'edit' : 'create'));
  return (
    <Formik initialValues={valuesOf(config, row)} validationSchema={config.form!.schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className={ui.stack}>
          <StaleNotice onReload={onReload} />
          {fields.map((f) => (
            <CrudFieldControl key={f.name} {...f} row={row} />
          ))}
          <div className={ui.row}>
            <Button type="submit" loading={isSubmitting}>
              {row ? 'Save' : `Create ${config.singular.toLowerCase()}`}
            </Button>
            <Link href={config.path} className={buttonClass({ variant: 'secondary' })}>
              Cancel
            </Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** Create (`${path}/create`) and edit (`${path}/edit/:id`) of a config's base. */
export function CrudFormPage({ config, id }: { config: CrudConfig; id?: string }) {
  const client = useCrudClient(config);
  const load = useLoad((signal) => (id ? client.get(id, signal) : Promise.resolve(null)), [id, client]);
  const noun = config.singular.toLowerCase();
  return (
    <div className={ui.maxW760}>
      <h1 className={ui.formTitle}>
        {load.status === 'loaded' && load.data
          ? `Edit ${noun} ${config.rowLabel(load.data)}`
          : id
            ? `Edit ${noun}`
            : `New ${noun}`}
      </h1>
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title={`The ${noun} could not be loaded`} message={load.failure.message} />
      )}
      {load.status === 'loaded' && (
        <Card>
          {/* A reload brings a new version: the form starts again from it. */}
          <CrudForm
            key={String(load.data?.version ?? 'new')}
            config={config}
            row={load.data}
            onReload={load.retry}
          />
        </Card>
      )}
    </div>
  );
}
