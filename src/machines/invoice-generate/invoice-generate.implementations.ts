/** The generate flow's I/O: preview and issue (POST …/vendorInvoices/generate) and the billing run. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { issueInvoice, previewInvoice, runBilling } from '../../api/invoices.api';
import { failingAs } from '../api-failure';
import { invoiceGenerateMachine } from './invoice-generate.machine';
import type {
  BillingRunAnswer,
  BillingRunInput,
  GenerateInvoiceAnswer,
  GenerateInvoiceInput,
  InvoicePreview,
} from './invoice-generate.types';

export function createInvoiceGenerateMachine(api: ApiClient) {
  return invoiceGenerateMachine.provide({
    actors: {
      previewInvoice: fromPromise<InvoicePreview, GenerateInvoiceInput>(({ input, signal }) =>
        failingAs(previewInvoice(api, input, signal)),
      ),
      issueInvoice: fromPromise<GenerateInvoiceAnswer, GenerateInvoiceInput>(({ input, signal }) =>
        failingAs(issueInvoice(api, input, signal)),
      ),
      runBilling: fromPromise<BillingRunAnswer, BillingRunInput>(({ input, signal }) =>
        failingAs(runBilling(api, input, signal)),
      ),
    },
  });
}
