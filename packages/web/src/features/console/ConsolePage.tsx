import './console.scss';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Switch } from '../../components/FormField.tsx';
import { PageFrame } from '../../components/PageFrame.tsx';
import { showToast } from '../../components/toastStore.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { appendConsoleText, consoleToString, emptyConsole } from './consoleLines.ts';
import { useConsoleSocket } from './useConsoleSocket.ts';

/** Scrolling up more than this far from the end turns auto-scroll off (interface-spec §9). */
const AUTO_SCROLL_SENSITIVITY_PX = 30;

/** The device's serial console, live over the /console websocket. */
export default function ConsolePage() {
  const { t, format } = useI18n();
  const [text, setText] = useState(emptyConsole);
  const [autoScroll, setAutoScroll] = useState(true);
  const panel = useRef<HTMLTextAreaElement>(null);

  const onText = useCallback(
    (frame: string) => {
      setText((current) => appendConsoleText(current, frame, format.time(new Date())));
    },
    [format],
  );
  const connected = useConsoleSocket(onText);
  const content = consoleToString(text);

  useEffect(() => {
    const element = panel.current;
    if (autoScroll && element) element.scrollTop = element.scrollHeight;
  }, [content, autoScroll]);

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(content);
      showToast(t('console.Copied'), 'success');
    } catch {
      showToast(t('console.CopyFailed'), 'danger');
    }
  }

  return (
    <PageFrame title={t('console.Title')} showSocketState online={connected}>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <Switch
          label={t('console.AutoScroll')}
          checked={autoScroll}
          onChange={setAutoScroll}
          className="mb-0"
        />
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => {
            setText(emptyConsole);
          }}
        >
          {t('console.Clear')}
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void copy()}>
          {t('console.Copy')}
        </button>
      </div>
      <textarea
        ref={panel}
        className="form-control console-panel"
        rows={24}
        readOnly
        value={content}
        aria-label={t('console.Output')}
        data-testid="console-output"
        onScroll={(event) => {
          const element = event.currentTarget;
          const fromEnd = element.scrollHeight - element.clientHeight - element.scrollTop;
          if (fromEnd > AUTO_SCROLL_SENSITIVITY_PX) setAutoScroll(false);
        }}
      />
    </PageFrame>
  );
}
