import {
  endpoints,
  LogLevel,
  loggingConfigSchema,
  type LoggingConfig,
  type LogModuleLevel,
} from '@dtu-web/protocol';
import { useState } from 'react';
import { FormRow } from '../../components/FormField.tsx';
import { api } from '../../lib/api/index.ts';
import { PageFrame } from '../../components/PageFrame.tsx';
import { SettingsCard, SettingsPage } from '../../components/SettingsPage.tsx';
import { useFirmware } from '../../lib/firmware/index.ts';
import type { SettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useSettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { loadLogging, type LoadedLogging } from './loadLogging.ts';

/** The label of each level (literal keys, so the catalogue check sees them). */
const LEVEL_LABELS: Readonly<Record<number, string>> = {
  [LogLevel.Inherit]: 'logging.LevelInherit',
  [LogLevel.None]: 'logging.Level0',
  [LogLevel.Error]: 'logging.Level1',
  [LogLevel.Warning]: 'logging.Level2',
  [LogLevel.Info]: 'logging.Level3',
  [LogLevel.Debug]: 'logging.Level4',
  [LogLevel.Verbose]: 'logging.Level5',
};

const LEVELS = [
  LogLevel.None,
  LogLevel.Error,
  LogLevel.Warning,
  LogLevel.Info,
  LogLevel.Debug,
  LogLevel.Verbose,
] as const;

/** What is sent: always `loglevel.default` (a missing one means "none"), every module as shown. */
function toBody(value: LoggingConfig): LoggingConfig {
  return {
    loglevel: {
      default: value.loglevel.default,
      modules: value.loglevel.modules.map((module) => ({ name: module.name, level: module.level })),
    },
  };
}

interface LevelSelectProps {
  label: string;
  value: number;
  withInherit: boolean;
  onChange: (level: number) => void;
}

function LevelSelect({ label, value, withInherit, onChange }: LevelSelectProps) {
  const { t } = useI18n();
  const options = withInherit ? [LogLevel.Inherit, ...LEVELS] : LEVELS;
  return (
    <FormRow label={label}>
      {({ id, describedBy }) => (
        <select
          id={id}
          className="form-select"
          aria-describedby={describedBy}
          value={String(value)}
          onChange={(event) => {
            onChange(Number(event.target.value));
          }}
        >
          {options.map((level) => (
            <option key={level} value={String(level)}>
              {t(LEVEL_LABELS[level] ?? 'logging.LevelInherit')}
            </option>
          ))}
        </select>
      )}
    </FormRow>
  );
}

interface LoggingFormProps {
  /** The release reports every module's level (v25.9.11+); before, some are looked up in config.json. */
  readsAllSlots: boolean;
  firmware: string;
}

function LoggingForm({ readsAllSlots, firmware }: LoggingFormProps) {
  const { t } = useI18n();
  const [unsure, setUnsure] = useState<readonly string[]>([]);
  const form: SettingsForm<LoggingConfig> = useSettingsForm<LoadedLogging, LoggingConfig>({
    path: endpoints.loggingConfig.path,
    schema: loggingConfigSchema,
    load: async (signal) => {
      const loaded = await loadLogging(api, readsAllSlots, signal);
      setUnsure(loaded.unsure);
      return loaded;
    },
    fromConfig: (loaded) => loaded.config,
    toBody,
  });
  const setModule = (name: string, level: number): void => {
    form.update((current) => ({
      loglevel: {
        ...current.loglevel,
        modules: current.loglevel.modules.map((module): LogModuleLevel =>
          module.name === name ? { name, level } : module,
        ),
      },
    }));
  };
  return (
    <SettingsPage title={t('logging.Title')} form={form}>
      {(value) => (
        <>
          <SettingsCard title={t('logging.DefaultCard')}>
            <p className="text-body-secondary small">{t('logging.DefaultHint')}</p>
            <LevelSelect
              label={t('logging.DefaultLevel')}
              value={value.loglevel.default}
              withInherit={false}
              onChange={(level) => {
                form.update((current) => ({ loglevel: { ...current.loglevel, default: level } }));
              }}
            />
          </SettingsCard>
          <SettingsCard title={t('logging.ModulesCard')}>
            <p className="text-body-secondary small">{t('logging.ModulesHint')}</p>
            {unsure.length > 0 && (
              <div className="alert alert-warning" role="status">
                {t('logging.LevelsUnsure', { firmware, modules: unsure.join(', ') })}
              </div>
            )}
            {value.loglevel.modules.map((module) => (
              <LevelSelect
                key={module.name}
                label={module.name}
                value={module.level}
                withInherit
                onChange={(level) => {
                  setModule(module.name, level);
                }}
              />
            ))}
          </SettingsCard>
        </>
      )}
    </SettingsPage>
  );
}

/** Settings → Logging (v25.5.10+): the console's default level and each module's. */
export default function LoggingPage() {
  const { t } = useI18n();
  const firmware = useFirmware();
  if (firmware.status === 'ready' && !firmware.has('logging')) {
    return (
      <PageFrame title={t('logging.Title')}>
        <div className="alert alert-info" role="status">
          {t('logging.NotOnThisFirmware', { firmware: firmware.label })}
        </div>
      </PageFrame>
    );
  }
  if (firmware.status === 'loading') {
    return (
      <PageFrame title={t('logging.Title')} loading>
        {null}
      </PageFrame>
    );
  }
  return <LoggingForm readsAllSlots={firmware.has('loggingAllSlotsRead')} firmware={firmware.label} />;
}
