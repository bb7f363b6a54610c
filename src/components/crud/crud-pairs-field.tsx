/** A list of `{ name, value }` short texts (a ship code mapping's custom fields): rows added and removed. */
import { FieldArray, getIn, useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { field as fieldRecipe, input } from 'styled-system/recipes';
import { Button } from '../button';
import type { CrudField } from './crud-config';
import { ui } from '../ui/styles';

interface Pair {
  name: string;
  value: string | null;
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1.5fr auto',
  gap: '2',
  alignItems: 'start',
});

function PairInput({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string | null>(name);
  const { submitCount } = useFormikContext();
  const error = (submitCount > 0 || meta.touched) && typeof meta.error === 'string' ? meta.error : undefined;
  const errorId = useId();
  return (
    <div>
      <input
        {...field}
        value={field.value ?? ''}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        className={input()}
      />
      {error && (
        <p id={errorId} className={css({ color: 'danger', fontSize: 'sm', mt: '1' })}>
          {error}
        </p>
      )}
    </div>
  );
}

export function PairsField({ name, label, helpText }: CrudField) {
  const { values, errors } = useFormikContext<Record<string, unknown>>();
  const pairs = (getIn(values, name) as Pair[] | null | undefined) ?? [];
  // A message about the list as a whole (too many rows), not about one of its rows.
  const listError = getIn(errors, name) as unknown;
  const styles = fieldRecipe();
  return (
    <fieldset className={styles.root}>
      <legend className={styles.label}>{label}</legend>
      <FieldArray name={name}>
        {({ push, remove }) => (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '1.5' })}>
            {pairs.length > 0 && (
              <div className={`${grid} ${ui.help}`} aria-hidden>
                <span>Name</span>
                <span>Value</span>
                <span />
              </div>
            )}
            {pairs.map((_, i) => (
              <div key={i} className={grid}>
                <PairInput name={`${name}[${i}].name`} label={`${label} ${i + 1}: name`} />
                <PairInput name={`${name}[${i}].value`} label={`${label} ${i + 1}: value`} />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${label.toLowerCase()} ${i + 1}`}
                  onClick={() => remove(i)}
                >
                  Remove
                </Button>
              </div>
            ))}
            <div>
              <Button variant="secondary" size="sm" onClick={() => push({ name: '', value: null })}>
                Add {label.toLowerCase().replace(/s$/, '')}
              </Button>
            </div>
          </div>
        )}
      </FieldArray>
      {helpText && <p className={styles.helperText}>{helpText}</p>}
      {typeof listError === 'string' && <p className={styles.errorText}>{listError}</p>}
    </fieldset>
  );
}
