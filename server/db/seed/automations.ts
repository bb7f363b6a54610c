/**
 * Automations of the demo (issue 19) beside those back-office.ts sets up: the report-ready e-mail to
 * whoever asked for a report, and a webhook to a Northwind ERP endpoint, left disabled (its URL is a
 * placeholder) so a demo shows a webhook's form, secret and dry run without sending anywhere.
 * `settleSeedAutomations` runs once the history is written: its events happened in the past and
 * were answered then (back-office.ts writes what they sent), so their queued dispatches are dropped
 * rather than mailing the demo's customers at the first start.
 */
import { eq } from 'drizzle-orm';
import { automationResource } from '../../resources/declarations/automation';
import type { Tx } from '../client';
import { contentTemplates, jobs } from '../schema';
import { addRecord } from './records';
import { DAY, type SeedContext, type SeedStep } from './context';

const ADMIN = 'admin@dockhand.test';

export function automationDemo(ctx: SeedContext): SeedStep[] {
  return [
    {
      at: ctx.ago(44 * DAY),
      run: async () => {
        const at = ctx.clock.now();
        const [template] = await ctx.tx
          .insert(contentTemplates)
          .values({
            name: 'Report ready',
            description: 'Sent to whoever asked for a report once it can be downloaded',
            subject: 'Your report “{{ event.name }}” is ready',
            content:
              '<p>Hello,</p><p>Your report <strong>{{ event.name }}</strong> is ready: {{ event.rowCount }} rows.</p>' +
              '<p>Open it in Dockhand: {{ event.link }}</p>',
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        await addRecord(ctx, automationResource, ADMIN, {
          name: 'Report ready to the requester',
          onEvent: 'ReportReady',
          type: 'Email',
          contentTemplateId: template!.id,
          fromEvent: true,
        });
        await addRecord(ctx, automationResource, ADMIN, {
          name: 'Northwind ERP: orders shipped',
          enabled: false,
          onEvent: 'OrderShipped',
          vendorId: ctx.vendorId('NWG'),
          type: 'Webhook',
          webhookUrl: 'https://erp.northwind.example/hooks/dockhand',
        });
      },
    },
  ];
}

/** Drops the dispatches the demo history queued (see the header). */
export async function settleSeedAutomations(tx: Tx): Promise<void> {
  await tx.delete(jobs).where(eq(jobs.name, 'automation-dispatch'));
}
