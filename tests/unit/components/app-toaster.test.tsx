/** Issue 13 item 6: a success toast shows for 3 s, without an icon or a close button, at the bottom centre. */
import { act, cleanup, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../../src/components/app-toaster';
import { TOAST_DURATION_MS } from '../../../src/domain/constants';

// jsdom has no matchMedia; react-hot-toast asks it whether motion is reduced.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;

afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('sit at the bottom centre, away from the page-header actions (top right)', () => {
    render(<AppToaster />);
    act(() => {
      toast.success('Saved.');
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Saved.');
    // react-hot-toast places each toast with inline styles: anchored to the bottom, centred.
    const wrapper = status.closest('div[style*="position"]') as HTMLElement;
    expect(wrapper.style.bottom).toBe('0px');
    expect(wrapper.style.top).toBe('');
    expect(wrapper.style.justifyContent).toBe('center');
    // No icon and no close button: the message is all there is.
    expect(status.parentElement?.querySelectorAll('svg, button, [role="img"]')).toHaveLength(0);
  });

  it('go away after 3 s', () => {
    vi.useFakeTimers();
    expect(TOAST_DURATION_MS).toBe(3000);
    render(<AppToaster />);
    act(() => {
      toast.success('Saved.');
    });
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    // Dismissed at 3 s, then taken out of the page once its exit animation is done.
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });
});
