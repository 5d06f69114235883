import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OfflineSavedNotice } from './offline-saved-notice.js';
import { OutboxConflicts } from './outbox-conflicts.js';
import type { OutboxEntry } from './outbox-store.js';
import './offline.css';

const meta = {
  title: 'web/Completion/Offline',
  component: OfflineSavedNotice,
  args: { count: 1 },
} satisfies Meta<typeof OfflineSavedNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After 'Trimite răspuns' without network: the answer waits on the phone. */
export const SavedOnPhone: Story = {};
/** Three answers wait. */
export const SeveralWaiting: Story = { args: { count: 3 } };
/** The session ended while offline: they go once the same pupil signs in again. */
export const WaitingForSignIn: Story = { args: { count: 2, waitingForSignIn: true } };

const entry = (slidePosition: number, message: string, status: number): OutboxEntry => ({
  id: `conflict-${slidePosition}`,
  userId: 4,
  lessonId: 12,
  lessonTitle: 'Temă: deșeurile electrice din casa ta',
  slideId: String(100 + slidePosition),
  slidePosition,
  slideCount: 5,
  answer: { text: 'Am găsit un fier de călcat vechi.' },
  queuedAt: Date.UTC(2026, 10, 24, 9, 30),
  state: 'conflict',
  conflict: { status, message },
});

/** Queued answers the server refused: which one and why, until the pupil dismisses each. */
export const Conflicts: StoryObj<typeof OutboxConflicts> = {
  render: (args) => <OutboxConflicts {...args} />,
  args: {
    onDismiss: fn(),
    conflicts: [
      entry(3, 'Termenul limită al acestei activități a expirat. Răspunsul nu mai poate fi trimis.', 400),
      entry(4, 'Acest slide are deja un răspuns salvat, trimis de pe alt dispozitiv sau din altă filă.', 409),
    ],
  },
};
