import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyLessonSummary } from '../../../storybook/story-lessons.js';
import { withApp } from '../../../storybook/story-providers.js';
import '../lessons.css';
import { LessonCard } from './lesson-card.js';

/** A card of the lesson list with each status badge a pupil or an author meets. */
const meta = {
  title: 'web/Lessons/Card lecție',
  component: LessonCard,
  decorators: [withApp, (Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
  args: {
    lesson: storyLessonSummary(),
    role: 'ELEV',
    onToggleHidden: fn(),
    onDuplicate: fn(),
  },
} satisfies Meta<typeof LessonCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No attempt yet: 'Neînceput', 'Pornire'. */
export const NotStarted: Story = {};
export const InProgress: Story = { args: { lesson: storyLessonSummary({ attemptState: 'IN_PROGRESS' }) } };
export const Completed: Story = { args: { lesson: storyLessonSummary({ attemptState: 'COMPLETED' }) } };
export const PendingApproval: Story = {
  args: {
    lesson: storyLessonSummary({
      type: 'PRACTICAL_ACTIVITY',
      title: 'Colectăm becurile și tuburile de neon din școală',
      attemptState: 'PENDING_APPROVAL',
      punctajMaxim: 150,
    }),
  },
};
export const Approved: Story = {
  args: { lesson: storyLessonSummary({ type: 'HOMEWORK', attemptState: 'APPROVED' }) },
};
export const Rejected: Story = {
  args: {
    lesson: storyLessonSummary({
      type: 'MONTHLY_CHALLENGE',
      attemptState: 'REJECTED',
      deadline: Date.UTC(2026, 11, 20, 21, 59),
    }),
  },
};
/** Staff see a visible lesson with 'Vizibil', the edit button and the menu. */
export const StaffVisible: Story = { args: { role: 'ADMIN', onExport: fn() } };
/** Only admin and DBEST see hidden content, with the 'Ascuns' badge. */
export const StaffHidden: Story = {
  args: {
    role: 'DBEST',
    lesson: storyLessonSummary({ isHidden: true, title: 'Bateriile și acumulatorii (Copie)' }),
  },
};
/** Teachers preview lessons. */
export const Teacher: Story = { args: { role: 'PROFESOR' } };
