import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../test/i18n.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

beforeAll(async () => {
  await loadStrings();
});

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Ask
      </button>
      <ConfirmDialog
        open={open}
        title="Reboot the device?"
        confirmLabel="Reboot"
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
        }}
      >
        Really?
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a labelled modal dialog with Cancel focused; Escape cancels and focus returns', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = screen.getByRole('dialog', { name: 'Reboot the device?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog and confirms with its button', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reboot' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Reboot' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
