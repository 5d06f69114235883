import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestHostServices } from '@platform/slide-sdk/testing';
import { ImageUploadEditor } from './editor.js';
import { ImageUploadReview } from './review.js';
import { ImageUploadView } from './view.js';

const data = { instructions: 'Fotografiază cutia cu baterii.', minPhotos: 1, maxPhotos: 2 };

describe('ImageUploadView', () => {
  it('uploads photos as LESSON_ANSWER_PHOTOS through the host and reports the new answer', async () => {
    const services = createTestHostServices();
    const onAnswerChange = vi.fn();
    const { container } = render(
      <ImageUploadView
        data={data}
        answer={undefined}
        onAnswerChange={onAnswerChange}
        mode="complete"
        services={services}
      />,
    );
    expect(screen.getByText('Încarcă între 1 și 2 fotografii.')).toBeInTheDocument();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    fireEvent.change(input, { target: { files: [new File(['x'], 'cutie.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() =>
      expect(onAnswerChange).toHaveBeenCalledWith({
        photoUrls: ['https://files.test/LESSON_ANSWER_PHOTOS/cutie.jpg'],
      }),
    );
    expect(services.uploads).toEqual([{ name: 'cutie.jpg', category: 'LESSON_ANSWER_PHOTOS' }]);
  });

  it('shows the count issue on the picker', () => {
    render(
      <ImageUploadView
        data={data}
        answer={{ photoUrls: [] }}
        onAnswerChange={() => undefined}
        mode="complete"
        services={createTestHostServices()}
        issues={[{ path: ['photoUrls'], code: 'too_few_photos', message: 'Încarcă cel puțin o fotografie' }]}
      />,
    );
    expect(screen.getByText('Încarcă cel puțin o fotografie')).toBeInTheDocument();
  });

  it('shows submitted photos instead of the picker once disabled', () => {
    const { container } = render(
      <ImageUploadView
        data={data}
        answer={{ photoUrls: ['/api/files/a.jpg'] }}
        onAnswerChange={() => undefined}
        mode="complete"
        disabled
        services={createTestHostServices()}
      />,
    );
    expect(container.querySelector('input[type="file"]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Fotografia 1 din 1' })).toHaveAttribute(
      'src',
      '/api/files/a.jpg',
    );
  });
});

describe('ImageUploadReview', () => {
  it('shows every photo large with numbered alt texts', () => {
    render(
      <ImageUploadReview data={data} answer={{ photoUrls: ['/api/files/a.jpg', '/api/files/b.jpg'] }} />,
    );
    expect(screen.getByRole('heading', { name: 'Fotografiile elevului (2)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Fotografia 2 din 2 încărcată de elev' })).toHaveAttribute(
      'src',
      '/api/files/b.jpg',
    );
  });

  it('never renders an unsafe address', () => {
    const { container } = render(
      <ImageUploadReview data={data} answer={{ photoUrls: ['javascript:alert(1)'] }} />,
    );
    expect(container.querySelector('img, a')).toBeNull();
    expect(screen.getByText(/adresa fotografiei nu este validă/)).toBeInTheDocument();
  });

  it('says when no photo was uploaded', () => {
    render(<ImageUploadReview data={data} answer={{ photoUrls: [] }} />);
    expect(screen.getByText('Elevul nu a încărcat nicio fotografie.')).toBeInTheDocument();
  });
});

describe('ImageUploadEditor', () => {
  it('keeps the maximum at or above a raised minimum', () => {
    const onChange = vi.fn();
    render(
      <ImageUploadEditor data={data} onChange={onChange} issues={[]} services={createTestHostServices()} />,
    );
    fireEvent.change(screen.getByRole('spinbutton', { name: /Număr minim de fotografii/ }), {
      target: { value: '4' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ ...data, minPhotos: 4, maxPhotos: 4 });
  });

  it('passes an out-of-range count through for validation, without dragging the other bound', () => {
    const onChange = vi.fn();
    render(
      <ImageUploadEditor data={data} onChange={onChange} issues={[]} services={createTestHostServices()} />,
    );
    fireEvent.change(screen.getByRole('spinbutton', { name: /Număr maxim de fotografii/ }), {
      target: { value: '0' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ ...data, maxPhotos: 0 });
  });

  it('lets the author clear the field while typing without changing the data', () => {
    const onChange = vi.fn();
    render(
      <ImageUploadEditor data={data} onChange={onChange} issues={[]} services={createTestHostServices()} />,
    );
    const field = screen.getByRole('spinbutton', { name: /Număr maxim de fotografii/ });
    fireEvent.change(field, { target: { value: '' } });
    expect(field).toHaveValue(null);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(field);
    expect(field).toHaveValue(2);
  });

  it('shows the issues next to their fields', () => {
    render(
      <ImageUploadEditor
        data={{ ...data, instructions: '' }}
        onChange={() => undefined}
        issues={[{ path: ['instructions'], code: 'required', message: 'Instrucțiunile sunt obligatorii.' }]}
        services={createTestHostServices()}
      />,
    );
    expect(screen.getByText('Instrucțiunile sunt obligatorii.')).toBeInTheDocument();
  });
});
