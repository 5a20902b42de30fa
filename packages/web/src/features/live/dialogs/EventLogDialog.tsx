import { endpoints, withQuery, formatEventTime, type EventLog } from '@dtu-web/protocol';
import { Modal } from '../../../components/Modal.tsx';
import { api } from '../../../lib/api/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { LoadedView } from './Loaded.tsx';
import type { DialogProps } from './kinds.ts';
import { useLoad } from '../../../lib/api/useLoad.ts';

/** The inverter's event log, with the device's texts in the UI language. */
export function EventLogDialog({ serial, title, onClose }: DialogProps) {
  const { t, locale } = useI18n();
  const { current: loaded } = useLoad(() =>
    api.get<Partial<EventLog>>(withQuery(endpoints.eventlogStatus, { inv: serial, locale })),
  );
  return (
    <Modal open title={title(t('live.EventLog'))} onClose={onClose} size="lg">
      <LoadedView loaded={loaded}>
        {(log) =>
          log.events && log.events.length > 0 ? (
            <table className="live-table" data-testid="event-log">
              <thead>
                <tr>
                  <th scope="col">{t('live.Start')}</th>
                  <th scope="col">{t('live.End')}</th>
                  <th scope="col">{t('live.Message')}</th>
                </tr>
              </thead>
              <tbody>
                {log.events.map((event, index) => (
                  <tr key={index}>
                    <td>{formatEventTime(event.start_time)}</td>
                    <td>{event.end_time === 0 ? t('live.Active') : formatEventTime(event.end_time)}</td>
                    <td>{`${event.message} (${event.message_id})`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{t('live.NoEvents')}</p>
          )
        }
      </LoadedView>
    </Modal>
  );
}
