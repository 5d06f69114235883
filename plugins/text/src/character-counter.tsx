import { countCharacters, type TextData } from './core/index.js';

/** Props of {@link CharacterCounter}. */
export interface CharacterCounterProps {
  id: string;
  value: string;
  bounds: Pick<TextData, 'minLength' | 'maxLength'>;
}

/** Live "n / max" counter; turns red above the maximum and muted until the minimum is reached. */
export function CharacterCounter({ id, value, bounds }: CharacterCounterProps) {
  const count = countCharacters(value);
  const tooLong = count > bounds.maxLength;
  const color = tooLong
    ? 'var(--eco-color-danger)'
    : count >= bounds.minLength && count > 0
      ? 'var(--eco-color-success)'
      : 'var(--eco-color-text-muted)';
  return (
    <p
      id={id}
      style={{ margin: 0, textAlign: 'end', fontSize: 'var(--eco-font-size-md)', fontWeight: 600, color }}
    >
      {count} / {bounds.maxLength} caractere
      {count < bounds.minLength && <span style={{ fontWeight: 400 }}> (minimum {bounds.minLength})</span>}
    </p>
  );
}
