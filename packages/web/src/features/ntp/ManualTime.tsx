import { endpoints, type NtpTime, type NtpTimeRequest } from '@dtu-web/protocol';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormRow } from '../../components/FormField.tsx';
import { ResultAlert, errorResult } from '../../components/ResultAlert.tsx';
import { SettingsCard } from '../../components/SettingsPage.tsx';
import { api, type ApiResult } from '../../lib/api/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';

/** The device's local time as read, and when it was read (browser clock, ms). */
interface DeviceClock {
  time: NtpTime;
  readAt: number;
}

/** The browser's local time as the device wants it. */
export function browserTime(now: Date): NtpTimeRequest {
  return {
    year: now.getFullYear(),
    month: now.getMonth() + 1,
    day: now.getDate(),
    hour: now.getHours(),
    minute: now.getMinutes(),
    second: now.getSeconds(),
  };
}

/** The device's wall-clock time `elapsed` ms after it was read, as a UTC date holding its fields. */
export function deviceWallClock(time: NtpTimeRequest, elapsed: number): Date {
  const base = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  return new Date(base + Math.max(0, elapsed));
}

/** A clock that ticks once a second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now;
}

/** Manual time synchronisation: device and browser clocks side by side, and a button to send the latter. */
export function ManualTime() {
  const { t, locale } = useI18n();
  const now = useNow();
  const [clock, setClock] = useState<DeviceClock | null>(null);
  const [result, setResult] = useState<ApiResult | null>(null);
  const [sending, setSending] = useState(false);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get(endpoints.ntpTime, controller.signal)
      .then((time) => {
        setClock({ time, readAt: Date.now() });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setResult(errorResult(error));
      });
    return () => {
      controller.abort();
    };
  }, [reads]);

  // The device's fields are its local time: shown as they are, whatever the browser's zone.
  const deviceFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'medium',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }),
    [locale],
  );
  const browserFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23' }),
    [locale],
  );

  const send = useCallback(async () => {
    setSending(true);
    setResult(null);
    try {
      const answer = await api.post(endpoints.ntpTimeSave, browserTime(new Date()));
      setResult(answer);
      if (answer.type === 'success') setReads((count) => count + 1);
    } catch (error) {
      setResult(errorResult(error));
    } finally {
      setSending(false);
    }
  }, []);

  const deviceText =
    clock === null ? '…' : deviceFormat.format(deviceWallClock(clock.time, now - clock.readAt));

  return (
    <SettingsCard title={t('ntp.ManualCard')}>
      <ResultAlert
        result={result}
        onClose={() => {
          setResult(null);
        }}
      />
      <FormRow
        label={t('ntp.DeviceTime')}
        hint={clock?.time.ntp_status === false ? t('ntp.NotSynced') : undefined}
      >
        {({ id, describedBy }) => (
          <output
            id={id}
            aria-describedby={describedBy}
            className="form-control-plaintext"
            data-testid="device-time"
          >
            {deviceText}
          </output>
        )}
      </FormRow>
      <FormRow label={t('ntp.BrowserTime')}>
        {({ id }) => (
          <output id={id} className="form-control-plaintext" data-testid="browser-time">
            {browserFormat.format(now)}
          </output>
        )}
      </FormRow>
      <div className="row">
        <div className="col-sm-9 offset-sm-3">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={sending}
            onClick={() => {
              void send();
            }}
          >
            {sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('ntp.SendBrowserTime')}
          </button>
          <div className="form-text">{t('ntp.SendBrowserTimeHint')}</div>
        </div>
      </div>
    </SettingsCard>
  );
}
