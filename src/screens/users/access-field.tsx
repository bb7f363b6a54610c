/**
 * An access list of the user form: every vendor (null, also those added later) or only the chosen
 * ones. A signed-in user who is limited themselves can only hand out (part of) their own list.
 */
import { useField } from 'formik';
import { css } from 'styled-system/css';
import { MultiSelectField } from '../../components/form/multi-select-field';
import type { Choice } from '../../api/users.api';
import { ui } from '../../components/ui/styles';

interface AccessFieldProps {
  name: string;
  label: string;
  /** 'vendors' / 'warehouses', for the texts. */
  noun: string;
  choices: readonly Choice[];
  /** The signed-in user is unrestricted here, so may grant "every". */
  canGrantAll: boolean;
}

export function AccessField({ name, label, noun, choices, canGrantAll }: AccessFieldProps) {
  const [field, , helpers] = useField<number[] | null>(name);
  const all = field.value === null;
  return (
    <div className={ui.stack2}>
      <label
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          fontSize: 'sm',
          cursor: canGrantAll ? 'pointer' : 'not-allowed',
          color: canGrantAll ? 'fg' : 'fg.muted',
        })}
      >
        <input
          type="checkbox"
          checked={all}
          disabled={!canGrantAll && !all}
          onChange={(e) => void helpers.setValue(e.target.checked ? null : [])}
        />
        {`Every ${noun.replace(/s$/, '')}, also those added later`}
      </label>
      {all ? (
        <p className={ui.help}>
          {label}: all {noun}.
        </p>
      ) : (
        <MultiSelectField
          name={name}
          label={label}
          options={choices.map((c) => ({ value: c.id, label: c.name }))}
          helpText={choices.length === 0 ? `You have no ${noun} to hand out.` : `Only rows of these ${noun}.`}
        />
      )}
    </div>
  );
}
