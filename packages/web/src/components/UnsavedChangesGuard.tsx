import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { hasDraft } from '../lib/form/draft.ts';
import { useI18n } from '../lib/i18n/index.ts';
import { appHistory, type GuardedHistory, type HeldNavigation } from '../lib/nav/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useLatest } from '../lib/hooks/useLatest.ts';

export interface UnsavedChangesGuardProps {
  /** There are changes the device does not have yet. */
  when: boolean;
  /** A kept draft (see lib/form/draft.ts) lets the way to the login pass: the edits come back after it. */
  draftKey?: string;
  /** For tests; default: the app's history. */
  history?: GuardedHistory;
}

/** Asks before leaving a screen with unsaved changes: in-app navigation and closing or reloading the tab. */
export function UnsavedChangesGuard({ when, draftKey, history = appHistory }: UnsavedChangesGuardProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  const state = useLatest({ when, pathname, draftKey });

  useEffect(
    () =>
      history.guard((next) => {
        const now = state.current;
        if (!now.when || next === now.pathname) return false;
        return !(next === '/login' && now.draftKey !== undefined && hasDraft(now.draftKey));
      }, setHeld),
    [history, state],
  );

  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent): void => {
      // Browsers show their own text; preventDefault is what asks.
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [when]);

  return (
    <ConfirmDialog
      open={held !== null}
      title={t('form.UnsavedTitle')}
      confirmLabel={t('form.Leave')}
      cancelLabel={t('form.Stay')}
      confirmVariant="warning"
      onConfirm={() => {
        setHeld(null);
        held?.proceed();
      }}
      onCancel={() => {
        setHeld(null);
        held?.stay();
      }}
    >
      {t('form.UnsavedText')}
    </ConfirmDialog>
  );
}

export interface ReloadGuard {
  /** What the screen's Reload button and pull-to-refresh call. */
  onReload: () => void;
  /** The question, to be rendered by the screen. */
  dialog: ReactNode;
}

/**
 * The screen's own Reload (button or pull-to-refresh) reads the device's settings again, which drops
 * what the user typed: with unsaved changes it asks first, as leaving the screen does.
 */
export function useReloadGuard(dirty: boolean, reload: () => void): ReloadGuard {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  return {
    onReload: () => {
      if (dirty) setAsking(true);
      else reload();
    },
    dialog: (
      <ConfirmDialog
        open={asking}
        title={t('form.ReloadTitle')}
        confirmLabel={t('form.ReloadConfirm')}
        cancelLabel={t('form.Stay')}
        confirmVariant="warning"
        onConfirm={() => {
          setAsking(false);
          reload();
        }}
        onCancel={() => {
          setAsking(false);
        }}
      >
        {t('form.ReloadText')}
      </ConfirmDialog>
    ),
  };
}
