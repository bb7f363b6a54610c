/**
 * Split: for each line, how many units move to a new order ({orderNumber}-1, …). At least one unit
 * must move, and not everything (that would be the same order under a new number). A kit splits by
 * its kit line, in whole kits: its components move with it (the server works out how many), so they
 * are never offered on their own.
 */
import { Form, Formik, type FormikErrors } from 'formik';
import toast from 'react-hot-toast';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '../../../../components/button';
import { CellInput } from '../../../../components/form/line-cells';
import { FormStatusError } from '../../../../components/form-error';
import { orderSubmit } from '../action-submit';
import { dialogBody, dialogFooter, OrderDialog } from '../order-dialog';
import { formatCount } from '../order-format';
import { useOrderCalls, type DetailLine, type SplitAnswer } from '../../../../api/orders.api';
import { customerLines } from '../../../../domain/order-kits';
import type { ActionDialogProps } from './hold-dialog';
import { ui } from '../../../../components/ui/styles';

interface SplitValues {
  lines: { lineIndex: number; quantity: number | '' }[];
}

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { py: '1.5', pr: '3', textAlign: 'start', verticalAlign: 'top' },
  '& th': { fontSize: '13px', fontWeight: 'medium', color: 'fg.muted' },
});

/** Per line 0 to its quantity, whole; at least one unit moves, and not all of them. */
function validateSplit(values: SplitValues, lines: readonly DetailLine[]): FormikErrors<SplitValues> {
  const lineErrors = values.lines.map((entry, i) => {
    const max = lines[i]?.quantity ?? 0;
    const q = entry.quantity;
    if (q === '' || !Number.isInteger(Number(q))) return { quantity: 'Enter a whole number' };
    if (Number(q) < 0) return { quantity: 'Cannot be negative' };
    if (Number(q) > max) return { quantity: `At most ${formatCount(max)}` };
    return undefined;
  });
  if (lineErrors.some(Boolean)) return { lines: lineErrors as FormikErrors<SplitValues>['lines'] };
  const moved = values.lines.reduce((sum, l) => sum + Number(l.quantity || 0), 0);
  const total = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (moved === 0) return { lines: 'Move at least one unit to the new order.' };
  if (moved === total)
    return { lines: 'Leave at least one unit on this order: a split cannot move everything.' };
  return {};
}

export function SplitDialog({
  order,
  lines: orderLines,
  open,
  onClose,
  onDone,
  onConflict,
}: ActionDialogProps & { lines: DetailLine[] }) {
  const lines = customerLines(orderLines);
  const calls = useOrderCalls();
  const submit = orderSubmit(
    (values: SplitValues) =>
      calls.act<SplitAnswer>(order.id, 'split', {
        lines: values.lines
          .filter((l) => Number(l.quantity) > 0)
          .map((l) => ({ lineIndex: l.lineIndex, quantity: Number(l.quantity) })),
        version: order.version,
      }),
    (answer) => {
      toast.success(`Order ${order.orderNumber} split: the moved units are on ${answer.child.orderNumber}.`);
      onClose();
      onDone(answer.order);
    },
    onConflict,
  );
  return (
    <OrderDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={`Split order ${order.orderNumber}`}
      description="The units you enter move to a new order; the rest stay on this one."
    >
      <Formik<SplitValues>
        initialValues={{ lines: lines.map((l) => ({ lineIndex: l.index, quantity: 0 })) }}
        validate={(values) => validateSplit(values, lines)}
        onSubmit={submit}
      >
        {({ isSubmitting, errors, submitCount }) => (
          <Form noValidate className={dialogBody}>
            <FormStatusError />
            <table className={table} aria-label="Units to move">
              <thead>
                <tr>
                  <th>SKU</th>
                  <th>Ordered</th>
                  <th>Available</th>
                  <th className={css({ w: '130px' })}>Move</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, i) => (
                  <tr key={line.index}>
                    <td>
                      <div className={ui.medium}>
                        {line.sku}
                        {line.kit && (
                          <span className={cx(badge({ tone: 'accent' }), css({ ml: '2' }))}>Kit</span>
                        )}
                      </div>
                      <div className={ui.mutedSmall}>{line.kit ? `Kit: ${line.kit.name}` : line.name}</div>
                    </td>
                    <td>{formatCount(line.quantity)}</td>
                    <td>
                      {line.available === null
                        ? 'Unmapped'
                        : line.kit
                          ? `${formatCount(line.available)} ${line.available === 1 ? 'kit' : 'kits'}`
                          : formatCount(line.available)}
                    </td>
                    <td>
                      <CellInput
                        name={`lines[${i}].quantity`}
                        label={line.kit ? `Kits of ${line.sku} to move` : `Units of ${line.sku} to move`}
                        type="number"
                        min={0}
                        max={line.quantity}
                        step={1}
                        inputMode="numeric"
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {submitCount > 0 && typeof errors.lines === 'string' && (
              <p role="alert" className={css({ color: 'danger', fontWeight: 'medium', fontSize: '13px' })}>
                {errors.lines}
              </p>
            )}
            <div className={dialogFooter}>
              <Button variant="secondary" onClick={onClose}>
                Back
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Split order
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </OrderDialog>
  );
}
