/** The label flow's details step: carrier, service and notes, with what the label will carry. */
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FieldFrame } from '../../components/form-field';
import { Notice } from '../../components/notice';
import { returnCarriers } from '../../domain/order-return';
import { chosenLines } from '../../machines/return-label/return-label.logic';
import type { ReturnLabelFlow } from '../../machines/return-label/use-return-label';
import { stack, stepActions } from './return-styles';
import { ui } from '../../components/ui/styles';

export function LabelDetailsStep({ flow, busy }: { flow: ReturnLabelFlow; busy: boolean }) {
  const { order, details, problems, error, quantities } = flow.context;
  if (!order) return null;
  const carrier = returnCarriers.find((c) => c.code === details.carrierCode);
  const lines = chosenLines(quantities).map((c) => ({ ...c, line: order.lines[c.lineIndex]! }));
  return (
    <Card title="Carrier and service" description={`The label for ${order.order.orderNumber}.`}>
      <div className={stack}>
        {error && (
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        )}
        <div className={ui.formGrid}>
          <FieldFrame label="Carrier" error={problems.carrierCode}>
            {(a11y) => (
              <select
                {...a11y}
                className={input()}
                value={details.carrierCode}
                onChange={(e) => flow.setDetail('carrierCode', e.target.value)}
              >
                {returnCarriers.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <FieldFrame label="Service" error={problems.serviceCode}>
            {(a11y) => (
              <select
                {...a11y}
                className={input()}
                value={details.serviceCode}
                onChange={(e) => flow.setDetail('serviceCode', e.target.value)}
              >
                <option value="">Choose a service</option>
                {carrier?.services.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.label}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        </div>
        <FieldFrame label="Notes" helpText="Printed on the packing slip, e.g. the reason for the return.">
          {(a11y) => (
            <textarea
              {...a11y}
              rows={3}
              maxLength={2000}
              className={`${input()} ${ui.textarea}`}
              value={details.notes}
              onChange={(e) => flow.setDetail('notes', e.target.value)}
            />
          )}
        </FieldFrame>
        <div className={css({ bg: 'canvas', borderRadius: 'lg', px: '4', py: '3', fontSize: 'sm' })}>
          <strong>Coming back:</strong> {lines.map((l) => `${l.quantity} × ${l.line.sku}`).join(', ')}
        </div>
        <div className={stepActions}>
          <Button variant="secondary" onClick={flow.back} disabled={busy}>
            Back to the lines
          </Button>
          <Button onClick={flow.submit} loading={busy}>
            Create return label
          </Button>
        </div>
      </div>
    </Card>
  );
}
