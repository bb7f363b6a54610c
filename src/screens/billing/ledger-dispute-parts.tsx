/**
 * A charge's questions in its trace: the thread (the client's question, staff's answer: a credit or
 * an explanation), the client's "Question this charge" form and staff's answer form. The forms are
 * views of the charge dispute flow (src/machines/charge-dispute).
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { FieldFrame } from '../../components/form-field';
import { FormError } from '../../components/form-error';
import { formatInstant } from '../../components/format';
import { Field } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import type { BillingDisputeRow } from '../../domain/contracts/order-billing-entries';
import { completeMoneyInput, formatMinorUnits, formatMoneyInput, parseMoney } from '../../domain/money';
import type { ChargeDisputeFlow } from '../../machines/charge-dispute/use-charge-dispute';
import { disputeBadge } from './ledger-labels';

const styles = {
  item: css({
    borderLeftWidth: '3px',
    borderColor: 'border',
    pl: '3',
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
  }),
  answer: css({ mt: '2', borderLeftWidth: '3px', borderColor: 'success', pl: '3' }),
  choice: css({ display: 'flex', gap: '4', flexWrap: 'wrap' }),
};

export function DisputeThread({ disputes }: { disputes: readonly BillingDisputeRow[] }) {
  if (disputes.length === 0) return null;
  return (
    <section aria-label="Questions" className={ui.stack3}>
      <h3 className={ui.panelTitle}>Questions</h3>
      {disputes.map((d) => (
        <div key={d.id} className={styles.item}>
          <div className={ui.rowCenter}>
            <span className={badge({ tone: disputeBadge[d.status].tone })}>
              {disputeBadge[d.status].label}
            </span>
            <span className={ui.caption}>
              {d.raisedByName ?? 'The client'} · {formatInstant(d.raisedAt)}
            </span>
          </div>
          <p className={ui.preWrap}>{d.comment}</p>
          {d.resolution && (
            <div className={styles.answer}>
              <p className={ui.medium}>{d.resolution === 'credit' ? 'Credited' : 'Explained'}</p>
              {d.resolutionComment && <p className={ui.preWrap}>{d.resolutionComment}</p>}
              <p className={ui.caption}>
                {d.resolvedByName ?? 'Staff'}
                {d.resolvedAt ? ` · ${formatInstant(d.resolvedAt)}` : ''}
              </p>
            </div>
          )}
        </div>
      ))}
    </section>
  );
}

function CommentField({ flow, label }: { flow: ChargeDisputeFlow; label: string }) {
  return (
    <FieldFrame label={label} error={flow.fieldErrors.comment}>
      {(a11y) => (
        <Field.Textarea
          {...a11y}
          rows={3}
          value={flow.comment}
          onChange={(e) => flow.setComment(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}

function FormButtons({ flow, send }: { flow: ChargeDisputeFlow; send: string }) {
  return (
    <div className={ui.row}>
      <Button loading={flow.isSending} onClick={flow.submit}>
        {send}
      </Button>
      <Button variant="secondary" disabled={flow.isSending} onClick={flow.cancel}>
        Cancel
      </Button>
    </div>
  );
}

/** A client's question about one charge. */
export function QuestionForm({ flow }: { flow: ChargeDisputeFlow }) {
  return (
    <section aria-label="Question this charge" className={ui.stack3}>
      {flow.failure && <FormError title="The question was not sent" message={flow.failure} />}
      <CommentField flow={flow} label="What is wrong with this charge?" />
      <FormButtons flow={flow} send="Send question" />
    </section>
  );
}

/** The credit's amount, typed as money (spec §5); empty credits the whole charge. */
function CreditField({ flow, chargeText }: { flow: ChargeDisputeFlow; chargeText: string }) {
  const [text, setText] = useState(() => formatMinorUnits(flow.creditAmount));
  return (
    <FieldFrame
      label="Credit amount"
      helpText={`Leave empty to credit the whole charge (${chargeText}).`}
      error={flow.fieldErrors.creditAmount}
    >
      {(a11y) => (
        <Field.Input
          {...a11y}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          placeholder={chargeText.replace('$', '')}
          style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', maxWidth: 200 }}
          onChange={(e) => {
            const next = formatMoneyInput(e.target.value);
            setText(next);
            const minor = parseMoney(next);
            flow.setCreditAmount(typeof minor === 'number' ? minor : null);
          }}
          onBlur={() => setText(completeMoneyInput(text))}
        />
      )}
    </FieldFrame>
  );
}

/** Staff's answer to an open question: a credit (of the whole charge or part of it) or an explanation. */
export function ResolveForm({ flow, chargeText }: { flow: ChargeDisputeFlow; chargeText: string }) {
  return (
    <section aria-label="Answer the question" className={ui.stack3}>
      {flow.failure && <FormError title="The answer was not sent" message={flow.failure} />}
      <fieldset className={ui.stack2}>
        <legend className={ui.label}>Answer with</legend>
        <div className={styles.choice}>
          <label className={ui.checkLabel}>
            <input
              type="radio"
              name="resolution"
              checked={flow.resolution === 'credit'}
              onChange={() => flow.choose('credit')}
            />
            A credit
          </label>
          <label className={ui.checkLabel}>
            <input
              type="radio"
              name="resolution"
              checked={flow.resolution === 'explanation'}
              onChange={() => flow.choose('explanation')}
            />
            An explanation
          </label>
        </div>
        {flow.fieldErrors.resolution && <p className={ui.fieldError}>{flow.fieldErrors.resolution}</p>}
      </fieldset>
      {flow.resolution === 'credit' && <CreditField flow={flow} chargeText={chargeText} />}
      <CommentField
        flow={flow}
        label={flow.resolution === 'credit' ? 'Why it is credited' : 'Explanation for the client'}
      />
      <FormButtons
        flow={flow}
        send={flow.resolution === 'credit' ? 'Credit the charge' : 'Send the answer'}
      />
    </section>
  );
}
