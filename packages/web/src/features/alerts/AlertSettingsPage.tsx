import { AlertCode, alertConfigSchema, type AlertConfig, type ApiResult } from '@dtu-web/protocol';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SettingsPage } from '../../components/SettingsPage.tsx';
import { api, type ApiClient } from '../../lib/api/index.ts';
import { useSettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { fetchAlertConfig, saveAlertConfig } from './api.ts';
import { ChannelsCard } from './ChannelsCard.tsx';
import { DeliveryCard } from './DeliveryCard.tsx';
import { RulesCard } from './RulesCard.tsx';

/** Saves through the companion's answer (a refused setting names its field), reads with the shared client. */
const client: Pick<ApiClient, 'get' | 'post'> = {
  get: api.get,
  post: async <T,>(_target: unknown, data: unknown): Promise<T> =>
    (await saveAlertConfig(data as AlertConfig)) as T,
};

function refusedField(result: ApiResult | null): string | undefined {
  if (result?.code !== AlertCode.InvalidSetting) return undefined;
  const field = (result.param as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' ? field : undefined;
}

/** Alert settings (issue 31): rules, channels, quiet hours, re-sending. */
export default function AlertSettingsPage() {
  const { t } = useI18n();
  const form = useSettingsForm<AlertConfig>({
    path: 'alerts-config',
    schema: alertConfigSchema,
    api: client,
    load: fetchAlertConfig,
  });
  const { result, setTextError, value } = form;
  // The companion refused a setting (90005): shown on the field it names until that field changes.
  const refused = useRef<{ field: string; at: string } | null>(null);
  const handled = useRef<ApiResult | null>(null);
  useEffect(() => {
    if (result === handled.current) return;
    handled.current = result;
    const field = refusedField(result);
    if (field === undefined || value === undefined) return;
    refused.current = { field, at: JSON.stringify(value) };
    setTextError(field, t('alerts.RefusedSetting', { message: result?.message ?? '' }));
  }, [result, setTextError, t, value]);
  useEffect(() => {
    const last = refused.current;
    if (last === null || JSON.stringify(value) === last.at) return;
    refused.current = null;
    setTextError(last.field, undefined);
  }, [value, setTextError]);

  return (
    <SettingsPage
      title={t('alerts.SettingsTitle')}
      form={form}
      after={
        <p>
          <Link to="/alerts">{t('alerts.BackToAlerts')}</Link>
        </p>
      }
    >
      {(config) => (
        <>
          <RulesCard form={form} value={config} />
          <ChannelsCard form={form} value={config} />
          <DeliveryCard form={form} value={config} />
        </>
      )}
    </SettingsPage>
  );
}
