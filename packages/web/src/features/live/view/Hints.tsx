import { endpoints } from '@dtu-web/protocol';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router';
import { api } from '../../../lib/api/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { liveStore } from '../../../lib/live/index.ts';

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
    api.get(endpoints.systemStatus).then(
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

const RADIO = 1;
const TIME = 2;
const PASSWORD = 4;
const PIN_MAPPING = 8;

/** The hints as bits: this component renders when one of them changes, not on every frame. */
function hintBits(): number {
  const hints = liveStore.getSummary()?.hints;
  if (!hints) return 0;
  return (
    (hints.radio_problem ? RADIO : 0) |
    (hints.time_sync ? TIME : 0) |
    (hints.default_password ? PASSWORD : 0) |
    // v25.1.14+ (firmware-versions.md §2.3): a generic build without a pin profile chosen.
    (hints.pin_mapping_issue === true ? PIN_MAPPING : 0)
  );
}

/** The device's hints: radio problem, clock not synchronised, default password, no pin profile. */
export function Hints() {
  const { t } = useI18n();
  const hints = useSyncExternalStore(liveStore.subscribeSummary, hintBits);
  const late = useUpLongerThanGrace((hints & TIME) !== 0);
  return (
    <>
      {(hints & RADIO) !== 0 && <Hint danger>{t('live.HintRadio')}</Hint>}
      {(hints & TIME) !== 0 && (
        <Hint danger={late}>
          {late ? t('live.HintTimeLate') : t('live.HintTime')}{' '}
          <Link to="/settings/ntp">{t('nav.NTPSettings')}</Link>
        </Hint>
      )}
      {(hints & PIN_MAPPING) !== 0 && (
        <Hint>
          {t('live.HintPinMapping')} <Link to="/settings/device">{t('nav.DeviceManager')}</Link>
        </Hint>
      )}
      {(hints & PASSWORD) !== 0 && (
        <Hint>
          {t('live.HintPassword')} <Link to="/settings/security">{t('nav.SecuritySettings')}</Link>
        </Hint>
      )}
    </>
  );
}
