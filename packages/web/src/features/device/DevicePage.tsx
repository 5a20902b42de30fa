import './device.scss';
import {
  endpoints,
  deviceRequestSchema,
  checkBodyAll,
  type DeviceConfig,
  type DisplayConfig,
  type LedConfig,
} from '@dtu-web/protocol';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { GatewayRestartNotice } from '../../components/GatewayRestartNotice.tsx';
import { SettingsPage } from '../../components/SettingsPage.tsx';
import { TabList, panelId, tabId } from '../../components/Tabs.tsx';
import { useRequestSchema } from '../../lib/form/useRequestSchema.ts';
import { useSettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { useGatewayRestart } from '../../lib/restart/index.ts';
import { DisplayTab } from './DisplayTab.tsx';
import { LedTab } from './LedTab.tsx';
import { PinTab } from './PinTab.tsx';
import { usePinProfiles } from './usePinProfiles.ts';
import { displayLanguage, useLanguagePacks, withLocale } from './displayLanguage.ts';

/** The device config plus the profile name it was loaded with (a changed name restarts the device). */
interface DeviceForm extends DeviceConfig {
  loadedProfile: string;
}

type TabId = 'pins' | 'display' | 'leds';

/** The tab that holds a field (e.g. 'led.1.brightness' → leds). */
function tabOf(field: string): TabId {
  if (field.startsWith('display.')) return 'display';
  if (field.startsWith('led.')) return 'leds';
  return 'pins';
}

/** Device manager: pin profile, the gateway's display and its status LEDs (device-api §1.12). */
export default function DevicePage() {
  const { t } = useI18n();
  const ids = useId();
  const [tab, setTab] = useState<TabId>('pins');
  const [profileReloads, setProfileReloads] = useState(0);
  const profiles = usePinProfiles(profileReloads);
  const [asking, setAsking] = useState(false);
  const restart = useGatewayRestart();
  const [equal, setEqual] = useState(false);
  const [durationText, setDurationText] = useState<string | null>(null);

  const schema = useRequestSchema(deviceRequestSchema);
  const packs = useLanguagePacks();
  const form = useSettingsForm<DeviceConfig, DeviceForm>({
    path: endpoints.deviceConfig.path,
    schema,
    // A device without a stored name runs on its firmware's pins; the list calls that "Default", and the
    // device takes no empty name, so saving stores "Default" (one restart, which the page says first).
    // The display language is kept as both `language` (v24.10.6) and `locale` (v24.11.7+) and sent as
    // both (firmware-versions.md §2.5, §6): each release reads its own and ignores the other.
    fromConfig: (config) => ({
      ...config,
      display: withLocale(config.display, displayLanguage(config.display)),
      curPin: { ...config.curPin, name: config.curPin.name === '' ? 'Default' : config.curPin.name },
      loadedProfile: config.curPin.name,
    }),
    // Pins are not sent: the device takes them only from pin_mapping.json.
    toBody: (value) => ({ curPin: { name: value.curPin.name }, display: value.display, led: value.led }),
  });
  const value = form.value;
  const profileChanged = value !== undefined && value.curPin.name !== value.loadedProfile;

  function setDisplay<K extends keyof DisplayConfig>(key: K, field: DisplayConfig[K]): void {
    form.update((current) => ({ ...current, display: { ...current.display, [key]: field } }));
  }

  function setLeds(led: LedConfig[]): void {
    form.update((current) => ({ ...current, led }));
  }

  function onDurationText(text: string): void {
    setDurationText(text);
    const seconds = Number(text);
    if (text.trim() === '' || !Number.isInteger(seconds)) {
      form.setTextError('display.diagramduration', t('form.NumberRequired'));
      return;
    }
    form.setTextError('display.diagramduration', undefined);
    setDisplay('diagramduration', seconds);
  }

  async function save(): Promise<boolean> {
    const hadProfileChange = profileChanged;
    const accepted = await form.save();
    // The device restarts with the new pins; the app waits for it and reloads.
    if (accepted && hadProfileChange) restart.start();
    return accepted;
  }

  // The save button asks first when the profile changes: the device restarts with the new pins.
  const guardedForm = {
    ...form,
    reload: () => {
      setDurationText(null);
      setProfileReloads((count) => count + 1);
      form.reload();
    },
    save: (): Promise<boolean> => {
      // A refused save shows the tab of the first field to correct (it is then focused).
      const failing =
        form.error('display.diagramduration') !== undefined && durationText !== null
          ? 'display.diagramduration'
          : value === undefined
            ? undefined
            : checkBodyAll(schema, value, 'client')[0]?.field;
      if (!form.valid && failing !== undefined) setTab(tabOf(failing));
      if (profileChanged && form.valid) {
        setAsking(true);
        return Promise.resolve(false);
      }
      return save();
    },
  };

  const tabs = [
    { id: 'pins', label: t('device.TabPins') },
    { id: 'display', label: t('device.TabDisplay') },
    { id: 'leds', label: t('device.TabLeds') },
  ] as const;

  return (
    <>
      <SettingsPage
        title={t('device.Title')}
        form={guardedForm}
        interrupt={restart.phase === 'idle' ? undefined : <GatewayRestartNotice restart={restart} />}
      >
        {(current) => {
          return (
            <>
              <TabList
                label={t('device.Title')}
                tabs={tabs}
                selected={tab}
                onSelect={(id) => {
                  setTab(id as TabId);
                }}
                idPrefix={ids}
                className="mb-3"
              />
              <div role="tabpanel" id={panelId(ids, tab)} aria-labelledby={tabId(ids, tab)} className="mb-3">
                {tab === 'pins' && (
                  <PinTab
                    profiles={profiles}
                    chosen={current.curPin.name}
                    activeName={current.loadedProfile}
                    active={current.curPin}
                    error={form.error('curPin.name')}
                    onChoose={(name) => {
                      form.update((before) => ({ ...before, curPin: { ...before.curPin, name } }));
                    }}
                  />
                )}
                {tab === 'display' && (
                  <DisplayTab
                    display={current.display}
                    error={form.error}
                    onChange={setDisplay}
                    durationText={durationText ?? String(current.display.diagramduration)}
                    onDurationText={onDurationText}
                    locale={displayLanguage(current.display)}
                    packs={packs}
                    onLocale={(code) => {
                      form.update((before) => ({ ...before, display: withLocale(before.display, code) }));
                    }}
                  />
                )}
                {tab === 'leds' && (
                  <LedTab
                    leds={current.led}
                    equal={equal}
                    onEqual={setEqual}
                    onChange={setLeds}
                    error={form.error}
                  />
                )}
              </div>
            </>
          );
        }}
      </SettingsPage>
      <ConfirmDialog
        open={asking}
        title={t('device.ConfirmTitle')}
        confirmLabel={t('device.ConfirmSave')}
        confirmVariant="warning"
        onConfirm={() => {
          setAsking(false);
          void save();
        }}
        onCancel={() => {
          setAsking(false);
        }}
      >
        {t('device.ConfirmText', {
          profile: value?.curPin.name === '' ? t('device.DefaultProfile') : (value?.curPin.name ?? ''),
        })}
      </ConfirmDialog>
    </>
  );
}
