/**
 * A warehouse's connection form, the fields of its system (wms-connection.logic.ts): base URL, the
 * 3PL's client id and user login id, the secret (write-only: "Set — leave empty to keep"), enabled,
 * and the IRMS's vendors to import. Messages per field come from the form's checks or the server's
 * 400; a conflict offers only Reload.
 */
import { useId, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import { FieldFrame } from '../../components/form-field';
import { Notice } from '../../components/notice';
import { Field } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import { connectionFields, fieldLabels } from '../../machines/wms-connection/wms-connection.logic';
import type { WmsConnectionFlow } from '../../machines/wms-connection/use-wms-connection';
import type { ConnectionField } from '../../machines/wms-connection/wms-connection.types';
import { systemTexts } from './wms-system-texts';

export interface VendorOption {
  value: number;
  label: string;
}

type TextField = 'baseUrl' | 'clientId' | 'userLoginId' | 'secret';

function TextInput({ flow, field }: { flow: WmsConnectionFlow; field: TextField }) {
  const { system, values, problems, connection } = flow.context;
  const error = problems[field];
  const secret = field === 'secret';
  const help = secret
    ? connection?.secretSet
      ? 'Set — leave empty to keep.'
      : 'Stored encrypted; never shown again.'
    : field === 'baseUrl'
      ? systemTexts[system].baseUrlHint
      : undefined;
  return (
    <FieldFrame label={fieldLabels[system][field]} helpText={help} error={error}>
      {(a11y) => (
        <Field.Input
          {...a11y}
          name={field}
          type={secret ? 'password' : 'text'}
          value={values[field]}
          autoComplete={secret ? 'new-password' : 'off'}
          placeholder={secret && connection?.secretSet ? '•••••••• (set)' : undefined}
          aria-invalid={error ? true : undefined}
          disabled={flow.step === 'saving'}
          onChange={(e) => flow.setField(field, e.target.value)}
        />
      )}
    </FieldFrame>
  );
}

function VendorChoices({ flow, vendors }: { flow: WmsConnectionFlow; vendors: readonly VendorOption[] }) {
  const id = useId();
  const chosen = flow.context.values.importVendorIds;
  const error = flow.context.problems.importVendorIds;
  const toggle = (value: number, on: boolean) =>
    flow.setField('importVendorIds', on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <fieldset aria-describedby={`${id}-help`} aria-invalid={error ? true : undefined}>
      <legend className={ui.label}>{fieldLabels[flow.context.system].importVendorIds}</legend>
      {vendors.length === 0 ? (
        <p className={ui.help}>No vendors in your scope.</p>
      ) : (
        <div className={ui.choiceRow}>
          {vendors.map((v) => (
            <label key={v.value} className={ui.choiceChip}>
              <input
                type="checkbox"
                checked={chosen.includes(v.value)}
                disabled={flow.step === 'saving'}
                onChange={(e) => toggle(v.value, e.target.checked)}
              />
              {v.label}
            </label>
          ))}
        </div>
      )}
      <p id={`${id}-help`} className={ui.mt1}>
        <span className={ui.help}>
          Their IRMS orders become Dockhand orders and purchase orders; the others are only listed.
        </span>
      </p>
      {error && <p className={ui.fieldError}>{error}</p>}
    </fieldset>
  );
}

const isText = (field: ConnectionField): field is TextField =>
  field === 'baseUrl' || field === 'clientId' || field === 'userLoginId' || field === 'secret';

export function ConnectionForm({
  flow,
  vendors,
}: {
  flow: WmsConnectionFlow;
  vendors: readonly VendorOption[];
}) {
  const { system, values, error } = flow.context;
  const fields = connectionFields[system];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    flow.save();
  };
  return (
    <form noValidate className={ui.stack} onSubmit={submit} aria-label="Connection">
      {(flow.step === 'invalid' || flow.step === 'failed') && <FormError title="Not saved" message={error} />}
      {flow.step === 'conflict' && (
        <Notice tone="warning" role="alert" title="Someone saved this connection meanwhile">
          <p>Reload to see what they saved; your changes here are dropped.</p>
          <Button variant="secondary" size="sm" className={ui.mt2} onClick={flow.reload}>
            Reload
          </Button>
        </Notice>
      )}
      <div className={ui.formGrid}>
        {fields.filter(isText).map((field) => (
          <TextInput key={field} flow={flow} field={field} />
        ))}
      </div>
      {fields.includes('importVendorIds') && <VendorChoices flow={flow} vendors={vendors} />}
      <div className={ui.rowWrap}>
        <label className={ui.checkLabel}>
          <input
            type="checkbox"
            checked={values.enabled}
            disabled={flow.step === 'saving'}
            onChange={(e) => flow.setField('enabled', e.target.checked)}
          />
          Enabled (scheduled syncs and Sync now run)
        </label>
        <span className={ui.fill} />
        {flow.step === 'saved' && (
          <span role="status" className={ui.success}>
            Saved.
          </span>
        )}
        <Button type="submit" loading={flow.step === 'saving'} disabled={!flow.canSave}>
          Save connection
        </Button>
      </div>
    </form>
  );
}
