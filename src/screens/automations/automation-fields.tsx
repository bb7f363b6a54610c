/**
 * The automation form's fields: when (the event from the catalogue, and the conditions that narrow
 * it) and then (an e-mail from a content template to the event's address, the vendor's contacts,
 * named users or addresses; or a signed webhook).
 */
import { useFormikContext } from 'formik';
import type { ContentTemplateOption } from '../../api/automations.api';
import { Card } from '../../components/card';
import { FormField } from '../../components/form-field';
import { MultiSelectField } from '../../components/form/multi-select-field';
import { TypedSelectField } from '../../components/form/typed-select';
import { SelectField, type SelectOption } from '../../components/select-field';
import { ui } from '../../components/ui/styles';
import { HOLD_TYPES, holdTypeLabel } from '../../domain/order.lifecycle';
import {
  automationEventOptions,
  automationRecipientKindLabels,
  automationRecipientKinds,
  type AutomationInput,
} from '../../domain/resources/automation.schema';
import { CheckboxField } from './checkbox-field';
import { WebhookSecretField } from './webhook-secret-field';

export interface AutomationChoices {
  templates: readonly ContentTemplateOption[];
  vendors: readonly SelectOption<number>[];
  projects: readonly SelectOption<number>[];
  warehouses: readonly SelectOption<number>[];
  users: readonly SelectOption<string>[];
}

const any = <T,>(options: readonly SelectOption<T>[]): SelectOption<T | null>[] => [
  { value: null, label: 'Any' },
  ...options,
];
const markerOptions = [
  { value: null, label: 'Any' },
  ...HOLD_TYPES.map((t) => ({ value: t, label: `${holdTypeLabel(t)} (${t})` })),
];
const actionOptions = [
  { value: 'Email', label: 'Send an e-mail' },
  { value: 'Webhook', label: 'POST a signed webhook' },
] as const;
const kindOptions = automationRecipientKinds.map((k) => ({
  value: k,
  label: automationRecipientKindLabels[k],
}));

export function AutomationFields({
  choices,
  automationId,
  mayWebhook,
}: {
  choices: AutomationChoices;
  automationId: number | null;
  mayWebhook: boolean;
}) {
  const { values } = useFormikContext<AutomationInput>();
  const templateOptions = choices.templates.map((t) => ({ value: t.id, label: t.name }));
  return (
    <>
      <Card title="Automation">
        <div className={ui.stack}>
          <FormField name="name" label="Name" autoComplete="off" />
          <CheckboxField
            name="enabled"
            label="Enabled"
            helpText="Switch it on once the dry run shows the right message going to the right people."
          />
        </div>
      </Card>
      <Card title="When" description="The event it answers; conditions left at Any match every one.">
        <div className={ui.stack}>
          <TypedSelectField name="onEvent" label="Event" options={automationEventOptions} />
          <div className={ui.formGrid}>
            <SelectField name="vendorId" label="Vendor" options={any(choices.vendors)} />
            <SelectField name="projectId" label="Storefront" options={any(choices.projects)} />
            <SelectField name="warehouseId" label="Warehouse" options={any(choices.warehouses)} />
            {values.onEvent === 'OrderHeld' && (
              <SelectField name="marker" label="Hold or marker" options={markerOptions} />
            )}
          </div>
        </div>
      </Card>
      <Card title="Then">
        <div className={ui.stack}>
          <SelectField
            name="type"
            label="Action"
            options={mayWebhook || values.type === 'Webhook' ? actionOptions : actionOptions.slice(0, 1)}
            helpText={mayWebhook ? undefined : 'Webhooks need the “API: webhook automation” permission.'}
          />
          {values.type === 'Email' ? (
            <>
              <TypedSelectField name="contentTemplateId" label="Content template" options={templateOptions} />
              <CheckboxField
                name="fromEvent"
                label="Send to the address the event carries"
                helpText="The order’s or return’s customer, or whoever asked for the report."
              />
              {!values.fromEvent && (
                <>
                  <SelectField name="recipientKind" label="Send to" options={kindOptions} />
                  {values.recipientKind === 'Users' && (
                    <MultiSelectField name="recipientUserIds" label="Users" options={choices.users} />
                  )}
                  {values.recipientKind === 'Addresses' && (
                    <FormField
                      name="recipients"
                      label="Addresses"
                      helpText="E-mail addresses separated by commas."
                      autoComplete="off"
                    />
                  )}
                  {values.recipientKind === 'VendorContacts' && (
                    <p className={ui.help}>The active users of the event’s vendor.</p>
                  )}
                </>
              )}
            </>
          ) : (
            <>
              <FormField
                name="webhookUrl"
                label="Webhook URL"
                helpText="An http:// or https:// address; it gets a POST of {event, occurredAt, subject, data}."
                autoComplete="off"
              />
              <WebhookSecretField automationId={automationId} />
            </>
          )}
        </div>
      </Card>
    </>
  );
}
