import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.js';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Trimite răspunsul', onClick: () => {} },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Înapoi' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Anulează' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Șterge comanda' } };
export const Loading: Story = { args: { loading: true, children: 'Se salvează' } };
export const Disabled: Story = { args: { disabled: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Mic
      </Button>
      <Button {...args} size="md">
        Mediu
      </Button>
      <Button {...args} size="lg">
        Mare
      </Button>
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button>Principal</Button>
      <Button variant="secondary">Secundar</Button>
      <Button variant="ghost">Discret</Button>
      <Button variant="danger">Pericol</Button>
      <Button loading>Se încarcă</Button>
    </div>
  ),
};
