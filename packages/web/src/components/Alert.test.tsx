import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../test/i18n.ts';
import { errorResult, ResultAlert } from './ResultAlert.tsx';
import { showToast } from './toastStore.ts';
import { Toasts } from './Toasts.tsx';
import { ApiError } from '../lib/api/index.ts';

beforeAll(async () => {
  await loadStrings();
});

describe('ResultAlert', () => {
  it('shows the translated api response with its param, coloured by type', () => {
    render(
      <ResultAlert result={{ type: 'warning', message: 'Name too long', code: 4002, param: { max: 31 } }} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The name must have 1 to 31 characters.');
    expect(alert).toHaveClass('alert-warning');
  });

  it('shows a generic failure with the device message when there is no code', () => {
    render(<ResultAlert result={{ type: 'warning', message: 'Hostname too long!' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The device could not do this. Its message: Hostname too long!',
    );
  });

  it('turns a failed call into a danger result with its message and status', () => {
    expect(errorResult(new ApiError('Out of memory', 500))).toEqual({
      type: 'danger',
      message: 'Out of memory (500)',
    });
  });

  it('says the gateway did not answer when a call got no answer at all, never the browser’s words', () => {
    render(<ResultAlert result={errorResult(new ApiError('Failed to fetch', 0))} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The gateway did not answer.');
    expect(alert).not.toHaveTextContent('Failed to fetch');
    expect(alert).toHaveClass('alert-danger');
  });

  describe('countdown', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('a success closes itself after a visible countdown ticking each second', () => {
      const onClose = vi.fn();
      render(<ResultAlert result={{ type: 'success', message: 'ok', code: 1001 }} onClose={onClose} />);
      expect(screen.getByRole('status')).toHaveTextContent('Settings saved.');
      expect(screen.getByTestId('alert-countdown')).toHaveTextContent('Closes in 5 s');
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(screen.getByTestId('alert-countdown')).toHaveTextContent('Closes in 4 s');
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(onClose).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(onClose).toHaveBeenCalledOnce();
    });

    it('a warning stays until closed', () => {
      const onClose = vi.fn();
      render(<ResultAlert result={{ type: 'warning', message: 'x', code: 1005 }} onClose={onClose} />);
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.queryByTestId('alert-countdown')).toBeNull();
    });

    it('a toast shows for 5 s with a countdown', async () => {
      render(<Toasts />);
      act(() => {
        showToast('Copied', 'success');
      });
      await act(async () => {
        await vi.dynamicImportSettled();
      });
      expect(screen.getByText('Copied')).toBeInTheDocument();
      expect(screen.getByTestId('toast-countdown')).toHaveTextContent('Closes in 5 s');
      act(() => {
        vi.advanceTimersByTime(2000);
      });
      expect(screen.getByTestId('toast-countdown')).toHaveTextContent('Closes in 3 s');
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(screen.queryByText('Copied')).toBeNull();
    });
  });
});
