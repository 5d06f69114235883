import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyAnswerRow } from '../../../storybook/story-reports.js';
import '../answers-report.css';
import { RejectAnswerDialog } from './reject-answer-dialog.js';

const meta = {
  title: 'web/Answers report/Respingere răspuns',
  component: RejectAnswerDialog,
  args: { row: storyAnswerRow(), isBusy: false, onClose: fn(), onReject: fn() },
} satisfies Meta<typeof RejectAnswerDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty reason: 'Respinge' stays disabled. */
export const Open: Story = {};

export const Sending: Story = { args: { isBusy: true } };

/** The teacher writes a reason and rejects; the dialog hands over the trimmed reason. */
export const RejectWithReason: Story = {
  play: async ({ args, canvasElement }) => {
    // The dialog is a modal rendered in the document body, outside the story's root.
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getAllByRole('button').at(-1)!;
    await expect(submit).toBeDisabled();
    const reason = within(dialog).getByRole('textbox');
    await userEvent.click(reason);
    await userEvent.tab();
    await expect(await within(dialog).findByText('Motivul respingerii este obligatoriu')).toBeVisible();
    await userEvent.type(reason, '  Fotografia nu arată containerul școlii.  ');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onReject).toHaveBeenCalledWith(args.row, 'Fotografia nu arată containerul școlii.');
  },
};
