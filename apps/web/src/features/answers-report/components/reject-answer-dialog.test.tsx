import { fireEvent, render, screen } from '@testing-library/react';
import type { AnswerReportRow } from '@platform/contracts';
import { RejectAnswerDialog } from './reject-answer-dialog.js';

const row: AnswerReportRow = {
  id: 11,
  slideId: '12',
  lessonId: 4,
  userId: 7,
  editionId: 2,
  answer: { text: 'Am găsit un fier de călcat vechi.' },
  state: 'COMPLETED',
  rejectReason: null,
  points: 0,
  version: 0,
  startedAt: '2026-11-22T07:00:00.000Z',
  timestamp: '2026-11-22T07:05:00.000Z',
  slideType: 'TEXT',
  lessonTitle: 'Temă: deșeurile electrice din casa ta',
  lessonType: 'HOMEWORK',
  userName: 'Ionel Elev',
  userEmail: 'elev@demo.ro',
  clasa: 'a IV-a',
  schoolId: 1,
  schoolName: 'Școala Gimnazială nr. 1',
  attemptState: 'IN_PROGRESS',
  punctajFinal: 0,
  canApprove: true,
};

describe('RejectAnswerDialog (spec 001 §5 reject reasons)', () => {
  it('keeps the submit button disabled while the reason is empty and says the reason is required', () => {
    const onReject = vi.fn();
    render(<RejectAnswerDialog row={row} isBusy={false} onClose={() => undefined} onReject={onReject} />);
    const submit = screen.getByRole('button', { name: 'Respinge' });
    const reason = screen.getByLabelText(/Motivul respingerii/);
    expect(submit).toBeDisabled();

    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.blur(reason);
    expect(submit).toBeDisabled();
    expect(screen.getByText('Motivul respingerii este obligatoriu')).toBeInTheDocument();
    fireEvent.click(submit);
    expect(onReject).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: '  Fotografia nu arată aparatul.  ' } });
    expect(screen.queryByText('Motivul respingerii este obligatoriu')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(onReject).toHaveBeenCalledWith(row, 'Fotografia nu arată aparatul.');
  });

  it('is disabled while the rejection is being sent', () => {
    render(<RejectAnswerDialog row={row} isBusy onClose={() => undefined} onReject={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/Motivul respingerii/), { target: { value: 'Incomplet' } });
    expect(screen.getByRole('button', { name: /Respinge/ })).toBeDisabled();
  });
});
