import type { TaskDetail } from '@dtu-web/protocol';
import { InfoCard } from '../../../components/InfoTable.tsx';
import { useI18n } from '../../../lib/i18n/index.ts';

/** The gateway's tasks (`task_details`, v24.10.15+): name, stack never used, priority. */
export function TaskCard({ tasks }: { tasks: readonly TaskDetail[] }) {
  const { t, format } = useI18n();
  return (
    <InfoCard title={t('info.Tasks')}>
      <table className="table table-sm mb-0 info-table" data-testid="task-details">
        <thead>
          <tr>
            <th scope="col">{t('info.TaskName')}</th>
            <th scope="col" className="text-end">
              {t('info.TaskFreeStack')}
            </th>
            <th scope="col" className="text-end">
              {t('info.TaskPriority')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <tr key={task.name}>
              <th scope="row">
                <code>{task.name}</code>
              </th>
              <td className="text-end">
                {t('info.TaskBytes', { bytes: format.decimal0(task.stack_watermark) })}
              </td>
              <td className="text-end">{format.decimal0(task.priority)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </InfoCard>
  );
}
