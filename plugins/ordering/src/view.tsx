import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId } from 'react';
import type { SlideViewProps } from '@platform/slide-sdk';
import { FieldError } from '@platform/ui';
import type { OrderingAnswer, OrderingItem, OrderingLearnerData } from './core/index.js';
import { dragAnnouncements, dragInstructions } from './drag-announcements.js';
import { issueMessage } from './issue-message.js';
import { moveItem } from './move-item.js';
import { SortableItem } from './sortable-item.js';

/** The items in the pupil's current order (the received mixed order until the first move). */
function orderedItems(data: OrderingLearnerData, answer: OrderingAnswer | undefined): OrderingItem[] {
  const byId = new Map(data.items.map((item) => [item.id, item]));
  const fromAnswer = answer?.order.map((id) => byId.get(id)).filter((item) => item !== undefined) ?? [];
  return fromAnswer.length === data.items.length ? fromAnswer : data.items;
}

/** What a pupil sees: the items to put in order by drag and drop, by keyboard or with the arrow buttons. */
export function OrderingView({
  data,
  answer,
  onAnswerChange,
  mode,
  issues,
  disabled,
}: SlideViewProps<OrderingLearnerData, OrderingAnswer>) {
  const id = useId();
  const readOnly = Boolean(disabled) || mode === 'review';
  const items = orderedItems(data, answer);
  const ids = items.map((item) => item.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => onAnswerChange({ order: moveItem(ids, from, to) });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const error = issueMessage(issues, []);
  const textOf = (itemId: string) => items.find((item) => item.id === itemId)?.text ?? '';

  return (
    <section
      aria-labelledby={`${id}-text`}
      style={{
        display: 'grid',
        gap: 'var(--eco-space-3)',
        fontFamily: 'var(--eco-font-body)',
        color: 'var(--eco-color-text)',
      }}
    >
      <p id={`${id}-text`} style={{ margin: 0, fontSize: 'var(--eco-font-size-lg)', fontWeight: 600 }}>
        {data.text || 'Ordonare fără cerință'}
      </p>
      {!readOnly && (
        <p style={{ margin: 0 }}>Trage elementele sau folosește săgețile ca să le așezi în ordine.</p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: dragAnnouncements(textOf, (itemId) => ids.indexOf(itemId) + 1),
          screenReaderInstructions: dragInstructions,
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol
            aria-label="Ordinea ta"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--eco-space-2)' }}
          >
            {items.map((item, index) => (
              <SortableItem
                key={item.id}
                id={item.id}
                text={item.text}
                index={index}
                count={items.length}
                readOnly={readOnly}
                onMove={move}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </section>
  );
}
