import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { createTestHostServices } from '@platform/slide-sdk/testing';
import { orderingCore, type OrderingAnswer } from './core/index.js';
import { orderingFixtures } from './fixtures.js';
import { OrderingView } from './view.js';

const data = orderingFixtures.data[1]!.data;
const learnerData = orderingCore.redactForLearner(data);

function Harness({ onAnswer }: { onAnswer(answer: OrderingAnswer): void }) {
  const [answer, setAnswer] = useState<OrderingAnswer>();
  return (
    <OrderingView
      data={learnerData}
      answer={answer}
      onAnswerChange={(next) => {
        setAnswer(next);
        onAnswer(next);
      }}
      mode="complete"
      services={createTestHostServices()}
    />
  );
}

const shownOrder = () =>
  screen.getAllByRole('listitem').map((item) =>
    item.textContent
      ?.replace(/^\d+\./, '')
      .replace(/[⠿↑↓]/g, '')
      .trim(),
  );

describe('ORDERING view', () => {
  it('shows the mixed order, never the correct one, before any move', () => {
    render(<Harness onAnswer={() => undefined} />);
    expect(shownOrder()).toEqual(learnerData.items.map((item) => item.text));
    expect(shownOrder()).not.toEqual(data.correctOrder.map((item) => item.text));
  });

  it('reorders with the keyboard until the pupil reaches full points on the server core', async () => {
    const user = userEvent.setup();
    const answers: OrderingAnswer[] = [];
    render(<Harness onAnswer={(answer) => answers.push(answer)} />);
    // Selection sort with the "move up" buttons, operated by Tab + Enter only.
    for (const [target, item] of data.correctOrder.entries()) {
      let position = shownOrder().indexOf(item.text);
      while (position > target) {
        screen.getByRole('button', { name: `Mută mai sus: ${item.text}` }).focus();
        await user.keyboard('{Enter}');
        position -= 1;
      }
    }
    expect(shownOrder()).toEqual(data.correctOrder.map((item) => item.text));
    expect(orderingCore.scoring!.score(data, answers.at(-1)!)).toBe(data.points);
  });

  it('is read only in review mode', () => {
    render(
      <OrderingView
        data={learnerData}
        answer={{ order: data.correctOrder.map((item) => item.id) }}
        onAnswerChange={() => undefined}
        mode="review"
        services={createTestHostServices()}
      />,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(shownOrder()).toEqual(data.correctOrder.map((item) => item.text));
  });
});
