/**
 * Issue 13 items 3 and 7 on the Create Order form: the body carries real instants (today is now, another
 * day is that day in the user's timezone; never noon), and the amounts warn when the total is zero or a
 * typed total does not equal lines + shipping + tax.
 */
import { screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { AmountFields } from '../../../src/screens/orders/create/order-extra-fields';
import {
  amountWarnings,
  newOrderValues,
  orderBody,
  type OrderFormValues,
} from '../../../src/screens/orders/create/order-values';
import { renderWithApp } from '../components/test-app';

// 07:56 in UTC−06:00 (January: no daylight saving), 13:56 UTC.
const winterMorning = new Date('2026-01-15T13:56:00.000Z');
// 07:56 in UTC−05:00 (July: the default zone in daylight saving).
const summerMorning = new Date('2026-07-15T12:56:00.000Z');

const priced = (values: OrderFormValues): OrderFormValues => ({
  ...values,
  projectId: 1,
  orderNumber: 'A-1',
  items: [{ sku: 'MUG', name: null, quantity: 2, unitPrice: 1250 }],
});

describe('orderBody', () => {
  it('sends the current instant when the order is dated today', () => {
    for (const now of [winterMorning, summerMorning]) {
      const values = priced(newOrderValues(null, null, now));
      expect(values.orderDate).toBe(now.toISOString().slice(0, 10));
      const body = orderBody(values, { timezone: null, now });
      expect(body.orderDate).toBe(now.toISOString());
      expect(body.paymentDate).toBe(now.toISOString());
    }
  });

  it('reads today in the user’s timezone, not the browser’s or UTC', () => {
    // 03:00 UTC on the 15th is still the evening of the 14th in UTC−06:00…
    const lateEvening = new Date('2026-01-15T03:00:00.000Z');
    expect(newOrderValues(null, null, lateEvening).orderDate).toBe('2026-01-14');
    // …and already the 15th in UTC+03:00.
    expect(newOrderValues(null, 3, lateEvening).orderDate).toBe('2026-01-15');
    const body = orderBody(priced(newOrderValues(null, null, lateEvening)), {
      timezone: null,
      now: lateEvening,
    });
    expect(body.orderDate).toBe(lateEvening.toISOString());
  });

  it('sends another day as the start of that day in the user’s timezone, never noon', () => {
    const values = {
      ...priced(newOrderValues(null, null, winterMorning)),
      orderDate: '2026-01-10',
      paymentDate: '2026-01-11',
    };
    const body = orderBody(values, { timezone: null, now: winterMorning });
    expect(body.orderDate).toBe('2026-01-10T06:00:00.000Z');
    expect(body.paymentDate).toBe('2026-01-11T06:00:00.000Z');
    // In daylight saving the default zone is UTC−05:00; a user at UTC+02:00 is UTC+03:00 then.
    const summer = { ...values, orderDate: '2026-06-10', paymentDate: '2026-06-10' };
    expect(orderBody(summer, { timezone: null, now: winterMorning }).orderDate).toBe(
      '2026-06-10T05:00:00.000Z',
    );
    expect(orderBody(summer, { timezone: 2, now: winterMorning }).orderDate).toBe('2026-06-09T21:00:00.000Z');
  });

  it('sends no payment date for an unpaid order', () => {
    const values = { ...priced(newOrderValues(null, null, winterMorning)), paid: false };
    const body = orderBody(values, { timezone: null, now: winterMorning });
    expect(body.paymentDate).toBeNull();
    expect(body.amountPaid).toBe(0);
  });
});

describe('the amounts warning', () => {
  const renderAmounts = (values: OrderFormValues) =>
    renderWithApp(
      <Formik initialValues={values} onSubmit={() => {}}>
        <Form>
          <AmountFields />
        </Form>
      </Formik>,
    );

  it('warns that the total is zero when the lines have no price', () => {
    const values = newOrderValues(1, null, winterMorning);
    values.items = [{ sku: 'MUG', name: null, quantity: 2, unitPrice: null }];
    renderAmounts(values);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The order total is $0.00: 1 line has no price. It is not recorded as paid until a payment is entered.',
    );
  });

  it('warns when a typed total is not lines + shipping + tax', () => {
    const values = {
      ...priced(newOrderValues(1, null, winterMorning)),
      shippingAmount: 500,
      orderTotal: 2000,
    };
    renderAmounts(values);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The order total $20.00 does not equal lines + shipping + tax ($30.00).',
    );
  });

  it('says nothing when the amounts add up', () => {
    const values = { ...priced(newOrderValues(1, null, winterMorning)), orderTotal: 2500 };
    expect(amountWarnings(values)).toEqual([]);
    renderAmounts(values);
    expect(screen.queryByText(/order total is|does not equal/)).not.toBeInTheDocument();
  });
});
