import { ALERT_LIMITS, type AlertConfig } from '@dtu-web/protocol';
import { Switch } from '../../components/FormField.tsx';
import { SettingsCard } from '../../components/SettingsPage.tsx';
import type { SettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { NumberInput, TextInput } from './inputs.tsx';

const DEFAULT_QUIET = { from: '22:00', to: '07:00' };
const DEFAULT_RENOTIFY = 24;

/** Quiet hours (all but critical messages wait) and re-sending a still-firing alert. */
export function DeliveryCard({ form, value }: { form: SettingsForm<AlertConfig>; value: AlertConfig }) {
  const { t } = useI18n();
  const { quiet, renotify_hours: renotify } = value;
  return (
    <SettingsCard title={t('alerts.DeliveryCard')}>
      <Switch
        className="mb-2"
        label={t('alerts.QuietHours')}
        checked={quiet !== null}
        onChange={(on) => {
          form.set('quiet', on ? DEFAULT_QUIET : null);
        }}
      />
      {quiet !== null && (
        <>
          <TextInput
            label={t('alerts.QuietFrom')}
            type="time"
            value={quiet.from}
            error={form.error('quiet.from')}
            onChange={(from) => {
              form.set('quiet', { ...quiet, from });
            }}
          />
          <TextInput
            label={t('alerts.QuietTo')}
            type="time"
            hint={t('alerts.QuietHint')}
            value={quiet.to}
            error={form.error('quiet.to')}
            onChange={(to) => {
              form.set('quiet', { ...quiet, to });
            }}
          />
        </>
      )}
      <Switch
        className="mb-2"
        label={t('alerts.Renotify')}
        checked={renotify !== null}
        onChange={(on) => {
          form.set('renotify_hours', on ? DEFAULT_RENOTIFY : null);
        }}
      />
      {renotify !== null && (
        <NumberInput
          label={t('alerts.RenotifyHours')}
          unit={t('alerts.UnitHours')}
          hint={t('alerts.Range', ALERT_LIMITS.renotifyHours)}
          value={renotify}
          error={form.error('renotify_hours')}
          onChange={(hours) => {
            form.set('renotify_hours', hours);
          }}
        />
      )}
    </SettingsCard>
  );
}
