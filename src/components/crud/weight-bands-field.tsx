/**
 * A carrier rate card's weight bands in its form: rows of "up to weight" (in the card's weight unit)
 * and the price of a label up to it. The price is a money input (spec §5) whose text is read by the
 * money module; the form's value stays the amount the API carries (12.5), as every other field's.
 */
import { useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { LinesField, type LineCell } from '../lines-field/lines-field';
import type { CrudFieldProps } from './crud-config';
import { serverFieldError } from '../use-api-form';
import { ui } from '../ui/styles';
import { field as fieldRecipe, input } from 'styled-system/recipes';
import {
  completeMoneyInput,
  formatMinorUnits,
  formatMoneyInput,
  fromAmountOrNull,
  parseMoney,
  toAmount,
} from '../../domain/money';

interface Band {
  upToWeight: number | null;
  rate: number | null;
}

const amountOfText = (text: string): number | null => {
  const minor = parseMoney(text);
  return typeof minor === 'number' ? toAmount(minor) : minor === null ? null : Number.NaN;
};

function BandRate({ name, label }: LineCell<Band>) {
  const [field, meta, helpers] = useField<number | null>(name);
  const { submitCount, status } = useFormikContext();
  const [text, setText] = useState(() => formatMinorUnits(fromAmountOrNull(field.value)));
  const own = (submitCount > 0 || meta.touched) && typeof meta.error === 'string' ? meta.error : undefined;
  const error = own ?? serverFieldError(status, name, field.value);
  return (
    <>
      <input
        className={`${input()} ${css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' })}`}
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        value={text}
        onChange={(e) => {
          const next = formatMoneyInput(e.target.value);
          setText(next);
          void helpers.setValue(amountOfText(next));
        }}
        onBlur={() => {
          setText(completeMoneyInput(text));
          void helpers.setTouched(true);
        }}
      />
      {error && <p className={ui.fieldError}>{error}</p>}
    </>
  );
}

export function WeightBandsField({ name, label, helpText }: CrudFieldProps) {
  const { values } = useFormikContext<{ rateWeightUnit?: string }>();
  const unit = values.rateWeightUnit ?? 'LBS';
  const styles = fieldRecipe();
  return (
    <fieldset className={styles.root}>
      <legend className={styles.label}>{label}</legend>
      <LinesField<Band>
        name={name}
        label={label}
        columns={[
          { key: 'upToWeight', header: `Up to weight (${unit})`, width: '180px', input: 'decimal' },
          { key: 'rate', header: 'Price ($)', width: '160px', render: (cell) => <BandRate {...cell} /> },
        ]}
        newLine={() => ({ upToWeight: null, rate: null })}
      />
      {helpText && <p className={styles.helperText}>{helpText}</p>}
    </fieldset>
  );
}
