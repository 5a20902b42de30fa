import { Switch } from '../../components/FormField.tsx';
import { useI18n } from '../../lib/i18n/index.ts';
import { CONSOLE_LEVELS, type ConsoleLevel } from './consoleLines.ts';

export interface ConsoleToolbarProps {
  levels: ReadonlySet<ConsoleLevel>;
  onLevels: (levels: ReadonlySet<ConsoleLevel>) => void;
  search: string;
  onSearch: (search: string) => void;
  paused: boolean;
  onPaused: (paused: boolean) => void;
  autoScroll: boolean;
  onAutoScroll: (on: boolean) => void;
  /** v25.5.10+: lines carry a level, so the level filter means something. */
  withLevels: boolean;
  onClear: () => void;
  onCopy: () => void;
  onDownload: () => void;
}

const LEVEL_LABELS: Readonly<Record<ConsoleLevel, string>> = {
  E: 'console.LevelE',
  W: 'console.LevelW',
  I: 'console.LevelI',
  D: 'console.LevelD',
  V: 'console.LevelV',
};

/** Filter, search and the actions above the console panel. */
export function ConsoleToolbar(props: ConsoleToolbarProps) {
  const { t } = useI18n();
  const toggle = (level: ConsoleLevel, on: boolean): void => {
    const next = new Set(props.levels);
    if (on) next.add(level);
    else next.delete(level);
    props.onLevels(next);
  };
  return (
    <div className="console-toolbar d-flex flex-wrap align-items-center gap-2 mb-2">
      {props.withLevels && (
        <fieldset className="d-flex flex-wrap gap-1 border-0 p-0 m-0">
          <legend className="visually-hidden">{t('console.Levels')}</legend>
          {CONSOLE_LEVELS.map((level) => (
            <label key={level} className={`console-level-toggle console-level-${level}`}>
              <input
                type="checkbox"
                className="form-check-input me-1"
                checked={props.levels.has(level)}
                onChange={(event) => {
                  toggle(level, event.target.checked);
                }}
              />
              {t(LEVEL_LABELS[level])}
            </label>
          ))}
        </fieldset>
      )}
      <input
        type="search"
        className="form-control form-control-sm console-search"
        placeholder={t('console.Search')}
        aria-label={t('console.Search')}
        value={props.search}
        onChange={(event) => {
          props.onSearch(event.target.value);
        }}
      />
      <Switch label={t('console.Pause')} checked={props.paused} onChange={props.onPaused} className="mb-0" />
      <Switch
        label={t('console.AutoScroll')}
        checked={props.autoScroll}
        onChange={props.onAutoScroll}
        className="mb-0"
      />
      <button type="button" className="btn btn-secondary btn-sm" onClick={props.onClear}>
        {t('console.Clear')}
      </button>
      <button type="button" className="btn btn-primary btn-sm" onClick={props.onCopy}>
        {t('console.Copy')}
      </button>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={props.onDownload}>
        {t('console.Download')}
      </button>
    </div>
  );
}
