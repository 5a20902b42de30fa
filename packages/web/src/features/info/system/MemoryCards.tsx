import { heapFragmentation, heapMaxUsage, percentUsed, toKB, type SystemStatus } from '@dtu-web/protocol';
import { InfoCard } from '../../../components/InfoTable.tsx';
import { useI18n } from '../../../lib/i18n/index.ts';

interface Usage {
  label: string;
  used: number;
  total: number;
}

/** One memory area: name and percent used above a bar, the KB figures below it. */
function UsageBar({ label, used, total }: Usage) {
  const { t, format } = useI18n();
  const percent = percentUsed(used, total);
  const percentText = format.percent(percent / 100);
  return (
    <li className="info-usage">
      <div className="d-flex justify-content-between gap-3">
        <span>{label}</span>
        <span>{t('info.PercentUsed', { percent: percentText })}</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={percentText}
      >
        <div className="progress-bar" style={{ width: `${String(percent)}%` }} />
      </div>
      <div className="text-body-secondary">
        {t('info.MemoryUsage', {
          used: format.kilobyte(toKB(used)),
          total: format.kilobyte(toKB(total)),
          free: format.kilobyte(toKB(total - used)),
        })}
      </div>
    </li>
  );
}

/** Heap, PSRAM (when the board has it), file system and firmware partition: KB and percent used. */
export function MemoryCard({ status }: { status: SystemStatus }) {
  const { t } = useI18n();
  const areas: Usage[] = [
    { label: t('info.Heap'), used: status.heap_used, total: status.heap_total },
    ...(status.psram_total > 0
      ? [{ label: t('info.Psram'), used: status.psram_used, total: status.psram_total }]
      : []),
    { label: t('info.LittleFs'), used: status.littlefs_used, total: status.littlefs_total },
    { label: t('info.Sketch'), used: status.sketch_used, total: status.sketch_total },
  ];
  return (
    <InfoCard title={t('info.Memory')}>
      <ul className="info-usages">
        {areas.map((area) => (
          <UsageBar key={area.label} {...area} />
        ))}
      </ul>
    </InfoCard>
  );
}

/** Free heap, largest block, maximum usage since boot and fragmentation. */
export function HeapCard({ status }: { status: SystemStatus }) {
  const { t, format } = useI18n();
  const free = status.heap_total - status.heap_used;
  const maxUsage = heapMaxUsage(status.heap_total, status.heap_min_free);
  return (
    <InfoCard
      title={t('info.HeapDetails')}
      rows={[
        [t('info.TotalFree'), format.kilobyte(toKB(free))],
        [t('info.LargestFreeBlock'), format.kilobyte(toKB(status.heap_max_block))],
        [
          t('info.MaxUsage'),
          t('info.MaxUsageValue', {
            absolute: format.kilobyte(toKB(maxUsage.absolute)),
            relative: format.percent(percentUsed(maxUsage.absolute, status.heap_total) / 100),
          }),
        ],
        [
          t('info.Fragmentation'),
          format.percent(Math.round(heapFragmentation(status.heap_max_block, free) * 100) / 100),
        ],
      ]}
    />
  );
}
