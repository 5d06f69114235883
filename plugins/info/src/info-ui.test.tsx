import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InfoEditor, InfoView } from './index.js';

const services = { uploadFile: vi.fn(async () => ({ url: 'https://x.ro/u.png' })) };
const data = {
  markdown: '## Baterii\n\nLe ducem la **colectare**. <script>alert(1)</script>',
  imageUrl: 'https://x.ro/b.png',
  imageAlt: 'Baterii',
};

describe('InfoView', () => {
  it('renders sanitized markdown and the described image', () => {
    const { container } = render(
      <InfoView
        data={data}
        answer={{ seen: true }}
        onAnswerChange={vi.fn()}
        mode="complete"
        services={services}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Baterii' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Baterii' })).toHaveAttribute('src', 'https://x.ro/b.png');
    expect(container.querySelector('script')).toBeNull();
  });

  it('reports seen once on open in complete mode', () => {
    const onAnswerChange = vi.fn();
    const { rerender } = render(
      <InfoView
        data={data}
        answer={undefined}
        onAnswerChange={onAnswerChange}
        mode="complete"
        services={services}
      />,
    );
    rerender(
      <InfoView
        data={data}
        answer={undefined}
        onAnswerChange={onAnswerChange}
        mode="complete"
        services={services}
      />,
    );
    expect(onAnswerChange).toHaveBeenCalledTimes(1);
    expect(onAnswerChange).toHaveBeenCalledWith({ seen: true });
  });

  it('does not answer in review mode, when disabled or when already seen', () => {
    const onAnswerChange = vi.fn();
    render(
      <InfoView
        data={data}
        answer={undefined}
        onAnswerChange={onAnswerChange}
        mode="review"
        services={services}
      />,
    );
    render(
      <InfoView
        data={data}
        answer={undefined}
        onAnswerChange={onAnswerChange}
        mode="complete"
        services={services}
        disabled
      />,
    );
    render(
      <InfoView
        data={data}
        answer={{ seen: true }}
        onAnswerChange={onAnswerChange}
        mode="complete"
        services={services}
      />,
    );
    expect(onAnswerChange).not.toHaveBeenCalled();
  });
});

describe('InfoEditor', () => {
  it('asks for an image description only when an image is set', () => {
    const { rerender } = render(
      <InfoEditor data={{ markdown: 'x' }} onChange={vi.fn()} issues={[]} services={services} />,
    );
    expect(screen.queryByLabelText(/Descrierea imaginii/)).toBeNull();
    rerender(
      <InfoEditor
        data={{ markdown: 'x', imageUrl: 'https://x.ro/b.png' }}
        onChange={vi.fn()}
        services={services}
        issues={[{ path: ['imageAlt'], code: 'required', message: 'Descrierea imaginii este obligatorie' }]}
      />,
    );
    expect(screen.getByLabelText(/Descrierea imaginii/)).toHaveAccessibleDescription(
      /Descrierea imaginii este obligatorie/,
    );
  });
});
