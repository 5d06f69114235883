import { useId } from 'react';
import { useGetMyProgressQuery } from './pupil-progress-api.js';
import { PUPIL_PROGRESS_MESSAGES as M } from './pupil-progress-messages.js';
import './pupil-progress.css';

const POINTS = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 });
const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The done share as a ring: plain SVG, no chart library in a pupil's bundle. */
function ProgressRing({ done, visible }: { done: number; visible: number }) {
  const share = visible > 0 ? Math.min(done / visible, 1) : 0;
  return (
    <svg className="pupil-progress__ring" viewBox="0 0 100 100" role="img" aria-label={M.ring(done, visible)}>
      <circle className="pupil-progress__ring-track" cx="50" cy="50" r={RADIUS} />
      <circle
        className="pupil-progress__ring-value"
        cx="50"
        cy="50"
        r={RADIUS}
        strokeDasharray={`${share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
        transform="rotate(-90 50 50)"
      />
      <text
        x="50"
        y="50"
        className="pupil-progress__ring-text"
        textAnchor="middle"
        dominantBaseline="central"
      >
        {done}/{visible}
      </text>
    </svg>
  );
}

/** 'Progresul tău' on the pupil's home (homework list): activities done, own and school points. */
export function PupilProgress() {
  const headingId = useId();
  const { data } = useGetMyProgressQuery();
  // Light by design: nothing shows until the figures are there, and a failure leaves the home as it was.
  if (!data) return null;
  return (
    <section className="pupil-progress" aria-labelledby={headingId}>
      <ProgressRing done={data.done} visible={data.visible} />
      <div className="pupil-progress__body">
        <h2 id={headingId} className="pupil-progress__heading">
          {M.heading}
        </h2>
        <p className="pupil-progress__cheer">
          {M.ring(data.done, data.visible)}. {M.cheer(data.done, data.visible)}
        </p>
        <ul className="pupil-progress__types">
          {data.byType
            .filter((row) => row.visible > 0)
            .map((row) => (
              <li key={row.type}>
                <span className="pupil-progress__type">{M.byType[row.type]}</span>
                <span className="pupil-progress__bar" aria-hidden="true">
                  <span style={{ width: `${(row.done / row.visible) * 100}%` }} />
                </span>
                <span className="pupil-progress__count">{M.typeCount(row.done, row.visible)}</span>
              </li>
            ))}
        </ul>
      </div>
      <dl className="pupil-progress__points">
        <div>
          <dt>{M.myPoints}</dt>
          <dd>{POINTS.format(data.points)}</dd>
        </div>
        {data.schoolPoints !== null && (
          <div>
            <dt>{M.schoolPoints}</dt>
            <dd>{POINTS.format(data.schoolPoints)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
