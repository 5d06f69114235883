import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.js';
import { Modal } from './modal.js';
import type { ModalProps } from './modal.js';

function WithOpener(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Deschide dialogul</Button>
      <Modal
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          props.footer && (
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Anulează
              </Button>
              <Button variant="danger" onClick={() => setOpen(false)}>
                Respinge
              </Button>
            </>
          )
        }
      />
    </>
  );
}

const meta = {
  title: 'ui/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: () => {},
    title: 'Respinge comanda',
    children: <p>Sigur vrei să respingi comanda școlii? Profesorul va primi o notificare.</p>,
    footer: true,
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithoutFooter: Story = { args: { footer: undefined, title: 'Informații' } };
export const Closed: Story = { args: { open: false } };
