/**
 * Generating a client invoice. Model-based: every path of invoice-generate.model.ts replayed against
 * a real actor (nothing is sent with values that fail the body's schema; a refusal comes back onto
 * the form's fields; an invoice is kept only once issued). Then through its actor: the body sent for
 * a preset and for custom days, the billing run for the period followed by a new preview, a replayed
 * answer, and retry repeating the call that failed. Then the form's pure rules.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import type {
  GenerateInvoiceAnswer,
  GenerateInvoiceInput,
  InvoicePreview,
} from '../../../src/domain/contracts/vendor-invoices';
import { asCallFailure } from '../../../src/machines/api-failure';
import { flowPaths } from '../../../src/machines/flow-model';
import {
  generateBody,
  generateProblems,
  newGenerateValues,
  presetPeriod,
  refusalOf,
} from '../../../src/machines/invoice-generate/invoice-generate.logic';
import { invoiceGenerateMachine } from '../../../src/machines/invoice-generate/invoice-generate.machine';
import { invoiceGenerateModel } from '../../../src/machines/invoice-generate/invoice-generate.model';
import type {
  BillingRunInput,
  GenerateContext,
} from '../../../src/machines/invoice-generate/invoice-generate.types';
import { createReplay } from './model-replay';

const TODAY = '2026-11-29';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as GenerateContext;
  if (snapshot.matches('previewing') || snapshot.matches('issuing'))
    expect(generateProblems(context.values, context.today)).toEqual({});
  if (snapshot.matches('reviewed')) expect(context.preview).not.toBeNull();
  if (snapshot.matches('failed')) expect(context.error).not.toBeNull();
  if (snapshot.matches('issued')) expect(context.invoice).not.toBeNull();
  else expect(context.invoice).toBeNull();
}

describe('generate invoice (model-based)', () => {
  const paths = flowPaths(invoiceGenerateModel);
  const replay = createReplay(invoiceGenerateModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});

const preview = (extra: Partial<InvoicePreview> = {}): InvoicePreview => ({
  vendorId: 1,
  warehouseId: null,
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  currency: 'USD',
  groups: [{ chargeType: 'Storage', count: 2, amount: 10 }],
  entryCount: 2,
  minimumTopUp: null,
  total: 10,
  unbilled: { unpriced: [], pendingCount: 3 },
  existingInvoice: null,
  ...extra,
});

const answer = (replayed: boolean) =>
  ({
    invoice: { id: 12, invoiceNumber: 'INV-NWG-0008' },
    replayed,
  }) as unknown as GenerateInvoiceAnswer;

function start(
  options: {
    previews?: InvoicePreview[];
    issue?: (input: GenerateInvoiceInput) => Promise<GenerateInvoiceAnswer>;
  } = {},
) {
  const previews = [...(options.previews ?? [preview()])];
  const previewInvoice = vi.fn(async (_: GenerateInvoiceInput) => previews.shift() ?? preview());
  const issueInvoice = vi.fn(options.issue ?? (async () => answer(false)));
  const runBilling = vi.fn(async (_: BillingRunInput) => ({ jobId: 9, created: true }));
  const actor = createActor(
    invoiceGenerateMachine.provide({
      actors: {
        previewInvoice: fromPromise(({ input }: { input: GenerateInvoiceInput }) => previewInvoice(input)),
        issueInvoice: fromPromise(({ input }: { input: GenerateInvoiceInput }) => issueInvoice(input)),
        runBilling: fromPromise(({ input }: { input: BillingRunInput }) => runBilling(input)),
      },
      delays: { billingSettle: 10 },
    }),
    { input: { today: TODAY } },
  ).start();
  return { actor, previewInvoice, issueInvoice, runBilling };
}

describe('generate invoice (actor)', () => {
  it('previews last month by default, then issues the same body', async () => {
    const { actor, previewInvoice, issueInvoice } = start();
    actor.send({ type: 'generate.preview', values: { ...newGenerateValues(TODAY), vendorId: 1 } });
    await waitFor(actor, (s) => s.matches('reviewed'));
    const body = {
      vendorId: 1,
      warehouseId: null,
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      dueDate: null,
      notes: null,
    };
    expect(previewInvoice).toHaveBeenCalledWith(body);
    actor.send({ type: 'generate.issue' });
    const done = await waitFor(actor, (s) => s.matches('issued'));
    expect(issueInvoice).toHaveBeenCalledWith(body);
    expect(done.context).toMatchObject({ replayed: false, invoice: { id: 12 } });
  });

  it('sends custom days, a warehouse, the due date and trimmed notes', async () => {
    const { actor, previewInvoice } = start();
    actor.send({
      type: 'generate.preview',
      values: {
        ...newGenerateValues(TODAY),
        vendorId: 2,
        warehouseId: 3,
        preset: 'custom',
        periodStart: '2026-11-01',
        periodEnd: '2026-11-15',
        dueDate: '2026-12-15',
        notes: '  Half month ',
      },
    });
    await waitFor(actor, (s) => s.matches('reviewed'));
    expect(previewInvoice).toHaveBeenCalledWith({
      vendorId: 2,
      warehouseId: 3,
      periodStart: '2026-11-01',
      periodEnd: '2026-11-15',
      dueDate: '2026-12-15',
      notes: 'Half month',
    });
  });

  it('runs billing for the vendor and period, then previews again', async () => {
    const { actor, previewInvoice, runBilling } = start({
      previews: [preview(), preview({ unbilled: { unpriced: [], pendingCount: 0 } })],
    });
    actor.send({ type: 'generate.preview', values: { ...newGenerateValues(TODAY), vendorId: 1 } });
    await waitFor(actor, (s) => s.matches('reviewed'));
    actor.send({ type: 'generate.runBilling' });
    const settling = await waitFor(actor, (s) => s.matches('settling'));
    expect(settling.context.notice).toMatch(/Billing is running/);
    expect(runBilling).toHaveBeenCalledWith({ vendorId: 1, from: '2026-10-01', to: '2026-10-31' });
    const again = await waitFor(
      actor,
      (s) => s.matches('reviewed') && previewInvoice.mock.calls.length === 2,
    );
    expect(again.context.preview?.unbilled.pendingCount).toBe(0);
    expect(again.context.notice).toBeNull();
  });

  it('keeps the invoice already issued for the period, marked replayed', async () => {
    const { actor } = start({ issue: async () => answer(true) });
    actor.send({ type: 'generate.preview', values: { ...newGenerateValues(TODAY), vendorId: 1 } });
    await waitFor(actor, (s) => s.matches('reviewed'));
    actor.send({ type: 'generate.issue' });
    expect((await waitFor(actor, (s) => s.matches('issued'))).context.replayed).toBe(true);
  });

  it('offers no issue without charges; retry repeats a failed issue', async () => {
    const empty = start({ previews: [preview({ groups: [], entryCount: 0, total: 0 })] });
    empty.actor.send({ type: 'generate.preview', values: { ...newGenerateValues(TODAY), vendorId: 1 } });
    const reviewed = await waitFor(empty.actor, (s) => s.matches('reviewed'));
    expect(reviewed.can({ type: 'generate.issue' })).toBe(false);

    let calls = 0;
    const { actor, issueInvoice } = start({
      issue: async () => {
        if (++calls === 1)
          throw Object.assign(asCallFailure(new Error('The invoice could not be issued.')), { status: 503 });
        return answer(false);
      },
    });
    actor.send({ type: 'generate.preview', values: { ...newGenerateValues(TODAY), vendorId: 1 } });
    await waitFor(actor, (s) => s.matches('reviewed'));
    actor.send({ type: 'generate.issue' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context).toMatchObject({ error: 'The invoice could not be issued.', failedAt: 'issue' });
    actor.send({ type: 'generate.retry' });
    await waitFor(actor, (s) => s.matches('issued'));
    expect(issueInvoice).toHaveBeenCalledTimes(2);
  });
});

describe('the generate form’s rules', () => {
  it('counts the presets from the user’s today', () => {
    expect(presetPeriod('last-month', '2026-01-15')).toEqual({
      periodStart: '2025-12-01',
      periodEnd: '2025-12-31',
    });
    expect(presetPeriod('this-month', '2028-02-10')).toEqual({
      periodStart: '2028-02-01',
      periodEnd: '2028-02-29',
    });
    expect(newGenerateValues(TODAY, { vendorId: 4 })).toMatchObject({
      vendorId: 4,
      preset: 'last-month',
      periodStart: '2026-10-01',
    });
    expect(newGenerateValues(TODAY, { periodStart: '2026-11-02' }).preset).toBe('custom');
  });

  it('names what is wrong by field, in the server’s words', () => {
    const values = newGenerateValues(TODAY);
    expect(generateProblems(values, TODAY)).toEqual({ vendorId: 'Vendor is required' });
    expect(
      generateProblems(
        { ...values, vendorId: 1, preset: 'custom', periodStart: '2026-11-10', periodEnd: '2026-11-01' },
        TODAY,
      ),
    ).toEqual({ periodEnd: 'Period end must be on or after the period start' });
    expect(
      generateProblems(
        { ...values, vendorId: 1, preset: 'custom', periodStart: '2025-01-01', periodEnd: '2026-01-02' },
        TODAY,
      ),
    ).toEqual({ periodEnd: 'The period can be at most 366 days' });
    expect(generateProblems({ ...values, vendorId: 1, preset: 'custom', periodStart: null }, TODAY)).toEqual({
      periodStart: 'Period start is required',
    });
    expect(generateBody({ ...values, vendorId: 1, preset: 'this-month' }, TODAY)).toMatchObject({
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
    });
  });

  it('puts a 400’s messages under the form’s fields, the rest in its message', () => {
    expect(
      refusalOf('Some fields are not valid.', {
        periodEnd: 'Period end must be on or after the period start',
        currency: 'Unknown currency',
      }),
    ).toEqual({
      problems: { periodEnd: 'Period end must be on or after the period start' },
      error: 'Some fields are not valid. Unknown currency.',
    });
  });
});
