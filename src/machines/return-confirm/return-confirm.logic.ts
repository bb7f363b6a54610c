/** Pure checks and figures of the confirm flow, shared by its guards and its screen. */
import {
  confirmationOf,
  remainingOf,
  type OrderReturnRow,
  type ReturnConfirmation,
  type ReturnLine,
} from '../../domain/order-return';
import type { ConfirmContext, ReceiptEntry } from './return-confirm.types';

const entryOf = (entries: ConfirmContext['entries'], index: number): ReceiptEntry =>
  entries[index] ?? { restock: 0, damaged: 0 };

/** What is wrong with the entries, by line position ('lines' for the whole receipt). */
export function entryProblems(orderReturn: OrderReturnRow, entries: ConfirmContext['entries']) {
  const problems: Record<string, string> = {};
  let units = 0;
  orderReturn.items.forEach((line, index) => {
    const { restock, damaged } = entryOf(entries, index);
    if (![restock, damaged].every((n) => Number.isInteger(n) && n >= 0))
      problems[index] = 'Enter whole numbers, 0 or more.';
    else if (restock + damaged > remainingOf(line))
      problems[index] =
        remainingOf(line) === 0
          ? 'This line has already arrived in full.'
          : `Only ${remainingOf(line)} of ${line.quantity} are still expected.`;
    else units += restock + damaged;
  });
  if (Object.keys(problems).length === 0 && units === 0)
    problems.lines = 'Enter how many units arrived, restocked or damaged, on at least one line.';
  return problems;
}

/** Every line's remaining units restocked (the usual case: the parcel came back as sent). */
export const restockEverything = (orderReturn: OrderReturnRow): ConfirmContext['entries'] =>
  Object.fromEntries(
    orderReturn.items.map((line, index) => [index, { restock: remainingOf(line), damaged: 0 }]),
  );

/** The lines the server takes: those with something entered. */
export const receiptLines = (entries: ConfirmContext['entries'], location: string) =>
  Object.entries(entries)
    .map(([index, e]) => ({ index: Number(index), restock: e.restock, damaged: e.damaged }))
    .filter((l) => l.restock + l.damaged > 0)
    .sort((a, b) => a.index - b.index)
    .map((l) => ({ ...l, location: location.trim() || null }));

export interface ReceiptSummary {
  restock: number;
  damaged: number;
  /** Units still expected after this receipt. */
  stillExpected: number;
  /** The return's confirmation once committed. */
  confirmation: ReturnConfirmation;
}

export function receiptSummary(
  orderReturn: OrderReturnRow,
  entries: ConfirmContext['entries'],
): ReceiptSummary {
  const after: ReturnLine[] = orderReturn.items.map((line, index) => {
    const e = entryOf(entries, index);
    return {
      ...line,
      restockedQuantity: line.restockedQuantity + e.restock,
      damagedQuantity: line.damagedQuantity + e.damaged,
    };
  });
  const sum = (pick: (e: ReceiptEntry) => number) =>
    orderReturn.items.reduce((n, _, index) => n + pick(entryOf(entries, index)), 0);
  return {
    restock: sum((e) => e.restock),
    damaged: sum((e) => e.damaged),
    stillExpected: after.reduce((n, l) => n + remainingOf(l), 0),
    confirmation: confirmationOf(after),
  };
}

/** The server names refused lines by their place in the request; the screen shows them per line. */
export function lineRefusals(fields: Record<string, string>, sent: { index: number }[]) {
  const problems: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const at = /^lines\[(\d+)\]/.exec(field);
    const line = at ? sent[Number(at[1])] : undefined;
    problems[line ? String(line.index) : 'lines'] ??= message;
  }
  return problems;
}
