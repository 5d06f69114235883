import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { slideFeedbackOf } from '../core/feedback.js';
import type { SlideFeedback } from '../core/feedback.js';
import type { SlideFixtures, SlidePlugin, SlideViewMode } from '../core/types.js';
import { failIfAny, type SlideContractCheck } from './contract-failure.js';
import { createTestHostServices } from './test-services.js';

type AnyPlugin = SlidePlugin<unknown, unknown, unknown>;
type AnyFixtures = SlideFixtures<unknown, unknown>;

const noop = () => undefined;

/** Renders `element`; returns the error message if rendering throws. */
function renderError(element: ReactElement): string | undefined {
  try {
    render(element).unmount();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** axe violations of `element`, as readable lines. Colour contrast needs real layout, which jsdom lacks. */
async function axeViolations(element: ReactElement): Promise<string[]> {
  const { container, unmount } = render(element);
  try {
    const results = await axe.run(container, {
      // jsdom cannot host frames; axe still checks the <iframe> element itself (title etc.).
      iframes: false,
      rules: { 'color-contrast': { enabled: false } },
    });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  } finally {
    unmount();
  }
}

/**
 * The React promises of the slide contract: every component renders every fixture and axe finds no
 * violation. Needs a DOM (Vitest `environment: 'jsdom'`).
 */
export function createUiContractChecks(plugin: AnyPlugin, fixtures: AnyFixtures): SlideContractCheck[] {
  const services = createTestHostServices();
  const { Editor, View, Review } = plugin;
  const answersOf = (dataName: string) => fixtures.answers.filter((answer) => answer.dataName === dataName);
  const editor = (data: unknown) => (
    <Editor data={data} onChange={noop} issues={plugin.validate(data)} services={services} />
  );
  const view = (data: unknown, mode: SlideViewMode, answer?: unknown, feedback?: SlideFeedback | null) => (
    <View
      data={plugin.redactForLearner(data)}
      answer={answer}
      onAnswerChange={noop}
      mode={mode}
      services={services}
      {...(feedback === undefined ? {} : { feedback, disabled: true })}
    />
  );
  const dataByName = new Map(fixtures.data.map((fixture) => [fixture.name, fixture.data]));
  /** Each answer fixture with its data and the core's feedback (plugins with `feedback` only). */
  const answersWithFeedback = () =>
    fixtures.answers.flatMap(({ name, dataName, answer }) => {
      const result = slideFeedbackOf(plugin.core, dataByName.get(dataName), answer);
      return dataByName.has(dataName) && result.ok && result.feedback
        ? [{ name, data: dataByName.get(dataName), answer, feedback: result.feedback }]
        : [];
    });

  const checks: SlideContractCheck[] = [
    {
      name: 'Editor renders every data and invalid fixture',
      run() {
        const problems = [...fixtures.data, ...fixtures.invalidData].flatMap(({ name, data }) => {
          const error = renderError(editor(data));
          return error ? [`${name}: ${error}`] : [];
        });
        failIfAny('Editor must render every fixture', problems);
      },
    },
    {
      name: 'View renders every data fixture in complete, preview and review modes',
      run() {
        const problems = fixtures.data.flatMap(({ name, data }) => {
          const answer = answersOf(name)[0]?.answer;
          const cases: [string, ReactElement][] = [
            ['complete, unanswered', view(data, 'complete')],
            ['complete, answered', view(data, 'complete', answer)],
            ['preview', view(data, 'preview')],
            ['review', view(data, 'review', answer)],
          ];
          return cases.flatMap(([label, element]) => {
            const error = renderError(element);
            return error ? [`${name} (${label}): ${error}`] : [];
          });
        });
        failIfAny('View must render every fixture', problems);
      },
    },
    {
      name: 'Editor and View have no axe violations',
      async run() {
        const problems: string[] = [];
        for (const { name, data } of fixtures.data) {
          for (const violation of await axeViolations(editor(data)))
            problems.push(`Editor ${name}: ${violation}`);
          for (const violation of await axeViolations(view(data, 'complete')))
            problems.push(`View ${name}: ${violation}`);
        }
        failIfAny('Accessibility (axe)', problems);
      },
    },
  ];
  if (plugin.core.feedback) {
    checks.push({
      name: 'View shows feedback only after submission (review mode), with no axe violations',
      async run() {
        const problems: string[] = [];
        for (const { name, data, answer, feedback } of answersWithFeedback()) {
          // Before submission the host passes no feedback: the explanation must not be on screen.
          if (feedback.explanation) {
            const before = render(view(data, 'complete', answer));
            if (before.container.textContent?.includes(feedback.explanation))
              problems.push(`${name}: the explanation is shown before submission`);
            before.unmount();
          }
          const error = renderError(view(data, 'review', answer, feedback));
          if (error) problems.push(`${name} (review with feedback): ${error}`);
          else
            for (const violation of await axeViolations(view(data, 'review', answer, feedback)))
              problems.push(`${name} (review with feedback): ${violation}`);
        }
        failIfAny('Feedback in the View', problems);
      },
    });
  }
  if (Review) {
    checks.push({
      name: 'Review renders every answer',
      run() {
        const problems = fixtures.answers.flatMap(({ name, dataName, answer }) => {
          const error = renderError(<Review data={dataByName.get(dataName)} answer={answer} />);
          return error ? [`${name}: ${error}`] : [];
        });
        failIfAny('Review must render every answer', problems);
      },
    });
  }
  return checks;
}
