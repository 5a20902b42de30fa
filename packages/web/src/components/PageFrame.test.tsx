import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../test/i18n.ts';
import { PageFrame } from './PageFrame.tsx';
import { PULL } from './pullToRefresh.ts';

beforeAll(async () => {
  await loadStrings();
});

function touch(element: Element, type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) {
  const touches = type === 'touchEnd' ? [] : [{ clientY: y, clientX: 0, identifier: 0, target: element }];
  fireEvent[type](element, { touches });
}

describe('PageFrame', () => {
  it('shows the title as heading and document title, and the content', () => {
    render(<PageFrame title="Network settings">content</PageFrame>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Network settings');
    expect(document.title).toBe('Network settings · Solar DTU');
    expect(screen.getByText('content')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(screen.queryByRole('img', { name: /Online|Offline/ })).toBeNull();
  });

  it('hides the content behind a spinner while loading', () => {
    render(
      <PageFrame title="System information" loading>
        content
      </PageFrame>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('content')).toBeNull();
  });

  it('the reload button emits a reload', async () => {
    const onReload = vi.fn();
    render(<PageFrame title="MQTT information" showReload onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('shows the websocket marker: green pulsing online, red offline', () => {
    const { rerender } = render(<PageFrame title="Console" showSocketState online />);
    expect(screen.getByRole('img', { name: 'Online' })).toHaveClass('status-dot', 'online');
    rerender(<PageFrame title="Console" showSocketState online={false} />);
    expect(screen.getByRole('img', { name: 'Offline' })).toHaveClass('status-dot', 'offline');
  });

  it('uses the full width when wide', () => {
    render(<PageFrame title="Live view" wide />);
    expect(screen.getByTestId('page-frame')).toHaveClass('container-fluid');
  });

  it('pull-to-refresh emits a reload instead of reloading the page', () => {
    vi.useFakeTimers();
    try {
      const onReload = vi.fn();
      render(<PageFrame title="Live view" onReload={onReload} />);
      const frame = screen.getByTestId('page-frame');
      touch(frame, 'touchStart', 10);
      touch(frame, 'touchMove', 40);
      expect(screen.getByText('Pull to refresh')).toBeInTheDocument();
      touch(frame, 'touchMove', 10 + PULL.threshold);
      expect(screen.getByText('Release to refresh')).toBeInTheDocument();
      touch(frame, 'touchEnd', 0);
      expect(onReload).toHaveBeenCalledOnce();
      expect(screen.getByText('Refreshing…')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(PULL.refreshTimeoutMs);
      });
      expect(screen.queryByText('Refreshing…')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
