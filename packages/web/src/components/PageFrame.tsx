import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n/index.ts';
import { ReloadIcon } from './icons.tsx';
import { StatusDot } from './StatusDot.tsx';
import { usePullToRefresh } from './usePullToRefresh.ts';
import type { PullPhase } from './pullToRefresh.ts';

export interface PageFrameProps {
  /** Translated page title (also the document title). */
  title: string;
  /** Shows a spinner instead of the content. */
  loading?: boolean;
  /** Shows the reload button (needs onReload). */
  showReload?: boolean;
  /** Reload the page's data; also what pull-to-refresh emits on touch devices. */
  onReload?: () => void;
  /** Shows the websocket marker: `online` green pulsing, else red static. */
  showSocketState?: boolean;
  online?: boolean;
  /** Use the full width on large screens. */
  wide?: boolean;
  children?: ReactNode;
}

const pullText: Record<PullPhase, string> = {
  pending: '',
  pulling: 'common.PullToRefresh',
  releasing: 'common.ReleaseToRefresh',
  refreshing: 'common.Refreshing',
};

/** The frame of every screen: title, optional reload, socket marker, spinner and pull-to-refresh. */
export function PageFrame(props: PageFrameProps) {
  const {
    title,
    loading = false,
    showReload = false,
    onReload,
    showSocketState = false,
    online = false,
  } = props;
  const { t } = useI18n();
  const area = useRef<HTMLDivElement>(null);
  const pull = usePullToRefresh(area, onReload);

  useEffect(() => {
    document.title = `${title} · ${t('nav.Brand')}`;
  }, [title, t]);

  const key = pullText[pull.phase];
  return (
    <div ref={area} className={props.wide ? 'container-fluid' : 'container-xxl'} data-testid="page-frame">
      <div
        className="pull-indicator text-body-secondary"
        style={{ height: pull.distance }}
        aria-hidden="true"
      >
        {key === '' ? null : t(key)}
      </div>
      {/* Title, then the marker and the reload button at the end of the line; on a phone the button
          shows its icon only (its name stays), and a title too long for the line takes a line of
          its own rather than squeezing them. The marker's box holds its whole pulse ring. */}
      <div className="page-header border-bottom pb-2 mb-3">
        <h1 className="page-title fs-3 mb-0" tabIndex={-1}>
          {title}
        </h1>
        {showSocketState && (
          <span className="page-marker">
            <StatusDot online={online} />
          </span>
        )}
        {showReload && onReload && (
          <button type="button" className="btn btn-secondary btn-sm page-reload" onClick={onReload}>
            <ReloadIcon /> <span className="page-reload-label">{t('common.Reload')}</span>
          </button>
        )}
      </div>
      {loading ? (
        <div className="d-flex justify-content-center my-5">
          <div className="spinner-border" role="status">
            <span className="visually-hidden">{t('common.Loading')}</span>
          </div>
        </div>
      ) : (
        props.children
      )}
    </div>
  );
}
