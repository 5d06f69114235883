import { createRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { TextField } from './text-field.js';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField label="Nume" value={value} onChange={(e) => setValue(e.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('labels the input and reports typed text', async () => {
    const { container } = render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Nume' });
    expect(input.tagName).toBe('INPUT');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'Ana');
    expect(screen.getByRole('status')).toHaveTextContent('Ana');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('describes the control with hint and error and marks it invalid', async () => {
    const { container } = render(
      <TextField label="Email" hint="Adresa școlii" error="Email invalid" defaultValue="x" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Adresa școlii Email invalid');
    const error = screen.getByText('Email invalid').closest('p');
    expect(error).not.toHaveAttribute('role');
    expect(error?.id).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('renders a textarea with rows when multiline and forwards the ref', () => {
    let node: HTMLInputElement | HTMLTextAreaElement | null = null;
    render(
      <TextField
        label="Descriere"
        multiline
        rows={6}
        ref={(el) => {
          node = el;
        }}
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Descriere' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '6');
    expect(node).toBe(textarea);
  });

  it('accepts a ref object of an input, e.g. to focus it', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Cod" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Cod' }));
  });

  it('keeps a given id and extra aria-describedby', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <TextField label="Cod" id="cod" aria-describedby="extra" hint="Șase cifre" />
      </>,
    );
    const input = screen.getByLabelText('Cod');
    expect(input.id).toBe('cod');
    expect(input).toHaveAccessibleDescription('Extra Șase cifre');
  });
});
