import { endpoints, type SystemStatus } from '@dtu-web/protocol';
import { InfoPage } from '../../components/InfoPage.tsx';
import { useI18n } from '../../lib/i18n/index.ts';
import { FirmwareCard } from './system/FirmwareCard.tsx';
import { HardwareCard } from './system/HardwareCard.tsx';
import { HeapCard, MemoryCard } from './system/MemoryCards.tsx';
import { RadioCards } from './system/RadioCards.tsx';
import { TaskCard } from './system/TaskCard.tsx';

/** /info/system: firmware (with the release check), hardware, memory, heap, radios and tasks. */
export default function SystemInfoPage() {
  const { t } = useI18n();
  return (
    <InfoPage<SystemStatus> title={t('info.SystemTitle')} path={endpoints.systemStatus.path}>
      {(status, receivedAt) => (
        <div className="info-grid">
          <FirmwareCard status={status} receivedAt={receivedAt} />
          <HardwareCard status={status} />
          <MemoryCard status={status} />
          <HeapCard status={status} />
          <RadioCards status={status} />
          {Array.isArray(status.task_details) && status.task_details.length > 0 && (
            <TaskCard tasks={status.task_details} />
          )}
        </div>
      )}
    </InfoPage>
  );
}
