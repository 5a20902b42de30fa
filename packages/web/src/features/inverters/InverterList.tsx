import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef } from 'react';
import { useI18n } from '../../lib/i18n/index.ts';
import { InverterRow, inverterLabel, type InverterListProps, type InverterRowProps } from './InverterRow.tsx';

/** A row that moves: dnd-kit's node, transform and handle wiring around the plain row. */
function SortableRow(props: InverterRowProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({ id: props.inverter.id });
  return (
    <InverterRow
      {...props}
      rowRef={setNodeRef}
      handleRef={setActivatorNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
      handle={{ ...attributes, ...listeners }}
    />
  );
}

/**
 * The inverters in display order. A row moves by its handle: dragged with mouse or finger, or with
 * the keyboard (Space, arrows, Space; Escape cancels), each step announced to screen readers.
 */
export default function InverterList({ inverters, onReorder, onEdit, onDelete }: InverterListProps) {
  const { t } = useI18n();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = inverters.map((inverter) => inverter.id);

  function describe(id: UniqueIdentifier, at: UniqueIdentifier | undefined): Record<string, string | number> {
    const inverter = inverters.find((item) => item.id === id);
    const position = ids.indexOf(Number(at ?? id)) + 1;
    return { name: inverter ? inverterLabel(inverter, t) : '', position, total: ids.length };
  }

  // Where the moving row was last announced: the first "over" (itself) must not drown the pick-up.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return t('inverters.DragPicked', describe(active.id, active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return t('inverters.DragOver', describe(active.id, over.id));
    },
    onDragEnd: ({ active, over }) => t('inverters.DragDropped', describe(active.id, over?.id)),
    onDragCancel: ({ active }) => t('inverters.DragCancelled', describe(active.id, active.id)),
  };

  function onDragEnd({ active, over }: DragEndEvent): void {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('inverters.DragHelp') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="inverter-list" aria-label={t('inverters.ListLabel')}>
          {inverters.map((inverter) => (
            <SortableRow key={inverter.id} inverter={inverter} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
