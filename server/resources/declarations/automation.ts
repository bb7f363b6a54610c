/** Automations (triggers), content templates, and the content automations produced (the automation log). */
import { sql } from 'drizzle-orm';
import { automationContentsContract } from '../../../src/domain/contracts/automation-contents';
import { automationsContract } from '../../../src/domain/contracts/automations';
import { contentTemplatesContract } from '../../../src/domain/contracts/content-templates';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import {
  automationEvents,
  automationSchema,
  automationTypes,
} from '../../../src/domain/resources/automation.schema';
import {
  contentTemplateSchema,
  contentTemplateTypes,
} from '../../../src/domain/resources/content-template.schema';
import { automationContents, automations, contentTemplates, vendors, warehouses } from '../../db/schema';
import { automationBeforeDelete, automationBeforeWrite } from '../../modules/automations/automation.policy';
import { boolEquals, dateFrom, dateTo, intEquals, text, textEquals } from '../filters';
import { defineResource } from '../resource';

export const automationResource = defineResource(automationsContract, {
  table: automations,
  id: automations.id,
  idType: 'int',
  version: automations.version,
  schema: automationSchema,
  filters: {
    search: text(automations.name),
    projectId: intEquals(automations.projectId),
    onEvent: textEquals(automations.onEvent, { allowed: automationEvents }),
    type: textEquals(automations.type, { allowed: automationTypes }),
    enabled: boolEquals(automations.enabled),
  },
  sortable: { name: automations.name, onEvent: automations.onEvent, createdAt: automations.createdAt },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  // Conditioned on a vendor, warehouse or storefront: seen only by users who see it. One without a
  // storefront applies to every storefront: only unlimited users write those.
  scope: {
    vendor: automations.vendorId,
    warehouse: automations.warehouseId,
    warehouseOptional: true,
    project: automations.projectId,
    projectOptional: true,
  },
  // The endpoint's key is shown only on demand (GET /api/automations/{id}/webhook-secret).
  hidden: ['webhookSecret'],
  references: [
    {
      field: 'contentTemplateId',
      table: contentTemplates,
      id: contentTemplates.id,
      message: 'Choose a content template',
    },
    { field: 'vendorId', table: vendors, id: vendors.id, message: 'Choose a vendor' },
    { field: 'warehouseId', table: warehouses, id: warehouses.id, message: 'Choose a warehouse' },
  ],
  beforeWrite: automationBeforeWrite,
  beforeDelete: automationBeforeDelete,
});

export const contentTemplateResource = defineResource(contentTemplatesContract, {
  table: contentTemplates,
  id: contentTemplates.id,
  idType: 'int',
  version: contentTemplates.version,
  schema: contentTemplateSchema,
  filters: {
    search: text(contentTemplates.name, contentTemplates.subject),
    projectId: intEquals(contentTemplates.projectId),
    type: textEquals(contentTemplates.type, { allowed: contentTemplateTypes }),
  },
  sortable: { name: contentTemplates.name, createdAt: contentTemplates.createdAt },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { project: contentTemplates.projectId, projectOptional: true },
});

/** What the automations sent (or failed to send): written by the automation job, read here. */
export const automationContentResource = defineResource(automationContentsContract, {
  table: automationContents,
  id: automationContents.id,
  idType: 'int',
  filters: {
    automationId: intEquals(automationContents.automationId),
    projectId: intEquals(automationContents.projectId),
    status: textEquals(automationContents.status, { allowed: ['Queued', 'Sent', 'Failed'] }),
    search: text(automationContents.recipient, automationContents.subject),
    startDate: dateFrom(automationContents.createdAt),
    endDate: dateTo(automationContents.createdAt),
  },
  sortable: { createdAt: automationContents.createdAt, sentAt: automationContents.sentAt },
  // What the run was about ('Order NWG-1042'), read beside the row so the log needs no second call.
  computed: {
    eventRef: sql<
      string | null
    >`(select e.subject_ref from automation_events e where e.id = "automation_contents"."event_id")`,
  },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { project: automationContents.projectId, projectOptional: true },
});
