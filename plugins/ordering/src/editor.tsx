import type { SlideEditorProps } from '@platform/slide-sdk';
import { Button, FieldError, TextField } from '@platform/ui';
import { ORDERING_LIMITS, type OrderingData, type OrderingItem } from './core/index.js';
import { issueMessage } from './issue-message.js';
import { moveItem } from './move-item.js';

const nextItemId = (items: readonly OrderingItem[]) =>
  `item-${Math.max(0, ...items.map((item) => Number(item.id.replace(/\D/g, '')) || 0)) + 1}`;

/** Author view: the instruction, the items in the correct order (reorder with buttons), the points. */
export function OrderingEditor({ data, onChange, issues, disabled }: SlideEditorProps<OrderingData>) {
  const setItems = (correctOrder: OrderingItem[]) => onChange({ ...data, correctOrder });
  return (
    <fieldset
      disabled={disabled}
      style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 'var(--eco-space-4)' }}
    >
      <legend className="eco-field__label">Ordonare</legend>
      <TextField
        label="Cerința"
        multiline
        rows={2}
        maxLength={ORDERING_LIMITS.textMax}
        value={data.text}
        error={issueMessage(issues, ['text'])}
        onChange={(event) => onChange({ ...data, text: event.target.value })}
      />
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 'var(--eco-space-2)' }}>
        <legend className="eco-field__label">Elementele, în ordinea corectă</legend>
        <ol
          style={{
            margin: 0,
            paddingInlineStart: 'var(--eco-space-5)',
            display: 'grid',
            gap: 'var(--eco-space-2)',
          }}
        >
          {data.correctOrder.map((item, index) => (
            <li key={item.id}>
              <div
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 'var(--eco-space-2)',
                  alignItems: 'flex-end',
                }}
              >
                <div style={{ flex: '1 1 14rem' }}>
                  <TextField
                    label={`Elementul ${index + 1}`}
                    maxLength={ORDERING_LIMITS.itemTextMax}
                    value={item.text}
                    error={issueMessage(issues, ['correctOrder', index])}
                    onChange={(event) =>
                      setItems(
                        data.correctOrder.map((other) =>
                          other.id === item.id ? { ...other, text: event.target.value } : other,
                        ),
                      )
                    }
                  />
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Mută elementul ${index + 1} mai sus`}
                  disabled={index === 0}
                  onClick={() => setItems(moveItem(data.correctOrder, index, index - 1))}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Mută elementul ${index + 1} mai jos`}
                  disabled={index === data.correctOrder.length - 1}
                  onClick={() => setItems(moveItem(data.correctOrder, index, index + 1))}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setItems(data.correctOrder.filter((other) => other.id !== item.id))}
                >
                  Șterge elementul {index + 1}
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <Button
            variant="secondary"
            disabled={data.correctOrder.length >= ORDERING_LIMITS.maxItems}
            onClick={() => setItems([...data.correctOrder, { id: nextItemId(data.correctOrder), text: '' }])}
          >
            Adaugă element
          </Button>
        </div>
        <FieldError>{issueMessage(issues, ['correctOrder'], true)}</FieldError>
      </fieldset>
      <TextField
        label="Punctaj"
        type="number"
        min={1}
        step={1}
        value={data.points}
        error={issueMessage(issues, ['points'])}
        onChange={(event) => onChange({ ...data, points: Number(event.target.value) })}
      />
    </fieldset>
  );
}
