import '../styles/alert.scss';
import { useEffect, useRef } from 'react';
import { useI18n } from '../lib/i18n/index.ts';
import type { GatewayRestart } from '../lib/restart/index.ts';

export interface GatewayRestartNoticeProps {
  restart: GatewayRestart;
}

/**
 * What the user sees while the gateway restarts (see lib/restart): nothing while idle; a "restarting"
 * notice with the elapsed time while waiting; "back, reloading" once it answers; after the time limit a
 * message with a link that waits again. Focus moves to the time-out message so it is not missed.
 */
export function GatewayRestartNotice({ restart }: GatewayRestartNoticeProps) {
  const { t } = useI18n();
  const retry = useRef<HTMLButtonElement>(null);
  const timedOut = restart.phase === 'timedOut';
  useEffect(() => {
    if (timedOut) retry.current?.focus();
  }, [timedOut]);

  if (restart.phase === 'idle') return null;
  if (timedOut) {
    return (
      <div className="alert alert-danger" role="alert" data-testid="gateway-restart">
        <p className="mb-1">
          <strong>{t('restart.NotBackTitle')}</strong>
        </p>
        <p className="mb-2">{t('restart.NotBackText', { seconds: restart.giveUpAfterSeconds })}</p>
        <button ref={retry} type="button" className="btn btn-link p-0" onClick={restart.retry}>
          {t('restart.Retry')}
        </button>
      </div>
    );
  }
  const reloading = restart.phase === 'reloading';
  return (
    <div className="alert alert-info d-flex gap-3 align-items-start" data-testid="gateway-restart">
      <div className="spinner-border spinner-border-sm mt-1" aria-hidden="true" />
      <div>
        {/* Only the state is a live region: the ticking time would be read out every second. */}
        <p className="mb-1" role="status">
          <strong>{reloading ? t('restart.Back') : t('restart.Waiting')}</strong>
        </p>
        {!reloading && (
          <p className="mb-0" data-testid="gateway-restart-elapsed">
            {t('restart.Elapsed', { seconds: restart.elapsedSeconds })}
          </p>
        )}
      </div>
    </div>
  );
}
