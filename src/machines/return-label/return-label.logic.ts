/** Pure checks of the label flow's steps, shared by its guards and its screen. */
import { ValidationError } from 'yup';
import { returnCarriers } from '../../domain/order-return';
import { returnRelabelSchema } from '../../domain/resources/order-return.schema';
import type { LabelContext, LabelDetails, ReturnableOrder } from './return-label.types';

/** The chosen lines the server takes: lines with a quantity, in the order's order. */
export const chosenLines = (quantities: LabelContext['quantities']) =>
  Object.entries(quantities)
    .map(([lineIndex, quantity]) => ({ lineIndex: Number(lineIndex), quantity }))
    .filter((l) => l.quantity > 0)
    .sort((a, b) => a.lineIndex - b.lineIndex);

export const unitsChosen = (quantities: LabelContext['quantities']) =>
  chosenLines(quantities).reduce((n, l) => n + l.quantity, 0);

/** Whether anything of the order can still come back. */
export const hasReturnable = (order: ReturnableOrder) => order.lines.some((l) => l.returnable > 0);

/** What is wrong with the chosen quantities, by lineIndex ('lines' for the whole choice). */
export function lineProblems(order: ReturnableOrder, quantities: LabelContext['quantities']) {
  const problems: Record<string, string> = {};
  for (const line of order.lines) {
    const quantity = quantities[line.lineIndex] ?? 0;
    if (!Number.isInteger(quantity) || quantity < 0)
      problems[line.lineIndex] = 'Enter a whole number, 0 or more.';
    else if (quantity > line.returnable)
      problems[line.lineIndex] =
        line.returnable === 0
          ? 'Nothing of this line can be returned.'
          : `At most ${line.returnable} can be returned.`;
  }
  if (Object.keys(problems).length === 0 && unitsChosen(quantities) === 0)
    problems.lines = 'Choose how many of at least one line come back.';
  return problems;
}

/** What is wrong with the carrier and service, by field (the server's own rules). */
export function detailProblems(details: LabelDetails): Record<string, string> {
  try {
    returnRelabelSchema.validateSync(details, { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const problems: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) problems[e.path ?? 'details'] ??= e.message;
    return problems;
  }
}

/** The label's starting carrier and service: the order's carrier when the list has it. */
export function defaultDetails(order: ReturnableOrder): LabelDetails {
  const carrier = returnCarriers.find((c) => c.code === order.order.carrierCode) ?? returnCarriers[0];
  return { carrierCode: carrier.code, serviceCode: carrier.services[0].code, notes: '' };
}

/** A carrier's first service, when the carrier changes. */
export const firstServiceOf = (carrierCode: string) =>
  returnCarriers.find((c) => c.code === carrierCode)?.services[0]?.code ?? '';

/**
 * The server names refused lines by their place in the request (`lines[1].quantity`); the screen
 * shows them on the order's lines, by lineIndex.
 */
export function lineRefusals(fields: Record<string, string>, quantities: LabelContext['quantities']) {
  const sent = chosenLines(quantities);
  const problems: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const at = /^lines\[(\d+)\]/.exec(field);
    const line = at ? sent[Number(at[1])] : undefined;
    problems[line ? String(line.lineIndex) : 'lines'] ??= message;
  }
  return problems;
}
