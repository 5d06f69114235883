import { useEffect, useId } from 'react';
import { useGetEditionsQuery } from '../api/editions-api.js';
import { TABLE_MESSAGES as M } from '../messages/table-messages.js';

export interface EditionSelectProps {
  value: number | null;
  onChange: (editionId: number) => void;
}

/** The edition selector of report tables; the current edition is marked '(curent)' and chosen first. */
export function EditionSelect({ value, onChange }: EditionSelectProps) {
  const id = useId();
  const { data } = useGetEditionsQuery();
  const currentId = data?.currentEdition?.id ?? null;

  useEffect(() => {
    if (value === null && currentId !== null) onChange(currentId);
  }, [value, currentId, onChange]);

  return (
    <div className="data-table__edition">
      <label htmlFor={id}>{M.edition}</label>
      <select
        id={id}
        className="data-table__select"
        value={value ?? ''}
        disabled={!data}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {value === null && <option value="">{M.loading}</option>}
        {data?.editions.map((edition) => (
          <option key={edition.id} value={edition.id}>
            {edition.isCurrentEdition ? `${edition.nume} ${M.currentEdition}` : edition.nume}
          </option>
        ))}
      </select>
    </div>
  );
}
