/**
 * The upload form's values and rules: the invoice's facts checked by the client invoice's own schema
 * (vendor-invoice.schema.ts), a total in the money input's minor units, and the file: a PDF or an XLSX
 * of at most 3 MB (what the server keeps), read as base64 in the browser when it is sent.
 */
import { useField, useFormikContext } from 'formik';
import { ValidationError } from 'yup';
import { fileAsBase64 } from '../../api/invoices.api';
import { FieldFrame, visibleError } from '../../components/form-field';
import { importStyles } from '../../components/import-styles';
import { moneyInputAmount, type MoneyInputValue } from '../../components/form/money-values';
import { serverFieldError } from '../../components/use-api-form';
import { Field } from '../../components/ui';
import type { UploadInvoiceInput } from '../../domain/contracts/vendor-invoices';
import { day } from '../../domain/resources/fields';
import { vendorInvoiceSchema } from '../../domain/resources/vendor-invoice.schema';

export const MAX_UPLOAD_BYTES = 3 * 1024 * 1024;
const ACCEPTED = /\.(pdf|xlsx)$/i;
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface UploadValues {
  vendorId: number | null;
  invoiceNumber: string;
  invoiceDate: string | null;
  dueDate: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  total: MoneyInputValue;
  status: 'Issued' | 'Draft';
  notes: string;
  file: File | null;
}

export const newUploadValues = (today: string): UploadValues => ({
  vendorId: null,
  invoiceNumber: '',
  invoiceDate: today,
  dueDate: null,
  periodStart: null,
  periodEnd: null,
  total: null,
  status: 'Issued',
  notes: '',
  file: null,
});

const factsSchema = vendorInvoiceSchema
  .pick(['vendorId', 'invoiceNumber', 'invoiceDate', 'dueDate', 'periodStart', 'periodEnd', 'total'])
  .shape({
    invoiceDate: day('Invoice date').required('Invoice date is required'),
  });

const facts = (v: UploadValues) => ({
  vendorId: v.vendorId,
  invoiceNumber: v.invoiceNumber.trim(),
  invoiceDate: v.invoiceDate,
  dueDate: v.dueDate,
  periodStart: v.periodStart,
  periodEnd: v.periodEnd,
  total: moneyInputAmount(v.total),
});

function fileProblem(file: File | null): string | null {
  if (!file) return 'Choose the invoice’s PDF or XLSX file';
  if (!ACCEPTED.test(file.name)) return 'The file must be a PDF (.pdf) or an Excel sheet (.xlsx)';
  if (file.size === 0) return 'The file is empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'The file is larger than 3 MB';
  return null;
}

/** What is wrong, by field, in the words of the fields' labels. */
export function uploadProblems(values: UploadValues): Record<string, string> {
  const problems: Record<string, string> = {};
  try {
    factsSchema.validateSync(facts(values), { abortEarly: false });
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    for (const e of err.inner.length ? err.inner : [err]) problems[e.path ?? 'form'] ??= e.message;
  }
  if (values.total === null) problems.total ??= 'Total is required';
  const file = fileProblem(values.file);
  if (file) problems.file = file;
  return problems;
}

/** The body of POST …/upload, with the file read as base64. */
export async function uploadBody(values: UploadValues): Promise<UploadInvoiceInput> {
  const file = values.file!;
  const extension = ACCEPTED.exec(file.name)![1]!.toLowerCase();
  return {
    ...facts(values),
    vendorId: values.vendorId!,
    invoiceDate: values.invoiceDate!,
    total: moneyInputAmount(values.total) ?? 0,
    status: values.status,
    notes: values.notes.trim() || null,
    fileName: file.name,
    contentType: file.type || CONTENT_TYPES[extension]!,
    contentBase64: await fileAsBase64(file),
  };
}

/** The server names the file's problems by the body's keys; the form shows them under the file. */
export const fileFieldOf = (path: string) =>
  path === 'contentBase64' || path === 'fileName' || path === 'contentType' ? 'file' : path;

export function FileField({ name, label, helpText }: { name: string; label: string; helpText?: string }) {
  const [field, meta, helpers] = useField<File | null>(name);
  const { submitCount, status } = useFormikContext();
  const error = visibleError(meta, field.value, submitCount) ?? serverFieldError(status, name, field.value);
  return (
    <FieldFrame label={label} helpText={helpText} error={error}>
      {(a11y) => (
        <Field.Input
          {...a11y}
          type="file"
          name={name}
          className={importStyles.fileInput}
          accept=".pdf,.xlsx,application/pdf,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            void helpers.setTouched(true, false);
            void helpers.setValue(e.currentTarget.files?.[0] ?? null);
          }}
        />
      )}
    </FieldFrame>
  );
}
