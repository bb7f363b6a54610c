/**
 * A knowledge base page's help tags in its form: one tag per line ('screen:/all-orders',
 * 'marker:MISSING_SKU'). The box keeps the text as typed; the form's value is the list it reads.
 */
import { useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { tagsOfText } from '../../domain/resources/knowledgebase-page.schema';
import { FieldFrame, visibleError } from '../form-field';
import { serverFieldError } from '../use-api-form';
import { Field } from '../ui';
import type { CrudFieldProps } from './crud-config';

export function TagsField({ name, label, helpText }: CrudFieldProps) {
  const [field, meta, helpers] = useField<unknown>(name);
  const { submitCount, status } = useFormikContext();
  const error = visibleError(meta, field.value, submitCount) ?? serverFieldError(status, name, field.value);
  const [text, setText] = useState(() => (Array.isArray(field.value) ? field.value.join('\n') : ''));
  return (
    <FieldFrame label={label} helpText={helpText} error={typeof error === 'string' ? error : undefined}>
      {(a11y) => (
        <Field.Textarea
          {...a11y}
          name={name}
          rows={3}
          spellCheck={false}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            void helpers.setValue(tagsOfText(e.target.value));
          }}
          onBlur={field.onBlur}
        />
      )}
    </FieldFrame>
  );
}
