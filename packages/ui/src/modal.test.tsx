import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { Button } from './button.js';
import { Modal } from './modal.js';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Deschide</Button>
      <Modal
        open={open}
        onClose={close}
        title="Respinge comanda"
        footer={<Button onClick={close}>Anulează</Button>}
      >
        <p>Sigur respingi comanda?</p>
      </Modal>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Respinge comanda' });

describe('Modal', () => {
  it('opens a named dialog, focuses inside it and returns focus to the opener on close', async () => {
    const { container } = render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Deschide' });
    await userEvent.click(opener);
    expect(dialog()).toHaveTextContent('Sigur respingi comanda?');
    expect(screen.getByRole('button', { name: 'Închide' })).toHaveFocus();
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Anulează' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deschide' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside the box but not on a click inside', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deschide' }));
    await userEvent.click(screen.getByText('Sigur respingi comanda?'));
    expect(onClose).not.toHaveBeenCalled();
    // A click on the backdrop is dispatched to the <dialog> element itself.
    fireEvent.click(dialog());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on the native cancel event (Escape or the back gesture in browsers)', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deschide' }));
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
