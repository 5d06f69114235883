import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar.js';

const meta = {
  title: 'ui/ProgressBar',
  component: ProgressBar,
  args: { label: 'Progresul lecției', value: 3, max: 8, valueText: '3 din 8 slide-uri' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {};
export const Empty: Story = { args: { value: 0, valueText: undefined } };
export const Complete: Story = { args: { value: 8, valueText: 'Gata!' } };
