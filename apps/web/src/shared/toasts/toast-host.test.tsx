import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from './notify.js';
import { ToastHost } from './toast-host.js';

// The module's state (library loaded, request made) lives for this file: the tests run in order.
describe('toasts loaded after the first screen', () => {
  it('renders no container until a toast is asked for or the page is idle', async () => {
    const { container, unmount } = render(<ToastHost />);
    expect(container.querySelector('.Toastify')).toBeNull();
    // jsdom has no requestIdleCallback: the host falls back to a timer of 1 s after the load event.
    await waitFor(() => expect(container.querySelector('.Toastify')).not.toBeNull(), { timeout: 3_000 });
    unmount();
  });

  it('gives the id at once and shows, updates and keeps the order of toasts sent before the container', async () => {
    const pending = notify.pending('Se pregătește exportul…');
    expect(pending).toMatch(/^eco-toast-\d+$/);
    notify.progress(pending, 'Se pregătește exportul… 1.000 de rânduri');
    const first = notify.success('Primul');
    const second = notify.error('Al doilea');
    expect(new Set([pending, first, second]).size).toBe(3);
    render(<ToastHost />);
    expect(await screen.findByText('Se pregătește exportul… 1.000 de rânduri')).toBeInTheDocument();
    await screen.findByText('Al doilea');
    // Newest on top: the error was sent after the success.
    const texts = screen.getAllByRole('alert').map((toast) => toast.textContent);
    expect(texts.indexOf('Al doilea')).toBeLessThan(texts.indexOf('Primul'));
    act(() => void notify.succeed(pending, 'Exportul este gata.'));
    expect(await screen.findByText('Exportul este gata.')).toBeInTheDocument();
    expect(screen.queryByText(/Se pregătește exportul/)).not.toBeInTheDocument();
    notify.dismiss(second);
    // jsdom runs no exit animation: a dismissed toast is left marked as leaving.
    await waitFor(() => expect(document.getElementById(second)).toHaveAttribute('data-in', 'false'));
    expect(document.getElementById(first)).toHaveAttribute('data-in', 'true');
  });
});
