import './console.scss';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../components/PageFrame.tsx';
import { showToast } from '../../components/toastStore.ts';
import { useFirmware } from '../../lib/firmware/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import {
  appendConsoleText,
  CONSOLE_LEVELS,
  deviceTimeOf,
  emptyConsole,
  filterLines,
  linesToText,
  type ConsoleLevel,
  type ConsoleLine,
  type ConsoleText,
} from './consoleLines.ts';
import { ConsoleToolbar } from './ConsoleToolbar.tsx';
import { downloadName, saveText } from './download.ts';
import { useBootTime } from './useBootTime.ts';
import { useConsoleSocket } from './useConsoleSocket.ts';

/** Scrolling up more than this far from the end turns auto-scroll off (interface-spec §9). */
const AUTO_SCROLL_SENSITIVITY_PX = 30;

/**
 * The device's serial console, live over the /console websocket, in either format (v24 raw lines,
 * v25.5.10+ `L (ms) tag: text`): level colours and filter, search, pause, copy, download, and each
 * ESP-IDF line's device time from its milliseconds since boot.
 */
export default function ConsolePage() {
  const { t, format } = useI18n();
  const firmware = useFirmware();
  const [text, setText] = useState(emptyConsole);
  const [autoScroll, setAutoScroll] = useState(true);
  const [paused, setPaused] = useState(false);
  const [levels, setLevels] = useState<ReadonlySet<ConsoleLevel>>(() => new Set(CONSOLE_LEVELS));
  const [search, setSearch] = useState('');
  const bootAt = useBootTime();
  const panel = useRef<HTMLDivElement>(null);

  const onText = useCallback((frame: string) => {
    // Paused: the lines still arrive (nothing is lost), the view just stops moving.
    setText((current) => appendConsoleText(current, frame, Date.now()));
  }, []);
  const connected = useConsoleSocket(onText);
  // While paused the view keeps the lines it had; the newer ones show on resume.
  const [pausedAt, setPausedAt] = useState<ConsoleText | null>(null);
  const frozen = paused && pausedAt !== null ? pausedAt : text;

  const shown = useMemo(() => filterLines(frozen.lines, { levels, search }), [frozen, levels, search]);
  const withLevels = firmware.has('espIdfConsole') || frozen.lines.some((line) => line.level !== undefined);
  const stamp = (line: ConsoleLine): string => format.time(deviceTimeOf(line, bootAt) ?? line.receivedAt);

  useEffect(() => {
    const element = panel.current;
    if (autoScroll && element) element.scrollTop = element.scrollHeight;
  }, [shown, autoScroll]);

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(linesToText(shown, stamp));
      showToast(t('console.Copied'), 'success');
    } catch {
      showToast(t('console.CopyFailed'), 'danger');
    }
  }

  function download(): void {
    // Named with the gateway's time: its newest line's device time when the lines carry one.
    const last = frozen.lines.at(-1);
    const at = (last === undefined ? undefined : deviceTimeOf(last, bootAt)) ?? Date.now();
    saveText(downloadName(at), linesToText(shown, stamp));
  }

  return (
    <PageFrame title={t('console.Title')} showSocketState online={connected}>
      <ConsoleToolbar
        levels={levels}
        onLevels={setLevels}
        search={search}
        onSearch={setSearch}
        paused={paused}
        onPaused={(on) => {
          setPaused(on);
          setPausedAt(on ? text : null);
        }}
        autoScroll={autoScroll}
        onAutoScroll={setAutoScroll}
        withLevels={withLevels}
        onClear={() => {
          setText(emptyConsole);
          setPausedAt(paused ? emptyConsole : null);
        }}
        onCopy={() => void copy()}
        onDownload={download}
      />
      {firmware.has('logging') && (
        // A new v25.5.10+ gateway logs errors only: a near-empty console is its levels, not a fault.
        <p className="small text-body-secondary mb-1" data-testid="console-levels-hint">
          {t('console.LevelsHint')} <Link to="/settings/logging">{t('console.LevelsLink')}</Link>
        </p>
      )}
      <p className="small text-body-secondary mb-1" aria-live="polite">
        {t('console.LineCount', { shown: shown.length, total: frozen.lines.length })}
      </p>
      <div
        ref={panel}
        className="console-panel"
        role="log"
        tabIndex={0}
        aria-label={t('console.Output')}
        data-testid="console-output"
        onScroll={(event) => {
          const element = event.currentTarget;
          const fromEnd = element.scrollHeight - element.clientHeight - element.scrollTop;
          if (fromEnd > AUTO_SCROLL_SENSITIVITY_PX) setAutoScroll(false);
        }}
      >
        {shown.map((line) => (
          <div
            key={line.id}
            className={`console-line console-line-${line.level ?? 'raw'}`}
            data-level={line.level}
          >
            <time className="console-time">{stamp(line)}</time> {line.text}
          </div>
        ))}
      </div>
    </PageFrame>
  );
}
