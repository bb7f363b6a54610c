/**
 * The two dialogs of a bulk update: the confirmation (how many orders, what happens, and a hold's
 * type and reason, a tag, or a cancel's reason), then the result of every order: updated, or refused
 * with the server's reason.
 */
import { Form, Formik } from 'formik';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import * as yup from 'yup';
import { describeApiError } from '../../../api/api-error';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { holdTypeLabel, MANUAL_HOLD_TYPES, orderStatusLabel } from '../../../domain/order.lifecycle';
import { optionalText, requiredText } from '../../../domain/resources/fields';
import type { BulkParams } from '../../../machines/order-bulk/order-bulk.machine';
import type { OrderBulk } from '../../../machines/order-bulk/use-order-bulk';
import { dialogBody, dialogFooter, OrderDialog } from '../details/order-dialog';
import { TextAreaField } from '../details/order-fields';
import { bulkActionDef, summarizeResults, type BulkActionDef } from './bulk-actions';
import { ui } from '../../../components/ui/styles';

const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

const consequences: Record<BulkActionDef['action'], string> = {
  hold: 'Each order stays on hold until its holds are removed.',
  unhold: 'Every hold on each order is removed; paid orders go back to Awaiting shipment.',
  'send-to-fulfillment':
    'Stock is allocated and a fulfilment order made for each. Orders whose lines are short are held for inventory instead.',
  'move-to-awaiting-shipment': 'The payment of each order is recorded, so it can be sent to fulfilment.',
  'add-tag': 'The tag is added to each order that does not have it yet.',
  'remove-tag': 'The tag is taken off each order that has it.',
  archive: 'Archived orders leave the lists (Show archived brings them back).',
  unarchive: 'The orders come back to the lists.',
  cancel: 'Each order is cancelled and its allocated stock released. This cannot be undone.',
};

interface BulkValues {
  type: string;
  reason: string;
  tag: string;
}

const schemas: Record<BulkActionDef['asks'], yup.AnyObjectSchema> = {
  hold: yup.object({
    type: yup
      .string()
      .oneOf([...MANUAL_HOLD_TYPES], 'Choose a hold type')
      .required('Choose a hold type'),
    reason: requiredText('Reason', 500),
  }),
  tag: yup.object({ tag: requiredText('Tag', 50) }),
  reason: yup.object({ reason: optionalText('Reason', 500) }),
  nothing: yup.object({}),
};

function paramsOf(def: BulkActionDef, values: BulkValues): BulkParams {
  if (def.asks === 'hold') return { type: values.type, reason: values.reason.trim() };
  if (def.asks === 'tag') return { tag: values.tag.trim() };
  if (def.asks === 'reason' && values.reason.trim()) return { reason: values.reason.trim() };
  return {};
}

/** The server's refusal of the whole request (403, 400 with field messages), said in one block. */
function failureText(error: unknown): string | null {
  if (!error) return null;
  const failure = describeApiError(error);
  const fields = Object.values(failure.fields);
  return fields.length ? `${failure.message} ${fields.join(' ')}` : failure.message;
}

export function BulkConfirmDialog({ bulk, tagNames }: { bulk: OrderBulk; tagNames: readonly string[] }) {
  const open = bulk.state === 'confirming' || bulk.state === 'submitting';
  const def = bulk.action ? bulkActionDef(bulk.action) : null;
  return (
    <OrderDialog
      open={open && def !== null}
      onClose={bulk.cancel}
      title={def ? `${def.label}: ${orders(bulk.ids.length)}?` : ''}
      description={def ? consequences[def.action] : undefined}
      role={def?.destructive ? 'alertdialog' : 'dialog'}
    >
      {def && (
        <Formik<BulkValues>
          initialValues={{ type: 'operator', reason: '', tag: '' }}
          validationSchema={schemas[def.asks]}
          onSubmit={(values) => bulk.submit(paramsOf(def, values))}
        >
          <Form noValidate className={dialogBody}>
            <FormError message={failureText(bulk.error)} title="Nothing was changed" />
            {def.asks === 'hold' && (
              <>
                <SelectField<string>
                  name="type"
                  label="Hold type"
                  options={MANUAL_HOLD_TYPES.map((t) => ({ value: t, label: holdTypeLabel(t) }))}
                />
                <TextAreaField
                  name="reason"
                  label="Reason"
                  helpText="Shown on each order and in its timeline."
                />
              </>
            )}
            {def.asks === 'tag' && (
              <>
                <FormField name="tag" label="Tag" list="bulk-tag-names" autoComplete="off" />
                <datalist id="bulk-tag-names">
                  {tagNames.map((t) => (
                    <option key={t} value={t} />
                  ))}
                </datalist>
              </>
            )}
            {def.asks === 'reason' && (
              <TextAreaField
                name="reason"
                label="Reason (optional)"
                helpText="Kept in each order's timeline."
              />
            )}
            <div className={dialogFooter}>
              <Button variant="secondary" onClick={bulk.cancel} disabled={bulk.state === 'submitting'}>
                Back
              </Button>
              <Button
                type="submit"
                variant={def.destructive ? 'danger' : 'primary'}
                loading={bulk.state === 'submitting'}
              >
                {def.label} ({bulk.ids.length})
              </Button>
            </div>
          </Form>
        </Formik>
      )}
    </OrderDialog>
  );
}

const resultTable = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: '13px',
  '& th': {
    position: 'sticky',
    top: '0',
    bg: 'surface',
    textAlign: 'start',
    fontSize: '11px',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    color: 'fg.muted',
    py: '1.5',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& td': { py: '1.5', pr: '3', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' },
});

export function BulkResultsDialog({ bulk }: { bulk: OrderBulk }) {
  const def = bulk.action ? bulkActionDef(bulk.action) : null;
  const summary = summarizeResults(bulk.results);
  // Refused orders first: they are the ones that need attention.
  const rows = [...bulk.results].sort((a, b) => Number(a.ok) - Number(b.ok));
  return (
    <OrderDialog
      open={bulk.state === 'done'}
      onClose={bulk.close}
      size="lg"
      title={def ? `${def.label}: results` : 'Results'}
      description={summary.text}
    >
      <div className={css({ mt: '4', maxH: '50vh', overflowY: 'auto' })}>
        <table className={resultTable} aria-label="Results per order">
          <thead>
            <tr>
              <th>Order</th>
              <th>Result</th>
              <th>Status now</th>
              <th>Message</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>
                  {r.orderNumber ?? `#${r.id}`}
                </td>
                <td>
                  <span className={badge({ tone: r.ok ? 'success' : 'danger' })}>
                    {r.ok ? 'Updated' : 'Refused'}
                  </span>
                </td>
                <td className={ui.nowrap}>{r.orderStatus ? orderStatusLabel(r.orderStatus) : '—'}</td>
                <td className={css({ color: r.ok ? 'fg.muted' : 'fg' })}>{r.message ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {summary.failed > 0 && (
        <p className={cx(ui.mutedSmall, ui.mt3)}>
          The refused orders stay selected, so they can be fixed and tried again.
        </p>
      )}
      <div className={dialogFooter}>
        <Button onClick={bulk.close}>Close</Button>
      </div>
    </OrderDialog>
  );
}
