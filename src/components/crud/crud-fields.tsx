/** The form controls of a config's fields (CrudField), over the shared Formik fields. */
import { useField, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { FieldFrame, FormField, visibleError } from '../form-field';
import { DateField } from '../form/date-field';
import { MoneyInput } from '../form/money-input';
import { MultiSelectField } from '../form/multi-select-field';
import { SelectField } from '../select-field';
import { loadRefRows } from '../../api/refs.api';
import { serverFieldError } from '../use-api-form';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import type { CrudField, CrudFieldProps } from './crud-config';
import { PairsField } from './crud-pairs-field';
import { refLabel } from './crud-refs';
import { Field } from '../ui';
import { ui } from '../ui/styles';

function useFieldError(name: string) {
  const [field, meta, helpers] = useField<unknown>(name);
  const { submitCount, status } = useFormikContext();
  const error = visibleError(meta, field.value, submitCount) ?? serverFieldError(status, name, field.value);
  return { field, helpers, error };
}

function TextareaField({ name, label, helpText }: CrudField) {
  const { field, error } = useFieldError(name);
  return (
    <FieldFrame label={label} helpText={helpText} error={error}>
      {(a11y) => (
        <Field.Textarea
          {...a11y}
          name={name}
          rows={6}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </FieldFrame>
  );
}

function CheckboxField({ name, label, helpText }: CrudField) {
  const { field, helpers, error } = useFieldError(name);
  return (
    <div>
      <label className={ui.checkLabel}>
        <input
          type="checkbox"
          name={name}
          checked={field.value === true}
          onChange={(e) => void helpers.setValue(e.target.checked)}
          onBlur={field.onBlur}
        />
        {label}
      </label>
      {helpText && <div className={ui.help}>{helpText}</div>}
      {error && (
        <div role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {error}
        </div>
      )}
    </div>
  );
}

/** The rows of another base as select options (the first 200, by the base's default sort). */
function ReferenceSelectField({ name, label, helpText, optionsFrom }: CrudField) {
  const api = useApi();
  const source = optionsFrom!;
  const load = useLoad((signal) => loadRefRows(api, source, signal), [api, source.base, source.listPath]);
  const options = useMemo(
    () => [
      { value: null, label: load.status === 'loading' ? 'Loading…' : '—' },
      ...(load.status === 'loaded'
        ? load.data.map((row) => ({ value: row.id as number, label: refLabel(source, row) }))
        : []),
    ],
    [load, source],
  );
  const failed = load.status === 'failed' ? `The choices could not be loaded: ${load.failure.message}` : null;
  return <SelectField name={name} label={label} helpText={failed ?? helpText} options={options} />;
}

export function CrudFieldControl(props: CrudFieldProps) {
  const { name, label, helpText, component: Own } = props;
  if (Own) return <Own {...props} />;
  switch (props.type) {
    case 'textarea':
      return <TextareaField {...props} />;
    case 'checkbox':
      return <CheckboxField {...props} />;
    case 'multiselect':
      return (
        <MultiSelectField
          name={name}
          label={label}
          helpText={helpText}
          options={(props.options ?? []).filter(
            (o): o is { value: string | number; label: string } => o.value !== null,
          )}
        />
      );
    case 'pairs':
      return <PairsField {...props} />;
    case 'select':
      if (props.optionsFrom) return <ReferenceSelectField {...props} />;
      return <SelectField name={name} label={label} helpText={helpText} options={props.options ?? []} />;
    case 'money':
      return <MoneyInput name={name} label={label} helpText={helpText} />;
    case 'date':
      return <DateField name={name} label={label} helpText={helpText} />;
    case 'number':
      return <FormField name={name} label={label} helpText={helpText} type="number" />;
    default:
      return <FormField name={name} label={label} helpText={helpText} autoComplete="off" />;
  }
}
