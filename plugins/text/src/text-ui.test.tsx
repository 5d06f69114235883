import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextEditor, TextReview, TextView } from './index.js';

const services = { uploadFile: vi.fn(async () => ({ url: 'https://x.ro/u.png' })) };
const data = { text: 'Ce ai învățat azi?', minLength: 5, maxLength: 20 };

describe('TextView', () => {
  it('reports typed text and counts characters live', () => {
    const onAnswerChange = vi.fn();
    const { rerender } = render(
      <TextView
        data={data}
        answer={undefined}
        onAnswerChange={onAnswerChange}
        mode="complete"
        services={services}
      />,
    );
    expect(screen.getByText(/0 \/ 20 caractere/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Răspunsul tău'), { target: { value: 'Reciclare' } });
    expect(onAnswerChange).toHaveBeenCalledWith({ text: 'Reciclare' });
    rerender(
      <TextView
        data={data}
        answer={{ text: 'Reciclare' }}
        onAnswerChange={onAnswerChange}
        mode="complete"
        services={services}
      />,
    );
    expect(screen.getByText(/9 \/ 20 caractere/)).toBeInTheDocument();
  });

  it('shows the answer issue and is read only in review mode', () => {
    render(
      <TextView
        data={data}
        answer={{ text: 'abc' }}
        onAnswerChange={vi.fn()}
        mode="review"
        services={services}
        issues={[
          { path: ['text'], code: 'too_small', message: 'Răspunsul trebuie să aibă cel puțin 5 caractere' },
        ]}
      />,
    );
    expect(screen.getByText('Răspunsul trebuie să aibă cel puțin 5 caractere')).toBeInTheDocument();
    expect(screen.getByLabelText('Răspunsul tău')).toHaveAttribute('readonly');
  });
});

describe('TextEditor', () => {
  it('edits the bounds as whole numbers', () => {
    const onChange = vi.fn();
    render(<TextEditor data={data} onChange={onChange} issues={[]} services={services} />);
    fireEvent.change(screen.getByLabelText('Număr maxim de caractere'), { target: { value: '300' } });
    expect(onChange).toHaveBeenCalledWith({ ...data, maxLength: 300 });
    fireEvent.change(screen.getByLabelText('Număr minim de caractere'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...data, minLength: 0 });
  });
});

describe('TextReview', () => {
  it('shows the pupil text', () => {
    render(<TextReview data={data} answer={{ text: '  Am dus bateriile.  ' }} />);
    expect(screen.getByText('Am dus bateriile.')).toBeInTheDocument();
    expect(screen.getByText('17 caractere')).toBeInTheDocument();
  });
});
