/** The automation form's values: a new automation's defaults (spec §3) and a saved one's values. */
import type { AutomationRow } from '../../api/automations.api';
import type { AutomationInput } from '../../domain/resources/automation.schema';

export const newAutomation: AutomationInput = {
  name: '',
  enabled: true,
  onEvent: 'OrderShipped',
  vendorId: null,
  projectId: null,
  warehouseId: null,
  marker: null,
  type: 'Email',
  contentTemplateId: null,
  fromEvent: true,
  recipientKind: 'Addresses',
  recipientUserIds: [],
  recipients: null,
  webhookUrl: null,
};

export const valuesOf = (a: AutomationRow): AutomationInput => ({
  name: a.name,
  enabled: a.enabled,
  onEvent: a.onEvent,
  vendorId: a.vendorId ?? null,
  projectId: a.projectId ?? null,
  warehouseId: a.warehouseId ?? null,
  marker: a.marker ?? null,
  type: a.type,
  contentTemplateId: a.contentTemplateId ?? null,
  fromEvent: a.fromEvent,
  recipientKind: a.recipientKind,
  recipientUserIds: a.recipientUserIds ?? [],
  recipients: a.recipients ?? null,
  webhookUrl: a.webhookUrl ?? null,
});
