import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withApp } from '../../../storybook/story-providers.js';
import '../completion.css';
import { CompletionCard } from './completion-card.js';

const meta = {
  title: 'web/Completion/Card final',
  component: CompletionCard,
  decorators: [withApp],
  args: {
    mode: 'complete',
    result: { points: 40, completedAt: '2026-11-22T07:30:00.000Z', attemptState: 'COMPLETED' },
    onRestart: null,
  },
} satisfies Meta<typeof CompletionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Felicitări' with the points and the completion date. */
export const WithPoints: Story = {};

/** Sent to the teacher: no points until approved. */
export const PendingApproval: Story = {
  args: { result: { points: 0, completedAt: '2026-11-22T07:30:00.000Z', attemptState: 'PENDING_APPROVAL' } },
};

export const Approved: Story = {
  args: { result: { points: 125, completedAt: '2026-11-22T07:30:00.000Z', attemptState: 'APPROVED' } },
};

/** A replay of a finished lesson: no points, 'Repornire (Nepunctată)'. */
export const Practice: Story = {
  args: {
    mode: 'practice',
    result: { points: null, completedAt: null, attemptState: null },
    onRestart: fn(),
  },
};

export const Preview: Story = {
  args: { mode: 'preview', result: { points: null, completedAt: null, attemptState: null }, onRestart: fn() },
};
