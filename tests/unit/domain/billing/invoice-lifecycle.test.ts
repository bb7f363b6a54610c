/** The invoice lifecycle (src/domain/vendor-invoice.lifecycle.ts): every step from every status. */
import { describe, expect, it } from 'vitest';
import {
  invoiceNextSteps,
  invoiceStatuses,
  invoiceStepRefusal,
  invoiceSteps,
} from '../../../../src/domain/vendor-invoice.lifecycle';

const allowed: Record<string, string[]> = {
  Draft: ['issue', 'void'],
  Issued: ['mark-paid', 'void', 'credit-note'],
  Paid: ['credit-note'],
  Void: [],
};

describe('invoice lifecycle', () => {
  for (const status of invoiceStatuses)
    for (const step of invoiceSteps)
      it(`${step} from ${status}: ${allowed[status]!.includes(step) ? 'allowed' : 'refused'}`, () => {
        const refusal = invoiceStepRefusal({ status, type: 'InvoiceGenerated' }, step);
        if (allowed[status]!.includes(step)) expect(refusal).toBeNull();
        else expect(refusal).toMatch(/\.$/);
      });

  it('a credit note is never credited', () => {
    expect(invoiceNextSteps({ status: 'Issued', type: 'CreditNote' })).toEqual(['mark-paid', 'void']);
  });

  it('a paid invoice is corrected by a credit note, not voided', () => {
    expect(invoiceStepRefusal({ status: 'Paid', type: 'InvoiceGenerated' }, 'void')).toBe(
      'A paid invoice cannot be voided: issue a credit note.',
    );
  });
});
