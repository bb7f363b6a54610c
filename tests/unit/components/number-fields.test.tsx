/**
 * Issue 13 item 4 on a form: an emptied number field says '<Label> is required' (not yup's raw cast
 * text, and not a default nobody typed), and the form's error banner goes once the fault is fixed.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { FormStatusError } from '../../../src/components/form-error';
import { CellInput } from '../../../src/components/form/line-cells';
import { FormField } from '../../../src/components/form-field';
import { apiSubmit } from '../../../src/components/use-api-form';
import { decimal, quantity } from '../../../src/domain/resources/fields';
import { renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

const schema = yup.object({
  quantity: quantity('Quantity'),
  receivingTolerancePercent: decimal('Receiving tolerance', { max: 100, fallback: 0 }),
  items: yup.array().of(yup.object({ quantity: quantity('Quantity') })),
});

function renderNumbers(call: (values: Record<string, unknown>) => Promise<unknown>) {
  const submit = apiSubmit(call);
  renderWithApp(
    <Formik<Record<string, unknown>>
      initialValues={{ quantity: 3, receivingTolerancePercent: 5, items: [{ quantity: 2 }] }}
      validationSchema={schema}
      onSubmit={submit}
    >
      <Form noValidate>
        <FormStatusError />
        <FormField name="quantity" label="Quantity" type="number" />
        <FormField name="receivingTolerancePercent" label="Receiving tolerance" type="number" />
        <CellInput name="items[0].quantity" label="Line 1 quantity" type="number" />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
}

const refused = (message: string, fields?: Record<string, string>) => {
  const failure = new FetchError('[POST] "/api/things": 400');
  Object.defineProperty(failure, 'status', { value: 400 });
  Object.defineProperty(failure, 'data', { value: { error: 'invalid', message, fields } });
  return failure;
};

describe('number fields', () => {
  it('say an emptied field is required, and send nothing', async () => {
    const call = vi.fn(async () => ({}));
    renderNumbers(call);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.clear(screen.getByLabelText('Receiving tolerance'));
    await user.clear(screen.getByLabelText('Line 1 quantity'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Quantity is required')).toHaveLength(2);
    expect(screen.getByText('Receiving tolerance is required')).toBeInTheDocument();
    expect(screen.queryByText(/could not be cast|NaN/)).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Quantity'), '4');
    await user.type(screen.getByLabelText('Receiving tolerance'), '2.5');
    await user.type(screen.getByLabelText('Line 1 quantity'), '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ quantity: 4, receivingTolerancePercent: 2.5, items: [{ quantity: 6 }] }),
    );
  });
});

describe('the form error banner', () => {
  it('clears on the next change that leaves the form valid', async () => {
    const call = vi.fn(() => Promise.reject(refused('The warehouse is closed today.')));
    renderNumbers(call);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The warehouse is closed today.');

    // A change that leaves the form invalid keeps it…
    await user.clear(screen.getByLabelText('Quantity'));
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('The warehouse is closed today.');
    // …one that makes it valid again clears it.
    await user.type(screen.getByLabelText('Quantity'), '5');
    await waitFor(() => expect(screen.queryByText('The warehouse is closed today.')).not.toBeInTheDocument());
  });

  it('stays while a field the server refused keeps the refused value', async () => {
    const call = vi
      .fn()
      .mockRejectedValueOnce(refused('Check the fields.', { quantity: 'Only 2 in stock' }))
      .mockResolvedValueOnce({});
    renderNumbers(call);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the fields.')).toBeInTheDocument();
    expect(screen.getByText('Only 2 in stock')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Receiving tolerance'));
    await user.type(screen.getByLabelText('Receiving tolerance'), '1');
    await user.tab();
    expect(screen.getByText('Check the fields.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    await waitFor(() => expect(screen.queryByText('Check the fields.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
