import { ALERT_LIMITS, ALERT_RULES, type AlertConfig, type AlertRuleSettings } from '@dtu-web/protocol';
import { Switch } from '../../components/FormField.tsx';
import { SettingsCard } from '../../components/SettingsPage.tsx';
import type { SettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { ruleName } from './alertText.ts';
import { NumberInput } from './inputs.tsx';

type Rules = AlertRuleSettings;

/** Each rule on or off, with its parameters. */
export function RulesCard({ form, value }: { form: SettingsForm<AlertConfig>; value: AlertConfig }) {
  const { t } = useI18n();
  const setRule = <K extends keyof Rules>(rule: K, change: Partial<Rules[K]>): void => {
    form.update((config) => ({
      ...config,
      rules: { ...config.rules, [rule]: { ...config.rules[rule], ...change } },
    }));
  };
  const range = (limits: { min: number; max: number }) =>
    t('alerts.Range', { min: limits.min, max: limits.max });
  const { rules } = value;
  return (
    <SettingsCard title={t('alerts.RulesCard')}>
      {ALERT_RULES.map((rule) => (
        <fieldset key={rule} className="mb-3 border-bottom pb-2">
          <legend className="visually-hidden">{ruleName(t, rule)}</legend>
          <Switch
            className="mb-2"
            label={ruleName(t, rule)}
            checked={rules[rule].enabled}
            onChange={(enabled) => {
              setRule(rule, { enabled });
            }}
          />
          {rules[rule].enabled && rule === 'gateway_offline' && (
            <NumberInput
              label={t('alerts.AfterMinutes')}
              unit={t('alerts.UnitMinutes')}
              hint={range(ALERT_LIMITS.minutes)}
              value={rules.gateway_offline.minutes}
              error={form.error('rules.gateway_offline.minutes')}
              onChange={(minutes) => {
                setRule('gateway_offline', { minutes });
              }}
            />
          )}
          {rules[rule].enabled && rule === 'inverter_unreachable' && (
            <NumberInput
              label={t('alerts.AfterMinutes')}
              unit={t('alerts.UnitMinutes')}
              hint={range(ALERT_LIMITS.minutes)}
              value={rules.inverter_unreachable.minutes}
              error={form.error('rules.inverter_unreachable.minutes')}
              onChange={(minutes) => {
                setRule('inverter_unreachable', { minutes });
              }}
            />
          )}
          {rules[rule].enabled && rule === 'inverter_not_producing' && (
            <NumberInput
              label={t('alerts.AfterMinutes')}
              unit={t('alerts.UnitMinutes')}
              hint={range(ALERT_LIMITS.minutes)}
              value={rules.inverter_not_producing.minutes}
              error={form.error('rules.inverter_not_producing.minutes')}
              onChange={(minutes) => {
                setRule('inverter_not_producing', { minutes });
              }}
            />
          )}
          {rules[rule].enabled && rule === 'string_low' && (
            <>
              <NumberInput
                label={t('alerts.OverDays')}
                unit={t('alerts.UnitDays')}
                hint={range(ALERT_LIMITS.days)}
                value={rules.string_low.days}
                error={form.error('rules.string_low.days')}
                onChange={(days) => {
                  setRule('string_low', { days });
                }}
              />
              <NumberInput
                label={t('alerts.Ratio')}
                unit="%"
                hint={t('alerts.RatioHint')}
                value={Math.round(rules.string_low.ratio * 100)}
                error={form.error('rules.string_low.ratio')}
                onChange={(percent) => {
                  setRule('string_low', { ratio: percent / 100 });
                }}
              />
            </>
          )}
          {rules[rule].enabled && rule === 'temperature_high' && (
            <NumberInput
              label={t('alerts.Celsius')}
              unit="°C"
              hint={range(ALERT_LIMITS.celsius)}
              value={rules.temperature_high.celsius}
              error={form.error('rules.temperature_high.celsius')}
              onChange={(celsius) => {
                setRule('temperature_high', { celsius });
              }}
            />
          )}
        </fieldset>
      ))}
    </SettingsCard>
  );
}
