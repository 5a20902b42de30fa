import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n/index.ts';

function ScreenError({ message }: { message: string }) {
  const { t } = useI18n();
  return (
    <div className="container-xxl">
      <div className="alert alert-danger" role="alert">
        <p>{t('error.Page', { message })}</p>
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('error.ReloadPage')}
        </button>
      </div>
    </div>
  );
}

interface State {
  error: Error | null;
}

/** A screen that fails (e.g. its code could not load while the device restarts) shows why, not a blank page. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  /** The screen shows the message; the console keeps the stack for whoever has to find the bug. */
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed:', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ScreenError message={this.state.error.message} /> : this.props.children;
  }
}
