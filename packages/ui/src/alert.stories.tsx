import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './alert.js';

const meta = {
  title: 'ui/Alert',
  component: Alert,
  args: { tone: 'info', title: 'Lecție nouă', children: 'Ai o lecție nouă despre becuri.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { tone: 'success', title: 'Bravo!', children: 'Ai primit 10 puncte.' },
};
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: undefined,
    children: 'Ai început deja această lecție. Te rugăm să continui de unde ai rămas.',
  },
};
export const Danger: Story = {
  args: { tone: 'danger', title: 'Eroare', children: 'Eroare la salvarea răspunsului' },
};
export const TitleOnly: Story = { args: { tone: 'success', title: 'Salvat', children: undefined } };
