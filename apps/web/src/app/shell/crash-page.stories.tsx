import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CrashPage } from './crash-page.js';

const meta = {
  title: 'web/Shell/CrashPage',
  component: CrashPage,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn(), onHome: fn() },
} satisfies Meta<typeof CrashPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
