import { Component, useMemo, useState, type ReactNode } from 'react';
import {
  createSlideRegistry,
  type SlideFixtures,
  type SlideIssue,
  type SlidePlugin,
  type SlideViewMode,
} from '@platform/slide-sdk';
import { createStoryHostServices } from '@platform/slide-sdk/storybook';

/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- the plugin under development is any plugin */
type AnyPlugin = SlidePlugin<any, any, any>;
type AnyFixtures = SlideFixtures<unknown, unknown>;

/** The one `defineSlidePlugin` value of the plugin's `.` entry. */
export function findPlugin(module: Record<string, unknown>): AnyPlugin {
  const isPlugin = (value: unknown) =>
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'slide-plugin';
  const plugin = isPlugin(module.default) ? module.default : Object.values(module).find(isPlugin);
  if (!plugin) throw new Error('The plugin entry exports no defineSlidePlugin value');
  return plugin as AnyPlugin;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p role="alert" className="pg-issues">
        {this.state.error.message}
      </p>
    ) : (
      this.props.children
    );
  }
}

function Issues({ issues, label }: { issues: readonly SlideIssue[]; label: string }) {
  if (issues.length === 0) return <p className="pg-ok">{label}: fără probleme</p>;
  return (
    <ul aria-label={label} className="pg-issues">
      {issues.map((issue, index) => (
        <li key={index}>
          <code>{issue.path.join('.') || '(slide)'}</code> {issue.code}: {issue.message}
        </li>
      ))}
    </ul>
  );
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The plugin playground of `slide-sdk dev`: every part of the plugin, live, with the core's verdicts. */
export function Playground({ plugin, fixtures }: { plugin: AnyPlugin; fixtures?: AnyFixtures }) {
  const registry = useMemo(() => createSlideRegistry([plugin.core]), [plugin]);
  const services = useMemo(() => createStoryHostServices(), []);
  const samples = useMemo(
    () => [
      { name: 'createDefault()', data: plugin.core.createDefault() },
      ...(fixtures?.data ?? []),
      ...(fixtures?.invalidData ?? []).map((sample) => ({ ...sample, name: `${sample.name} (invalid)` })),
    ],
    [plugin, fixtures],
  );
  const [sampleName, setSampleName] = useState(samples[1]?.name ?? samples[0]!.name);
  const [data, setData] = useState<unknown>(() => samples.find((s) => s.name === sampleName)!.data);
  const [answer, setAnswer] = useState<unknown>();
  const [mode, setMode] = useState<SlideViewMode>('complete');

  const envelope = {
    type: plugin.type,
    pluginVersion: plugin.version,
    schemaVersion: plugin.schemaVersion,
    data,
  };
  const dataIssues = plugin.core.validate(data);
  const shapeOk = plugin.core.dataSchema.safeParse(data).success;
  const learnerData = shapeOk ? plugin.core.redactForLearner(data) : undefined;
  const answerIssues =
    learnerData && answer !== undefined ? plugin.core.validateLearnerAnswer(learnerData, answer) : [];
  const score = answer === undefined ? undefined : registry.score(envelope, answer);
  const dryRun = registry.dryRunMigrations(
    (fixtures?.legacyData ?? []).map((legacy) => ({
      id: legacy.name,
      envelope: {
        type: plugin.type,
        pluginVersion: plugin.version,
        schemaVersion: legacy.schemaVersion,
        data: legacy.data,
      },
    })),
  );
  const choose = (name: string) => {
    setSampleName(name);
    setData(structuredClone(samples.find((sample) => sample.name === name)!.data));
    setAnswer(undefined);
  };

  return (
    <>
      <header className="pg-header">
        <h1>
          {plugin.core.displayName} — {plugin.type}@{plugin.version} (schema {plugin.schemaVersion})
        </h1>
        <label>
          Exemplu{' '}
          <select value={sampleName} onChange={(event) => choose(event.target.value)}>
            {samples.map((sample) => (
              <option key={sample.name}>{sample.name}</option>
            ))}
          </select>
        </label>
      </header>
      <main className="pg-grid">
        <section className="pg-panel" aria-labelledby="pg-editor">
          <h2 id="pg-editor">Editor (autor)</h2>
          <Boundary>
            <plugin.Editor data={data} onChange={setData} issues={dataIssues} services={services} />
          </Boundary>
          <Issues issues={dataIssues} label="Validare" />
        </section>
        <section className="pg-panel" aria-labelledby="pg-view">
          <h2 id="pg-view">View (elev)</h2>
          <div className="pg-modes" role="group" aria-label="Mod">
            {(['complete', 'preview', 'review'] as const).map((each) => (
              <button key={each} type="button" aria-pressed={mode === each} onClick={() => setMode(each)}>
                {each}
              </button>
            ))}
          </div>
          {learnerData === undefined ? (
            <p className="pg-issues">Datele nu respectă schema: elevul nu poate primi slide-ul.</p>
          ) : (
            <Boundary>
              <plugin.View
                data={learnerData}
                answer={answer}
                onAnswerChange={setAnswer}
                mode={mode}
                services={services}
                issues={answerIssues}
              />
            </Boundary>
          )}
          <Issues issues={answerIssues} label="Validarea răspunsului" />
          <p aria-live="polite">
            Punctaj (calculat de core):{' '}
            {score === undefined
              ? 'fără răspuns'
              : score.ok
                ? `${score.points} din ${score.maxPoints}`
                : score.issues.map((issue) => issue.message).join('; ')}
          </p>
        </section>
        <section className="pg-panel" aria-labelledby="pg-review">
          <h2 id="pg-review">Review (profesor)</h2>
          {plugin.Review && answer !== undefined && shapeOk ? (
            <Boundary>
              <plugin.Review data={data} answer={answer} />
            </Boundary>
          ) : (
            <p>{plugin.Review ? 'Răspundeți în View ca să vedeți Review.' : 'Pluginul nu are Review.'}</p>
          )}
        </section>
        <section className="pg-panel" aria-labelledby="pg-data">
          <h2 id="pg-data">Date</h2>
          <h3>Ce primește elevul (redactat)</h3>
          <pre data-testid="learner-data">{json(learnerData)}</pre>
          <h3>Răspunsul curent</h3>
          <pre data-testid="answer">{json(answer)}</pre>
          <h3>Migrări (rulare de probă pe legacyData)</h3>
          <pre data-testid="dry-run">{json(dryRun)}</pre>
        </section>
      </main>
    </>
  );
}
