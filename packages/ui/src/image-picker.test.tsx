import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ImagePicker } from './image-picker.js';
import type { ImagePickerProps } from './image-picker.js';

type Upload = ImagePickerProps['upload'];

function Controlled({ upload, initial = [], max }: { upload: Upload; initial?: string[]; max?: number }) {
  const [urls, setUrls] = useState(initial);
  return (
    <>
      <ImagePicker
        label="Poze cu colectarea"
        hint="Maxim 3 poze"
        value={urls}
        onChange={setUrls}
        upload={upload}
        max={max}
      />
      <output>{urls.join(',')}</output>
    </>
  );
}

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

/** An upload whose progress and result the test drives by hand. */
function manualUpload() {
  const calls: {
    file: File;
    progress: (f: number) => void;
    resolve: (url: string) => void;
    reject: () => void;
  }[] = [];
  const upload: Upload = (f, progress) =>
    new Promise((resolve, reject) => {
      calls.push({
        file: f,
        progress,
        resolve: (url) => resolve({ url }),
        reject: () => reject(new Error('500')),
      });
    });
  return { upload, calls };
}

describe('ImagePicker', () => {
  it('uploads a chosen file with a labelled progress bar and adds its URL', async () => {
    const { upload, calls } = manualUpload();
    const { container } = render(<Controlled upload={upload} />);
    const input = screen.getByLabelText('Poze cu colectarea');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAccessibleDescription('Maxim 3 poze');
    await userEvent.upload(input, file('a.png'));
    expect(calls).toHaveLength(1);
    act(() => calls[0]!.progress(0.5));
    const progress = screen.getByRole('progressbar', { name: 'Se încarcă a.png' });
    expect(progress).toHaveAttribute('value', '0.5');
    expect((await axe.run(container)).violations).toEqual([]);
    await act(async () => calls[0]!.resolve('/files/a.png'));
    expect(screen.getByRole('status')).toHaveTextContent('/files/a.png');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imaginea 1' })).toHaveAttribute('src', '/files/a.png');
  });

  it('keeps every URL when several uploads finish in any order', async () => {
    const { upload, calls } = manualUpload();
    render(<Controlled upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Poze cu colectarea'), [file('a.png'), file('b.png')]);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve('/b'));
    await act(async () => calls[0]!.resolve('/a'));
    expect(screen.getByRole('status')).toHaveTextContent('/b,/a');
  });

  it('shows the Romanian error when an upload fails', async () => {
    const { upload, calls } = manualUpload();
    render(<Controlled upload={upload} />);
    const input = screen.getByLabelText('Poze cu colectarea');
    await userEvent.upload(input, file('a.png'));
    await act(async () => calls[0]!.reject());
    expect(screen.getByText('Un fisier nu s-a putut incarca')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('does nothing when no file is chosen', async () => {
    const upload = vi.fn<Upload>();
    render(<Controlled upload={upload} />);
    // A cancelled file dialog fires change with an empty list.
    fireEvent.change(screen.getByLabelText('Poze cu colectarea'), { target: { files: [] } });
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByText('Un fisier nu s-a putut incarca')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('never uploads more than max and disables the input when full', async () => {
    const upload = vi.fn<Upload>(async (f) => ({ url: `/${f.name}` }));
    render(<Controlled upload={upload} initial={['/old']} max={2} />);
    const input = screen.getByLabelText('Poze cu colectarea');
    // One slot is left, so the input takes a single file; the component still caps a longer list.
    expect(input).not.toHaveAttribute('multiple');
    fireEvent.change(input, { target: { files: [file('a.png'), file('b.png')] } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\/old,\/a\.png$/));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(input).toBeDisabled();
  });

  it('removes an image with its numbered button', async () => {
    const { container } = render(<Controlled upload={vi.fn<Upload>()} initial={['/1', '/2', '/3']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Șterge imaginea 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('/1,/3');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
