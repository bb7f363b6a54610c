/** The factoring ledger entry code form (spec §3: code and name). */
import * as yup from 'yup';
import { requiredText, upper } from './fields';

export const ledgerEntrySchema = yup.object({
  code: requiredText('Code', 20)
    .transform(upper)
    .matches(/^[A-Z0-9_-]+$/, {
      message: 'Code may hold letters, digits, dashes and underscores',
      excludeEmptyString: true,
    }),
  name: requiredText('Name', 200),
});
export type LedgerEntryInput = yup.InferType<typeof ledgerEntrySchema>;
