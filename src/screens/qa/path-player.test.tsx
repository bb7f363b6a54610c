/** The QA viewer's path player: choosing a generated path and stepping through it shows each state. */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flowPaths } from '../../machines/flow-model';
import { orderBulkModel } from '../../machines/order-bulk/order-bulk.model';
import { PathPlayer } from './path-player';

afterEach(cleanup);

describe('path player', () => {
  it('plays a shortest path step by step, and goes back to the live state', async () => {
    const user = userEvent.setup();
    const onShow = vi.fn();
    render(<PathPlayer model={orderBulkModel} onShow={onShow} />);
    const paths = flowPaths(orderBulkModel);
    const longest = paths.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
    const index = paths.indexOf(longest);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Path' }), String(index));
    expect(onShow).toHaveBeenLastCalledWith('idle');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    for (const step of longest.steps.slice(1)) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(onShow).toHaveBeenLastCalledWith(step.snapshot.value);
    }
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getAllByRole('listitem').at(-1)).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onShow).toHaveBeenLastCalledWith(longest.steps.at(-2)!.snapshot.value);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Path' }), '-1');
    expect(onShow).toHaveBeenLastCalledWith(undefined);
  });
});
