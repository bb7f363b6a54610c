/**
 * The draft editor's controls, bound to the version flow (not Formik): a cell's decimal input (a rate
 * with up to 4 decimals, typed as text and formatted by the money module's input rules), a cell's
 * select and text, and labelled fields for the version's own values (a day, money, a percentage,
 * notes). Each shows the message of its field path under it.
 */
import { useId, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { FieldFrame } from '../../components/form-field';
import { Field } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import { completeMoneyInput, formatMoneyInput } from '../../domain/money';

interface CellProps {
  /** The accessible name: 'Rule 2 rate'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

const styles = {
  number: css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }),
  cell: css({ minW: '0' }),
};

function CellError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={ui.fieldError}>
      {error}
    </p>
  ) : null;
}

/** A decimal typed as text: only digits, one '.', at most `decimals` decimals, thousands grouped. */
export function DecimalCell({
  decimals,
  placeholder,
  ...props
}: CellProps & { decimals: number; placeholder?: string }) {
  const errorId = useId();
  return (
    <div className={styles.cell}>
      <input
        className={cx(input(), styles.number)}
        inputMode="decimal"
        autoComplete="off"
        aria-label={props.label}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        placeholder={placeholder}
        disabled={props.disabled}
        value={props.value}
        onChange={(e) => props.onChange(formatMoneyInput(e.target.value, decimals))}
      />
      <CellError id={errorId} error={props.error} />
    </div>
  );
}

export function TextCell(props: CellProps & { inputMode?: 'numeric' }) {
  const errorId = useId();
  return (
    <div className={styles.cell}>
      <input
        className={cx(input(), props.inputMode && styles.number)}
        inputMode={props.inputMode}
        autoComplete="off"
        aria-label={props.label}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        disabled={props.disabled}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <CellError id={errorId} error={props.error} />
    </div>
  );
}

export function SelectCell({
  options,
  placeholder,
  ...props
}: CellProps & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  const errorId = useId();
  return (
    <div className={styles.cell}>
      <select
        className={input()}
        aria-label={props.label}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        disabled={props.disabled}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <CellError id={errorId} error={props.error} />
    </div>
  );
}

interface FieldProps extends Omit<CellProps, 'label'> {
  label: string;
  helpText?: ReactNode;
}

export function DayField({ label, value, onChange, error, helpText, disabled }: FieldProps) {
  return (
    <FieldFrame label={label} helpText={helpText} error={error}>
      {(a11y) => (
        <Field.Input
          {...a11y}
          type="date"
          disabled={disabled}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** Money (spec §5) or a percentage: the text formatted as typed, its decimals written out on leaving. */
export function AmountField({
  label,
  value,
  onChange,
  error,
  helpText,
  disabled,
  decimals = 2,
  prefix,
}: FieldProps & { decimals?: number; prefix?: string }) {
  return (
    <FieldFrame label={label} helpText={helpText} error={error}>
      {(a11y) => (
        <div className={ui.rowCenter}>
          {prefix && <span className={ui.muted}>{prefix}</span>}
          <Field.Input
            {...a11y}
            inputMode="decimal"
            autoComplete="off"
            disabled={disabled}
            className={styles.number}
            value={value}
            onChange={(e) => onChange(formatMoneyInput(e.target.value, decimals))}
            onBlur={() => prefix && value && onChange(completeMoneyInput(value, decimals))}
          />
        </div>
      )}
    </FieldFrame>
  );
}

export function NotesField({ label, value, onChange, error, helpText, disabled }: FieldProps) {
  return (
    <FieldFrame label={label} helpText={helpText} error={error}>
      {(a11y) => (
        <Field.Textarea
          {...a11y}
          rows={3}
          disabled={disabled}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}
