import { useEffect, useState } from 'react';
import { TABLE_MESSAGES as M } from '../messages/table-messages.js';
import type { FilterValue } from './server-table-state.js';
import type { ColumnFilterSpec } from './table-features.js';

export interface ColumnFilterProps {
  spec: ColumnFilterSpec;
  /** The column's header, for the accessible names of the controls. */
  label: string;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}

const TEXT_DEBOUNCE_MS = 400;

function TypedFilter({
  spec,
  label,
  value,
  onChange,
}: ColumnFilterProps & { spec: { kind: 'text' | 'number' } }) {
  const [draft, setDraft] = useState(typeof value === 'string' ? value : '');
  useEffect(() => {
    const committed = typeof value === 'string' ? value : '';
    if (draft === committed) return;
    // Typing waits for a pause before asking the server.
    const timer = setTimeout(() => onChange(draft === '' ? undefined : draft), TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <input
      className="data-table__filter-input"
      type={spec.kind === 'number' ? 'number' : 'search'}
      inputMode={spec.kind === 'number' ? 'numeric' : undefined}
      aria-label={`${M.filterBy}: ${label}`}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
    />
  );
}

/** One filter control under a column header: text, number, DA/NU, a choice, or the De la / Până la range. */
export function ColumnFilter(props: ColumnFilterProps) {
  const { spec, label, value, onChange } = props;
  if (spec.kind === 'text' || spec.kind === 'number') return <TypedFilter {...props} spec={spec} />;
  if (spec.kind === 'boolean' || spec.kind === 'choice') {
    const options =
      spec.kind === 'boolean'
        ? [
            { value: 'true', label: M.yes },
            { value: 'false', label: M.no },
          ]
        : spec.options;
    return (
      <select
        className="data-table__filter-input"
        aria-label={`${M.filterBy}: ${label}`}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      >
        <option value="">{M.all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  const range = typeof value === 'object' ? value : { from: '', to: '' };
  const update = (next: { from: string; to: string }) => onChange(next.from || next.to ? next : undefined);
  return (
    <div className="data-table__date-range">
      <label>
        <span>{M.dateFrom}</span>
        <input
          type="date"
          className="data-table__filter-input"
          aria-label={`${label}: ${M.dateFrom}`}
          value={range.from}
          onChange={(event) => update({ ...range, from: event.target.value })}
        />
      </label>
      <label>
        <span>{M.dateTo}</span>
        <input
          type="date"
          className="data-table__filter-input"
          aria-label={`${label}: ${M.dateTo}`}
          value={range.to}
          onChange={(event) => update({ ...range, to: event.target.value })}
        />
      </label>
    </div>
  );
}
