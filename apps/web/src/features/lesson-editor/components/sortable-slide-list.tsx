import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { EditorSlide } from '../state/editor-slides.js';

/** Props the list gives each row: the drag handle's attributes and listeners go on the handle button only. */
export interface SortableRowProps {
  item: EditorSlide;
  index: number;
  handleProps: Record<string, unknown>;
  isDragging: boolean;
}

function SortableRow({
  item,
  index,
  renderRow,
}: {
  item: EditorSlide;
  index: number;
  renderRow(props: SortableRowProps): ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.key });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={isDragging ? 'editor-slide editor-slide--dragging' : 'editor-slide'}
    >
      {renderRow({
        item,
        index,
        isDragging,
        handleProps: { ...attributes, ...listeners, ref: setActivatorNodeRef },
      })}
    </li>
  );
}

/**
 * The reorderable slide list (@dnd-kit/sortable). The keyboard sensor with sortableKeyboardCoordinates makes
 * the drag handle work without a mouse: Space picks up, arrows move, Space drops, Escape cancels.
 */
export function SortableSlideList({
  items,
  onMove,
  renderRow,
  label,
}: {
  items: readonly EditorSlide[];
  onMove(from: number, to: number): void;
  renderRow(props: SortableRowProps): ReactNode;
  label: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.key === active.id);
    const to = items.findIndex((item) => item.key === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <ol className="editor-slide-list" aria-label={label}>
          {items.map((item, index) => (
            <SortableRow key={item.key} item={item} index={index} renderRow={renderRow} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
