import type { ClassProgress } from '@platform/contracts';
import { CLASS_PROGRESS_MESSAGES as M } from '../class-progress-messages.js';
import { StateCell } from './state-cell.js';

const POINTS = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 });

export interface ClassGridProps {
  data: ClassProgress;
  onOpenApproval(userId: number, lessonId: number): void;
}

/** Desktop: pupils in rows, activities in columns (the first column stays while the grid scrolls). */
export function ClassGrid({ data, onOpenApproval }: ClassGridProps) {
  return (
    <div className="class-grid__scroll" tabIndex={0} role="region" aria-label={M.gridCaption}>
      <table className="class-grid">
        <caption className="eco-visually-hidden">{M.gridCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className="class-grid__pupil">
              {M.pupil}
            </th>
            {data.activities.map((activity) => (
              <th key={activity.lessonId} scope="col" className="class-grid__activity">
                <span className="class-grid__type">{M.types[activity.type]}</span>
                <span className="class-grid__title">{activity.title}</span>
              </th>
            ))}
            <th scope="col" className="class-grid__total">
              {M.points}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.pupils.map((pupil) => (
            <tr key={pupil.userId}>
              <th scope="row" className="class-grid__pupil">
                <span className="class-grid__name">{pupil.nume}</span>
                {pupil.clasa && <span className="class-grid__class">{pupil.clasa}</span>}
              </th>
              {pupil.cells.map((cell, index) => (
                <td key={cell.lessonId}>
                  <StateCell
                    state={cell.state}
                    points={cell.points}
                    pupil={pupil.nume}
                    activity={data.activities[index]!.title}
                    onOpenApproval={() => onOpenApproval(pupil.userId, cell.lessonId)}
                  />
                </td>
              ))}
              <td className="class-grid__total">{POINTS.format(pupil.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phone: one card per pupil, the activities listed inside. */
export function ClassCards({ data, onOpenApproval }: ClassGridProps) {
  return (
    <ul className="class-cards" aria-label={M.gridCaption}>
      {data.pupils.map((pupil) => (
        <li key={pupil.userId} className="class-card">
          <div className="class-card__header">
            <h3 className="class-card__name">{pupil.nume}</h3>
            <span className="class-card__points">
              {M.points}: {POINTS.format(pupil.points)}
            </span>
          </div>
          {pupil.clasa && <p className="class-card__class">{pupil.clasa}</p>}
          <dl className="class-card__list">
            {pupil.cells.map((cell, index) => {
              const activity = data.activities[index]!;
              return (
                <div key={cell.lessonId} className="class-card__row">
                  <dt>
                    <span className="class-grid__type">{M.types[activity.type]}</span> {activity.title}
                  </dt>
                  <dd>
                    <StateCell
                      state={cell.state}
                      points={cell.points}
                      pupil={pupil.nume}
                      activity={activity.title}
                      onOpenApproval={() => onOpenApproval(pupil.userId, cell.lessonId)}
                    />
                  </dd>
                </div>
              );
            })}
          </dl>
        </li>
      ))}
    </ul>
  );
}
