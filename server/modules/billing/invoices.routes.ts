/**
 * Client invoices beyond the resource engine's list and read (server/resources/declarations/billing.ts),
 * under /api/common/vendorInvoices (contract src/domain/contracts/vendor-invoices.ts):
 * - POST /generate: the preview (`preview: true`, writes nothing) or the invoice issued (201; 200 with
 *   `replayed` when the period's invoice exists) — invoice-generate.service.ts;
 * - POST /upload: an invoice made elsewhere with its file (201) — invoice-upload.service.ts;
 * - GET /{id}/view: the invoice page — invoice-view.queries.ts;
 * - POST /{id}/issue | mark-paid | void | credit-note: the lifecycle's steps — invoice-steps.service.ts;
 * - GET /{id}/invoice.pdf, /{id}/invoice.xlsx: a generated invoice's or credit note's files, made from
 *   its locked lines; GET /{id}/file: an uploaded invoice's file.
 * Every read is of an invoice in the user's scope (404 otherwise, as a missing id).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { vendorInvoicesContract } from '../../../src/domain/contracts/vendor-invoices';
import { invoiceStepPermissions, type InvoiceStep } from '../../../src/domain/vendor-invoice.lifecycle';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { conflict } from '../../http/errors';
import { objectBodyOf, recordIdOf, stepRequestOf } from '../../http/step-request';
import { attachmentDisposition, sendBillingFile } from './billing-files.service';
import { generateRequest, type InvoiceContext } from './invoice-generate.service';
import { creditNoteStep, issueInvoiceStep, markPaidStep, voidStep } from './invoice-steps.service';
import { uploadInvoice } from './invoice-upload.service';
import { findInvoice, invoiceDocument, invoiceView } from './invoice-view.queries';
import { renderInvoicePdf } from './invoice.pdf';
import { invoiceXlsx } from './invoice-xlsx.file';

const base = vendorInvoicesContract.base.replace(/^\/api/, '');
const { permissions } = vendorInvoicesContract;
/** Generating or uploading an invoice issues it (or keeps it as a draft): the lifecycle's issue permission. */
const makeAccess = invoiceStepPermissions.issue;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type StepRun = (ctx: InvoiceContext, id: number, request: FastifyRequest) => Promise<unknown>;
const steps: Record<InvoiceStep, { run: StepRun; status: number; summary: string }> = {
  issue: {
    run: (ctx, id, r) => issueInvoiceStep(ctx, id, stepRequestOf(r)),
    status: 200,
    summary: 'Issues a draft (uploaded) invoice',
  },
  'mark-paid': {
    run: (ctx, id, r) => markPaidStep(ctx, id, stepRequestOf(r)),
    status: 200,
    summary: 'Marks an issued invoice paid',
  },
  void: {
    run: (ctx, id, r) => voidStep(ctx, id, stepRequestOf(r), objectBodyOf(r)),
    status: 200,
    summary: 'Voids a draft or unpaid invoice {reason}; its charges are released',
  },
  'credit-note': {
    run: (ctx, id, r) => creditNoteStep(ctx, id, stepRequestOf(r), objectBodyOf(r)),
    status: 201,
    summary: 'Credits lines of an issued or paid invoice {reason, lines}; answers the credit note',
  },
};

export async function invoiceRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;
  const context = (request: FastifyRequest): InvoiceContext => ({
    db,
    clock: deps.clock,
    billingClock: deps.billingClock,
    user: currentUser(request),
  });

  app.post(
    `${base}/generate`,
    {
      config: { access: makeAccess },
      schema: { summary: 'Previews (preview: true) or issues the invoice of a vendor’s period' },
    },
    async (request, reply) => {
      const answer = await generateRequest(context(request), request.body);
      return reply.status('replayed' in answer && !answer.replayed ? 201 : 200).send(answer);
    },
  );

  app.post(
    `${base}/upload`,
    {
      config: { access: makeAccess },
      schema: { summary: 'Uploads an invoice made elsewhere (PDF, XLSX or CSV, base64)' },
    },
    async (request, reply) => reply.status(201).send(await uploadInvoice(context(request), request.body)),
  );

  app.get(
    `${base}/:id/view`,
    {
      config: { access: permissions.view },
      schema: { summary: 'The invoice page: lines, totals, files, history and the steps offered' },
    },
    (request) => invoiceView(db, currentUser(request), recordIdOf(request)),
  );

  for (const [step, { run, status, summary }] of Object.entries(steps)) {
    app.post(
      `${base}/:id/${step}`,
      { config: { access: invoiceStepPermissions[step as InvoiceStep] }, schema: { summary } },
      async (request, reply) =>
        reply.status(status).send(await run(context(request), recordIdOf(request), request)),
    );
  }

  const generatedDocument = async (request: FastifyRequest) => {
    const d = await invoiceDocument(db, currentUser(request), recordIdOf(request));
    if (d.invoice.type === 'InvoiceUploaded')
      throw conflict('This invoice was made elsewhere: download its uploaded file.');
    return d;
  };

  app.get(
    `${base}/:id/invoice.pdf`,
    { config: { access: permissions.view }, schema: { summary: 'The invoice as a PDF' } },
    async (request, reply) => {
      const d = await generatedDocument(request);
      const pdf = await renderInvoicePdf(d);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(`${d.invoice.invoiceNumber}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    `${base}/:id/invoice.xlsx`,
    {
      config: { access: permissions.view },
      schema: { summary: 'Every line of the invoice as an XLSX sheet' },
    },
    async (request, reply) => {
      const d = await generatedDocument(request);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(`${d.invoice.invoiceNumber}.xlsx`))
        .header('cache-control', 'private, no-store')
        .send(invoiceXlsx(d));
    },
  );

  app.get(
    `${base}/:id/file`,
    { config: { access: permissions.view }, schema: { summary: 'An uploaded invoice’s file' } },
    async (request, reply) => {
      const invoice = await findInvoice(db, currentUser(request), recordIdOf(request));
      return sendBillingFile(reply, db, invoice.fileId);
    },
  );
}
