import { useId } from 'react';
import { CLASS_PROGRESS_WHOLE_SCHOOL_LIMIT, type ClassProgress } from '@platform/contracts';
import { CLASS_PROGRESS_MESSAGES as M } from '../class-progress-messages.js';

/** The select's values: 'all' for the whole school, 'class:' and the name for a class (none: 'class:'). */
const ALL = 'all';
const valueOf = (clasa: string | null) => `class:${clasa ?? ''}`;

/**
 * The class the grid shows. A small school may see all its classes at once; a large one sees one at a time
 * (the server picks the first class with answers awaiting approval). `onChange(undefined)`: the whole school;
 * '': the pupils without a class.
 */
export function ClassFilter(props: {
  classes: ClassProgress['classes'];
  shown: ClassProgress['shown'];
  onChange: (clasa: string | undefined) => void;
}) {
  const id = useId();
  const hintId = useId();
  const pupils = props.classes.reduce((sum, row) => sum + row.pupils, 0);
  const wholeSchoolOffered = pupils <= CLASS_PROGRESS_WHOLE_SCHOOL_LIMIT;
  const value = props.shown === null ? ALL : valueOf(props.shown.clasa);
  return (
    <div className="dashboard-filter class-filter">
      <label htmlFor={id}>{M.classFilter.label}</label>
      <select
        id={id}
        value={value}
        aria-describedby={wholeSchoolOffered ? undefined : hintId}
        onChange={(event) => {
          const chosen = event.target.value;
          props.onChange(chosen === ALL ? undefined : chosen.slice(valueOf('').length));
        }}
      >
        {wholeSchoolOffered && <option value={ALL}>{M.classFilter.all}</option>}
        {props.classes.map((row) => (
          <option key={valueOf(row.clasa)} value={valueOf(row.clasa)}>
            {M.classFilter.option(row.clasa ?? M.classFilter.none, row.pupils, row.pending)}
          </option>
        ))}
      </select>
      {!wholeSchoolOffered && (
        <p id={hintId} className="class-filter__hint">
          {M.classFilter.oneAtATime(pupils)}
        </p>
      )}
    </div>
  );
}
