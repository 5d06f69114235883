import { useState, type ReactElement } from 'react';
import { slideFeedbackOf } from '../core/feedback.js';
import type { SlideHostServices, SlidePlugin, SlideViewMode } from '../core/types.js';

type AnyPlugin = SlidePlugin<unknown, unknown, unknown>;

/** Editor with local state, so edits in a story behave like in the lesson editor. */
export function EditorStory(props: {
  plugin: AnyPlugin;
  initialData: unknown;
  services: SlideHostServices;
}): ReactElement {
  const { plugin, services } = props;
  const [data, setData] = useState(props.initialData);
  const { Editor } = plugin;
  return (
    <div>
      <Editor data={data} onChange={setData} issues={plugin.validate(data)} services={services} />
      <details style={{ marginTop: 24 }}>
        <summary>Date slide (JSON)</summary>
        <pre>{JSON.stringify(data, null, 2)}</pre>
      </details>
    </div>
  );
}

/** View with local answer state; the data is redacted like the host does for pupils. */
export function ViewStory(props: {
  plugin: AnyPlugin;
  data: unknown;
  mode: SlideViewMode;
  initialAnswer: unknown;
  disabled?: boolean;
  services: SlideHostServices;
  /** Review after submission: pass the core's feedback on the answer, as the host does (SDK 1.1). */
  withFeedback?: boolean;
}): ReactElement {
  const { plugin, data, mode, disabled, services } = props;
  const [answer, setAnswer] = useState(props.initialAnswer);
  const { View } = plugin;
  const feedback = props.withFeedback ? slideFeedbackOf(plugin.core, data, answer) : null;
  return (
    <View
      data={plugin.redactForLearner(data)}
      answer={answer}
      onAnswerChange={setAnswer}
      mode={mode}
      services={services}
      issues={answer === undefined ? [] : plugin.validateAnswer(data, answer)}
      disabled={disabled}
      {...(feedback?.ok && feedback.feedback ? { feedback: feedback.feedback } : {})}
    />
  );
}
