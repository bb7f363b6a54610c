import { useField, useFormikContext } from 'formik';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { MONEY_DEFAULT_PRECISION } from '../../domain/constants';
import { completeMoneyInput, formatMinorUnits, formatMoneyInput, parseMoney } from '../../domain/money';
import { FieldFrame, visibleError } from '../form-field';
import { serverFieldError } from '../use-api-form';
import type { MoneyInputValue } from './money-values';
import { Field } from '../ui';

interface MoneyInputProps {
  name: string;
  label: string;
  /** Decimals, 0–20 (spec §5); 2 by default. */
  precision?: number;
  helpText?: ReactNode;
  placeholder?: string;
}

/** How many digits (and the '.') stand left of a caret position: the caret's place after reformatting. */
const significantBefore = (text: string, position: number) =>
  text.slice(0, position).replace(/[^\d.]/g, '').length;

function positionAfter(text: string, significant: number): number {
  if (significant === 0) return text.startsWith('-') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) if (/[\d.]/.test(text[i]!) && ++seen === significant) return i + 1;
  return text.length;
}

/**
 * A Formik money field (spec §5). The field's value is the amount in minor units (see parseMoney);
 * the text is reformatted as the user types, keeping the caret beside the same digit.
 */
export function MoneyInput({
  name,
  label,
  precision = MONEY_DEFAULT_PRECISION,
  helpText,
  placeholder,
}: MoneyInputProps) {
  const [field, meta, helpers] = useField<MoneyInputValue>(name);
  const { submitCount, status } = useFormikContext();
  const [text, setText] = useState(() => formatMinorUnits(field.value, precision));
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // The value changed from outside (a reset, a loaded record): show it.
  if (parseMoney(text, precision) !== (field.value ?? null))
    setText(formatMinorUnits(field.value, precision));

  useLayoutEffect(() => {
    if (caret.current === null || !ref.current) return;
    ref.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    const next = formatMoneyInput(raw, precision);
    caret.current = positionAfter(next, significantBefore(raw, e.target.selectionStart ?? raw.length));
    setText(next);
    void helpers.setValue(parseMoney(next, precision));
  };

  const error = visibleError(meta, field.value, submitCount) ?? serverFieldError(status, name, field.value);
  return (
    <FieldFrame label={label} helpText={helpText} error={error}>
      {(a11y) => (
        <Field.Input
          {...a11y}
          ref={ref}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={change}
          onBlur={(e) => {
            setText(completeMoneyInput(text, precision));
            field.onBlur(e);
          }}
          style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
        />
      )}
    </FieldFrame>
  );
}
