import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { questionFixtures } from './fixtures.js';
import {
  QuestionEditor,
  QuestionReview,
  QuestionView,
  questionFeedback,
  redactQuestionForLearner,
  type QuestionData,
} from './index.js';

const services = { uploadFile: vi.fn(async () => ({ url: 'https://x.ro/u.png' })) };
const single = questionFixtures.data[0]!.data;
const multiple = questionFixtures.data[1]!.data;

describe('QuestionView', () => {
  it('review mode after a wrong answer: the chosen option is wrong, the correct one and the explanation show', () => {
    const answer = { selectedOptionIds: ['opt-1'] };
    const props = { data: redactQuestionForLearner(single), answer, onAnswerChange: vi.fn(), services };
    const { unmount } = render(<QuestionView {...props} mode="complete" />);
    expect(screen.queryByText(/Bateriile conțin metale/)).not.toBeInTheDocument();
    unmount();
    render(<QuestionView {...props} mode="review" disabled feedback={questionFeedback(single, answer)} />);
    const result = screen.getByRole('region', { name: 'Rezultatul răspunsului' });
    expect(result).toHaveTextContent('Răspuns greșit');
    expect(result).toHaveTextContent('La coșul de gunoi din clasă: Ai ales-o: nu este corectă');
    expect(result).toHaveTextContent('La punctul de colectare pentru baterii: Varianta corectă');
    expect(result).toHaveTextContent(/De ce\?\s*Bateriile conțin metale/);
  });

  it('review mode after a right answer says so in words', () => {
    const answer = { selectedOptionIds: ['opt-2'] };
    render(
      <QuestionView
        data={redactQuestionForLearner(single)}
        answer={answer}
        onAnswerChange={vi.fn()}
        mode="review"
        services={services}
        feedback={questionFeedback(single, answer)}
      />,
    );
    expect(screen.getByRole('region', { name: 'Rezultatul răspunsului' })).toHaveTextContent(
      'Răspuns corect',
    );
  });

  it('the editor edits the optional explanation and removes the key when emptied', () => {
    const onChange = vi.fn();
    render(<QuestionEditor data={single} onChange={onChange} issues={[]} services={services} />);
    const field = screen.getByLabelText('Explicație (opțional)');
    expect(field).toHaveValue(single.explanation);
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange.mock.calls[0]![0]).not.toHaveProperty('explanation');
    fireEvent.change(field, { target: { value: 'Pentru că da.' } });
    expect(onChange.mock.calls[1]![0]).toMatchObject({ explanation: 'Pentru că da.' });
  });

  it('single choice: clicking an option answers with its id', () => {
    const onAnswerChange = vi.fn();
    render(
      <QuestionView
        data={redactQuestionForLearner(single)}
        answer={undefined}
        onAnswerChange={onAnswerChange}
        mode="complete"
        services={services}
      />,
    );
    expect(screen.getByText('Alege un singur răspuns')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'La punctul de colectare pentru baterii' }));
    expect(onAnswerChange).toHaveBeenCalledWith({ selectedOptionIds: ['opt-2'] });
  });

  it('multiple choice adds to the current selection and shows answer issues', () => {
    const onAnswerChange = vi.fn();
    render(
      <QuestionView
        data={redactQuestionForLearner(multiple)}
        answer={{ selectedOptionIds: ['opt-1'] }}
        onAnswerChange={onAnswerChange}
        mode="complete"
        services={services}
        issues={[{ path: ['selectedOptionIds'], code: 'required', message: 'Alege cel puțin un răspuns' }]}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Un uscător de păr stricat' }));
    expect(onAnswerChange).toHaveBeenCalledWith({ selectedOptionIds: ['opt-1', 'opt-3'] });
    expect(screen.getByText('Alege cel puțin un răspuns')).toBeInTheDocument();
  });

  it('is read only when submitted', () => {
    render(
      <QuestionView
        data={redactQuestionForLearner(single)}
        answer={{ selectedOptionIds: ['opt-1'] }}
        onAnswerChange={vi.fn()}
        mode="complete"
        services={services}
        disabled
      />,
    );
    expect(screen.getByRole('radio', { name: 'La coșul de gunoi din clasă' })).toBeDisabled();
  });
});

describe('QuestionEditor', () => {
  it('single choice: marking an option correct unmarks the previous one', () => {
    const onChange = vi.fn();
    render(<QuestionEditor data={single} onChange={onChange} issues={[]} services={services} />);
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Răspuns corect' })[0]!);
    const next = onChange.mock.calls[0]![0] as QuestionData;
    expect(next.options.map((o) => o.isCorrect)).toEqual([true, false, false]);
  });

  it('adds an option with a fresh id and refuses to go below 2 options', () => {
    const onChange = vi.fn();
    const two: QuestionData = { ...single, options: single.options.slice(0, 2) };
    render(<QuestionEditor data={two} onChange={onChange} issues={[]} services={services} />);
    expect(screen.getByRole('button', { name: 'Șterge varianta 1' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Adaugă variantă' }));
    expect((onChange.mock.calls[0]![0] as QuestionData).options.map((o) => o.id)).toEqual([
      'opt-1',
      'opt-2',
      'opt-3',
    ]);
  });

  it('shows issues beside the matching fields', () => {
    render(
      <QuestionEditor
        data={single}
        onChange={vi.fn()}
        services={services}
        issues={[
          { path: ['text'], code: 'required', message: 'Textul întrebării este obligatoriu' },
          { path: ['options'], code: 'no_correct_option', message: 'Marchează cel puțin un răspuns corect' },
          {
            path: ['options', 1, 'text'],
            code: 'required',
            message: 'Varianta trebuie să aibă text sau imagine',
          },
        ]}
      />,
    );
    expect(screen.getByLabelText(/Întrebarea/)).toHaveAccessibleDescription(
      'Textul întrebării este obligatoriu',
    );
    expect(screen.getByLabelText('Varianta 2')).toHaveAccessibleDescription(
      'Varianta trebuie să aibă text sau imagine',
    );
    expect(screen.getByText('Marchează cel puțin un răspuns corect')).toBeInTheDocument();
  });
});

describe('QuestionReview', () => {
  it('shows the pupil choice, the correct option and the points', () => {
    render(<QuestionReview data={single} answer={{ selectedOptionIds: ['opt-1'] }} />);
    expect(screen.getByText('Răspuns greșit')).toBeInTheDocument();
    expect(screen.getByText('0 din 10 puncte')).toBeInTheDocument();
    expect(screen.getByText('Ales de elev')).toBeInTheDocument();
    expect(screen.getByText('Răspuns corect')).toBeInTheDocument();
  });
});
