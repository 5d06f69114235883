import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { Checkbox } from './checkbox.js';

function Controlled({ error }: { error?: string }) {
  const [checked, setChecked] = useState(false);
  return <Checkbox label="Sunt de acord" checked={checked} onChange={setChecked} error={error} name="ok" />;
}

describe('Checkbox', () => {
  it('toggles when its label is clicked and reports the new state', async () => {
    const { container } = render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'Sunt de acord' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Sunt de acord'));
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('name', 'ok');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('shows the error and links it to the box', async () => {
    const { container } = render(<Controlled error="Acest camp trebuie bifat." />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Acest camp trebuie bifat.');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('does not call onChange when disabled', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Blocat" checked={false} onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
