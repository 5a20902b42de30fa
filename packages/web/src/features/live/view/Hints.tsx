import type { SystemStatus } from '@dtu-web/protocol';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { api } from '../../../lib/api/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { useLiveSummary } from '../../../lib/live/index.ts';

/** A missing time sync is normal during the first minute after the gateway starts (interface-spec §8). */
const TIME_SYNC_GRACE_MS = 60_000;

function Hint({ children, danger = false }: { children: ReactNode; danger?: boolean }) {
  return (
    <p className={danger ? 'live-hint live-hint-danger' : 'live-hint'} role="status">
      {children}
    </p>
  );
}

/** True once the gateway has been up for more than a minute (asked only while the clock is unsynced). */
function useUpLongerThanGrace(asking: boolean): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!asking) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    api.get<SystemStatus>('/api/system/status').then(
      ({ uptime }) => {
        if (!live) return;
        const left = TIME_SYNC_GRACE_MS - uptime * 1000;
        if (left <= 0) setLate(true);
        else
          timer = setTimeout(() => {
            setLate(true);
          }, left);
      },
      () => undefined, // without the uptime the calm wording stays
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [asking]);
  return asking && late;
}

/** The device's hints: radio problem, clock not synchronised, default password. */
export function Hints() {
  const { t } = useI18n();
  const hints = useLiveSummary()?.hints;
  const late = useUpLongerThanGrace(hints?.time_sync === true);
  if (!hints) return null;
  return (
    <>
      {hints.radio_problem && <Hint danger>{t('live.HintRadio')}</Hint>}
      {hints.time_sync && (
        <Hint danger={late}>
          {late ? t('live.HintTimeLate') : t('live.HintTime')}{' '}
          <Link to="/settings/ntp">{t('nav.NTPSettings')}</Link>
        </Hint>
      )}
      {hints.default_password && (
        <Hint>
          {t('live.HintPassword')} <Link to="/settings/security">{t('nav.SecuritySettings')}</Link>
        </Hint>
      )}
    </>
  );
}
