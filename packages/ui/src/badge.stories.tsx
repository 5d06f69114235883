import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge.js';

const meta = {
  title: 'ui/Badge',
  component: Badge,
  args: { children: 'În așteptare' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Ciornă</Badge>
      <Badge tone="success">Aprobat</Badge>
      <Badge tone="warning">În așteptare</Badge>
      <Badge tone="danger">Respins</Badge>
      <Badge tone="info">Nou</Badge>
      <Badge tone="accent">120 puncte</Badge>
    </div>
  ),
};
