import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewVersionBanner } from './new-version-prompt.js';

const meta = {
  title: 'web/App/New version prompt',
  component: NewVersionBanner,
  args: { onReload: fn() },
} satisfies Meta<typeof NewVersionBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new version waits: 'O versiune nouă este disponibilă', reloaded only when the pupil presses the button. */
export const Offered: Story = {};
