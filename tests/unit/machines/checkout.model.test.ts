/**
 * The checkout, model-based: every path of checkout.model.ts replayed against a real actor. Nothing
 * is sent that fails the server's own schema, every attempt of one checkout carries its one
 * Idempotency-Key, and placed holds the order the server answered, announced once.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { cartSubtotal, placeBody, placeProblems } from '../../../src/machines/checkout/checkout.logic';
import { checkoutModel } from '../../../src/machines/checkout/checkout.model';
import type { CartLine, CheckoutContext } from '../../../src/machines/checkout/checkout.types';
import { flowPaths } from '../../../src/machines/flow-model';
import { createReplay } from './model-replay';

let announced = 0;

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as CheckoutContext;
  expect(context.idempotencyKey).toBe('key-1');
  if (snapshot.matches('placing')) {
    expect(placeProblems(context)).toEqual({});
    expect(context.cart.every((l) => l.sku !== 'NWG-LOOSE')).toBe(true);
  }
  if (snapshot.matches('placed')) {
    expect(context.placed).not.toBeNull();
    expect(announced).toBe(1);
  } else expect(announced).toBe(0);
  if (snapshot.matches('failed')) expect(context.error).not.toBeNull();
  if (context.projectId === null) expect(context.cart).toEqual([]);
}

describe('checkout (model-based)', () => {
  const paths = flowPaths(checkoutModel);
  const replay = createReplay(checkoutModel, {
    invariant,
    provide: { actions: { announcePlaced: () => void (announced += 1) } },
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    announced = 0;
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});

describe('checkout rules', () => {
  const line = (sku: string, quantity: number, unitPrice: number | null): CartLine => ({
    sku,
    name: sku,
    kind: 'item',
    unitPrice,
    quantity,
    available: 5,
  });

  it('adds the lines in cents, leaving out unpriced ones and empty quantities', () => {
    expect(
      cartSubtotal([line('A', 3, 14.25), line('B', 2, 0.1), line('C', 1, null), line('D', NaN, 4)]),
    ).toBe(4295);
  });

  it('sends a saved address by its id, a typed one by its parts, and blanks as nothing', () => {
    const details = {
      shipmentAddressId: null,
      shipmentAddress: {
        name: ' Ada ',
        company: '',
        addressLine1: '1 Main St',
        addressLine2: '',
        city: 'Dallas',
        state: 'TX',
        postcode: '75001',
        countryCode: 'US',
        phone: '',
        email: '',
      },
      requestedService: '',
      notes: '  ',
      customerEmail: '',
    };
    const typed = placeBody({ projectId: 3, cart: [line('A', 2, 4)], details });
    expect(typed).toMatchObject({
      projectId: 3,
      lines: [{ sku: 'A', quantity: 2 }],
      shipmentAddress: { name: 'Ada', company: null, city: 'Dallas' },
      requestedService: null,
      notes: null,
    });
    expect(placeProblems({ projectId: 3, cart: [line('A', 2, 4)], details })).toEqual({});
    const saved = placeBody({ projectId: 3, cart: [], details: { ...details, shipmentAddressId: 9 } });
    expect(saved.shipmentAddressId).toBe(9);
    expect(saved).not.toHaveProperty('shipmentAddress');
    expect(placeProblems({ projectId: null, cart: [line('A', 0, 4)], details })).toEqual({
      projectId: 'Storefront is required',
      'lines[0].quantity': 'Quantity must be at least 1',
    });
  });
});
