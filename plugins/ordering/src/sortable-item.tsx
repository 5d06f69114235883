import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '@platform/ui';

export interface SortableItemProps {
  id: string;
  text: string;
  index: number;
  count: number;
  readOnly: boolean;
  onMove(from: number, to: number): void;
}

/** One item of the pupil's list: a drag handle (mouse, touch, keyboard) and up/down buttons. */
export function SortableItem({ id, text, index, count, readOnly, onMove }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: readOnly });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        display: 'flex',
        alignItems: 'center',
        gap: 'var(--eco-space-2)',
        padding: 'var(--eco-space-2) var(--eco-space-3)',
        border: '1px solid var(--eco-color-border)',
        borderRadius: 'var(--eco-radius-md)',
        background: isDragging ? 'var(--eco-color-surface-muted)' : 'var(--eco-color-surface)',
        boxShadow: isDragging ? 'var(--eco-shadow-md)' : undefined,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <span aria-hidden="true" style={{ fontWeight: 700, minWidth: '1.5em' }}>
        {index + 1}.
      </span>
      {!readOnly && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="eco-button eco-button--ghost eco-button--sm"
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-label={`Trage: ${text}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      <span style={{ flex: 1 }}>{text}</span>
      {!readOnly && (
        <>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Mută mai sus: ${text}`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            ↑
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Mută mai jos: ${text}`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            ↓
          </Button>
        </>
      )}
    </li>
  );
}
