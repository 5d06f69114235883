import { fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { ClassProgress } from '@platform/contracts';
import { ClassFilter } from './class-filter.js';

const small: ClassProgress['classes'] = [
  { clasa: 'a V-a A', pupils: 3, pending: 0 },
  { clasa: 'a VI-a B', pupils: 5, pending: 2 },
  { clasa: null, pupils: 1, pending: 0 },
];
const large: ClassProgress['classes'] = [
  { clasa: 'a V-a A', pupils: 150, pending: 0 },
  { clasa: 'a VI-a B', pupils: 121, pending: 1 },
];

describe('ClassFilter', () => {
  it('offers the whole school when it is small, and says which class is which', () => {
    const onChange = vi.fn();
    render(<ClassFilter classes={small} shown={null} onChange={onChange} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Clasa');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Toate clasele',
      'a V-a A · 3 elevi',
      'a VI-a B · 5 elevi · 2 de aprobat',
      'Fără clasă · 1 elev',
    ]);
    expect(select.selectedOptions[0]!.text).toBe('Toate clasele');
    fireEvent.change(select, { target: { value: 'class:a VI-a B' } });
    expect(onChange).toHaveBeenLastCalledWith('a VI-a B');
    fireEvent.change(select, { target: { value: 'class:' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    fireEvent.change(select, { target: { value: 'all' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('a large school shows one class at a time and says why', () => {
    render(<ClassFilter classes={large} shown={{ clasa: 'a VI-a B' }} onChange={() => undefined} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Clasa');
    expect([...select.options].map((option) => option.text)).toEqual([
      'a V-a A · 150 de elevi',
      'a VI-a B · 121 de elevi · 1 de aprobat',
    ]);
    expect(select.selectedOptions[0]!.text).toBe('a VI-a B · 121 de elevi · 1 de aprobat');
    expect(select).toHaveAccessibleDescription('Școala are 271 de elevi, așa că vezi câte o clasă.');
  });
});
