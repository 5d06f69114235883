import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ChoiceGroup } from './choice-group.js';
import type { ChoiceGroupProps } from './choice-group.js';

const options = [
  { value: 'hartie', label: 'Hârtie', imageUrl: '/hartie.png' },
  { value: 'baterii', label: 'Baterii' },
  { value: 'becuri', label: <strong>Becuri</strong>, imageUrl: '/becuri.png' },
];

function Controlled(props: Omit<ChoiceGroupProps, 'value' | 'onChange' | 'options' | 'legend'>) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <ChoiceGroup legend="Ce reciclăm?" options={options} value={value} onChange={setValue} {...props} />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('ChoiceGroup', () => {
  it('is a named group of radios that keeps one value', async () => {
    const { container } = render(<Controlled type="radio" name="q1" />);
    expect(screen.getByRole('group', { name: 'Ce reciclăm?' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toHaveAttribute('name', 'q1');
    await userEvent.click(screen.getByText('Baterii'));
    await userEvent.click(screen.getByText('Becuri'));
    expect(screen.getByRole('status')).toHaveTextContent(/^becuri$/);
    expect(radios[2]).toBeChecked();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('adds and removes values as checkboxes', async () => {
    render(<Controlled type="checkbox" />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Baterii/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Hârtie/ }));
    expect(screen.getByRole('status')).toHaveTextContent('baterii,hartie');
    await userEvent.click(screen.getByRole('checkbox', { name: /Baterii/ }));
    expect(screen.getByRole('status')).toHaveTextContent(/^hartie$/);
  });

  it('shows images with the label as alt text when the label is a string', () => {
    render(<Controlled type="checkbox" />);
    expect(screen.getByRole('img', { name: 'Hârtie' })).toHaveAttribute('src', '/hartie.png');
    const images = screen.getAllByRole('presentation');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/becuri.png');
  });

  it('describes the group with the error and blocks changes when disabled', async () => {
    const { container } = render(<Controlled type="radio" error="Alege un răspuns" disabled />);
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Alege un răspuns');
    await userEvent.click(screen.getByText('Baterii'));
    expect(screen.getByRole('status')).toHaveTextContent('');
    screen.getAllByRole('radio').forEach((radio) => expect(radio).toBeDisabled());
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
