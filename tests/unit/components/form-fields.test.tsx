import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from '../../../src/components/form/money-input';
import { TypedSelectField } from '../../../src/components/form/typed-select';
import { renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

function renderForm(initialValues: Record<string, unknown>, field: React.ReactNode) {
  const submitted: Record<string, unknown>[] = [];
  renderWithApp(
    <Formik initialValues={initialValues} onSubmit={(values) => void submitted.push(values)}>
      <Form>
        {field}
        <button type="submit">Submit</button>
      </Form>
    </Formik>,
  );
  return { submitted };
}

describe('money input', () => {
  it('formats as the user types and stores cents', async () => {
    const { submitted } = renderForm({ price: null }, <MoneyInput name="price" label="Price" />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Price');
    await user.type(input, '-1234567.891');
    expect(input).toHaveValue('-1,234,567.89');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toEqual([{ price: -123456789 }]));
  });

  it('extracts digits from pasted text and writes the decimals out on blur', async () => {
    renderForm({ price: null }, <MoneyInput name="price" label="Price" />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Price');
    await user.click(input);
    await user.paste('$ 12a34.5');
    expect(input).toHaveValue('1,234.5');
    await user.tab();
    expect(input).toHaveValue('1,234.50');
  });

  it('shows a stored amount and honours the precision (clamped to 0–20)', async () => {
    renderForm(
      { a: 123456, b: 5 },
      <>
        <MoneyInput name="a" label="Whole" precision={0} />
        <MoneyInput name="b" label="Fine" precision={40} />
      </>,
    );
    expect(screen.getByLabelText('Whole')).toHaveValue('123,456');
    expect(screen.getByLabelText('Fine')).toHaveValue('0.00000000000000000005');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Whole'), '.9');
    expect(screen.getByLabelText('Whole')).toHaveValue('1,234,569');
  });
});

const options = [
  { value: 'NWG', label: 'Northwind Goods' },
  { value: 'BPO', label: 'Bluepeak Outdoors' },
];

describe('typed dropdown', () => {
  it("says 'Nothing selected', searches, and says 'No results matched'", async () => {
    const { submitted } = renderForm(
      { vendor: null },
      <TypedSelectField name="vendor" label="Vendor" options={options} />,
    );
    const user = userEvent.setup();
    const trigger = screen.getByLabelText('Vendor');
    expect(trigger).toHaveTextContent('Nothing selected');
    await user.click(trigger);
    const search = await screen.findByPlaceholderText('Search');
    await waitFor(() => expect(search).toHaveFocus());
    await user.type(search, 'blue');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bluepeak Outdoors']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No results matched')).toBeInTheDocument();
    expect(screen.queryByText(/\+ New/)).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'north{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('Northwind Goods'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toEqual([{ vendor: 'NWG' }]));
  });

  it("offers '+ New: {TEXT}' upper-cased when nothing matches, in the optional mode", async () => {
    const { submitted } = renderForm(
      { vendor: null },
      <TypedSelectField name="vendor" label="Vendor" options={options} allowNew />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Vendor'));
    const search = await screen.findByPlaceholderText('Search');
    await user.type(search, 'acme co');
    const offer = screen.getByRole('option', { name: '+ New: ACME CO' });
    expect(screen.queryByText('No results matched')).not.toBeInTheDocument();
    await user.click(offer);
    await waitFor(() => expect(screen.getByLabelText('Vendor')).toHaveTextContent('ACME CO'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toEqual([{ vendor: 'ACME CO' }]));
  });

  it('moves through the options with the arrow keys', async () => {
    renderForm({ vendor: null }, <TypedSelectField name="vendor" label="Vendor" options={options} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Vendor'));
    const search = await screen.findByPlaceholderText('Search');
    // The list opens, then moves focus into its search box: the keys go there only once it has it.
    await waitFor(() => expect(search).toHaveFocus());
    act(() => {
      fireEvent.keyDown(search, { key: 'ArrowDown' });
    });
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Bluepeak Outdoors' }).id,
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Vendor')).toHaveTextContent('Bluepeak Outdoors'));
  });
});
