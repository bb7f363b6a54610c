/** What the import screen reads from the machine: every order of the file with its outcome. */
import type { OrderFileOrder, OrderImportResult } from '../../domain/order-file';
import type { OrderImportContext } from './order-import.types';

export interface OrderOutcome {
  order: OrderFileOrder;
  /** The server's answer; for an order not sent (problems in the file), an 'invalid' of our own. */
  result: OrderImportResult;
  sent: boolean;
}

/** Every order of the file, in file order, with what became of it. */
export function selectOutcomes(context: OrderImportContext): OrderOutcome[] {
  if (!context.sheet || !context.results) return [];
  const byOrder = new Map<OrderFileOrder, OrderImportResult>();
  for (const result of context.results) {
    const order = context.sent[result.index];
    if (order) byOrder.set(order, result);
  }
  return context.sheet.orders.map((order, index) => {
    const result = byOrder.get(order);
    return result
      ? { order, result, sent: true }
      : {
          order,
          sent: false,
          result: {
            index,
            orderNumber: order.orderNumber,
            outcome: 'invalid',
            message: order.problems.length
              ? `Not sent: ${order.problems.map((p) => p.message).join('; ')}`
              : 'Not sent: the server gave no answer for it.',
          },
        };
  });
}

export const countOutcomes = (outcomes: readonly OrderOutcome[]) => ({
  created: outcomes.filter((o) => o.result.outcome === 'created').length,
  replayed: outcomes.filter((o) => o.result.outcome === 'replayed').length,
  duplicate: outcomes.filter((o) => o.result.outcome === 'duplicate').length,
  invalid: outcomes.filter((o) => o.result.outcome === 'invalid').length,
});
