import {
  endpoints,
  networkRequestSchema,
  chipIdFromApName,
  effectiveHostname,
  SYSLOG_DEFAULT_PORT,
  SYSLOG_MAX_HOSTNAME_STRLEN,
  type NetworkConfig,
} from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { SettingsCard, SettingsPage } from '../../components/SettingsPage.tsx';
import {
  NameField,
  NumberField,
  PasswordField,
  SwitchField,
  TextField,
} from '../../components/SettingsFields.tsx';
import { api } from '../../lib/api/index.ts';
import { useFirmware } from '../../lib/firmware/index.ts';
import { useRequestSchema } from '../../lib/form/useRequestSchema.ts';
import { useSettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';

const IP_FIELDS = ['ipaddress', 'netmask', 'gateway', 'dns1', 'dns2'] as const;

/** The label of each static address field: the five inputs differ in nothing else. */
const IP_LABELS: Record<(typeof IP_FIELDS)[number], string> = {
  ipaddress: 'network.IpAddress',
  netmask: 'network.Netmask',
  gateway: 'network.Gateway',
  dns1: 'network.Dns1',
  dns2: 'network.Dns2',
};

/** The chip id the hostname template is expanded with, read from the access point's name. */
function useChipId(): number | undefined {
  const [chipId, setChipId] = useState<number | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get(endpoints.networkStatus, controller.signal)
      .then((status) => {
        setChipId(chipIdFromApName(status.ap_ssid));
      })
      .catch(() => {
        // Without it the hint only explains the template; the form itself does not need it.
      });
    return () => {
      controller.abort();
    };
  }, []);
  return chipId;
}

/** Network settings: WiFi, hostname, static address, mDNS and the admin access point (device-api §1.9). */
export default function NetworkPage() {
  const { t } = useI18n();
  const chipId = useChipId();
  const firmware = useFirmware();
  const schema = useRequestSchema(networkRequestSchema);
  const form = useSettingsForm<NetworkConfig, Required<NetworkConfig>>({
    path: endpoints.networkConfig.path,
    schema,
    // v25.5.10+ stores missing syslog fields as off / "null" / 0 (firmware-versions.md §2.7): they are
    // always sent back as loaded, or as the defaults where the release has none (ignored there, §6).
    fromConfig: (config) => ({
      ...config,
      syslogenabled: config.syslogenabled ?? false,
      sysloghostname: config.sysloghostname ?? '',
      syslogport: config.syslogport ?? SYSLOG_DEFAULT_PORT,
    }),
  });

  function hostnameHint(template: string): string {
    if (!template.includes('%')) return t('network.HostnameHint');
    if (chipId === undefined) return t('network.HostnameTemplateHint');
    return t('network.HostnameBecomes', { hostname: effectiveHostname(template, chipId) });
  }

  return (
    <SettingsPage title={t('network.Title')} form={form}>
      {(value) => {
        // The device checks the addresses even with DHCP on: a wrong one must stay reachable.
        const staticShown = !value.dhcp || IP_FIELDS.some((field) => form.error(field) !== undefined);
        return (
          <>
            <SettingsCard title={t('network.WifiCard')}>
              <TextField
                form={form}
                name="ssid"
                label={t('network.Ssid')}
                autoComplete="off"
                maxLength={32}
              />
              <PasswordField form={form} name="password" label={t('network.Password')} maxLength={64} />
              <NameField
                form={form}
                name="hostname"
                label={t('network.Hostname')}
                hint={hostnameHint(value.hostname)}
                maxLength={32}
              />
              <SwitchField form={form} name="dhcp" label={t('network.Dhcp')} />
            </SettingsCard>
            {staticShown && (
              <SettingsCard title={t('network.StaticCard')}>
                {IP_FIELDS.map((field) => (
                  <TextField
                    key={field}
                    form={form}
                    name={field}
                    label={t(IP_LABELS[field])}
                    inputMode="decimal"
                    maxLength={32}
                  />
                ))}
              </SettingsCard>
            )}
            <SettingsCard title={t('network.MdnsCard')}>
              <SwitchField
                form={form}
                name="mdnsenabled"
                label={t('network.Mdns')}
                hint={t('network.MdnsHint')}
              />
            </SettingsCard>
            {firmware.has('syslog') && (
              <SettingsCard title={t('network.SyslogCard')}>
                <SwitchField
                  form={form}
                  name="syslogenabled"
                  label={t('network.Syslog')}
                  hint={t('network.SyslogHint')}
                />
                {value.syslogenabled && (
                  <>
                    <TextField
                      form={form}
                      name="sysloghostname"
                      label={t('network.SyslogServer')}
                      hint={t('network.SyslogServerHint')}
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={SYSLOG_MAX_HOSTNAME_STRLEN}
                    />
                    <NumberField
                      form={form}
                      name="syslogport"
                      label={t('network.SyslogPort')}
                      min={1}
                      max={65535}
                      step={1}
                      inputMode="numeric"
                    />
                  </>
                )}
              </SettingsCard>
            )}
            <SettingsCard title={t('network.ApCard')}>
              <NumberField
                form={form}
                name="aptimeout"
                label={t('network.ApTimeout')}
                hint={t('network.ApTimeoutHint')}
                unit={t('network.Minutes')}
                min={0}
                max={99999}
                step={1}
                inputMode="numeric"
              />
            </SettingsCard>
          </>
        );
      }}
    </SettingsPage>
  );
}
