import type { Meta, StoryObj } from '@storybook/react-vite';
import '../completion.css';
import { ModeBanner } from './mode-banner.js';

const meta = {
  title: 'web/Completion/Banner mod',
  component: ModeBanner,
  args: { mode: 'preview' },
  argTypes: { mode: { control: 'inline-radio', options: ['preview', 'practice', 'complete'] } },
} satisfies Meta<typeof ModeBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Mod previzualizare - răspunsurile nu vor fi salvate'. */
export const Preview: Story = {};
/** 'Mod exersare'. */
export const Practice: Story = { args: { mode: 'practice' } };
