import type { User } from '@platform/contracts';
import { Badge, Button } from '@platform/ui';
import { formatDate } from '../../shared/dates/format-date.js';
import { MY_PUPILS_MESSAGES as M, TABLE_MESSAGES } from '../../shared/messages/table-messages.js';
import { reportColumnHelper } from '../../shared/table/table-features.js';

const helper = reportColumnHelper<User>();

export interface MyPupilsColumnsOptions {
  onToggle: (pupil: User) => void;
  /** True while a change is being saved (the buttons are locked 2 s). */
  isLocked: boolean;
}

/**
 * Columns of 'Elevii mei': who the pupil is, when they registered, and the activation switch; few enough
 * that the switch stays in view on a laptop; the switch and the status come right after the name, so a
 * phone shows them without scrolling sideways.
 */
export function myPupilsColumns({ onToggle, isLocked }: MyPupilsColumnsOptions) {
  return helper.columns([
    helper.accessor('nume', {
      header: M.nume,
      meta: { sortField: 'nume', filter: { kind: 'text', param: 'nume' } },
    }),
    helper.display({
      id: 'actions',
      header: M.actions,
      cell: (info) => {
        const pupil = info.row.original;
        return (
          <Button
            size="sm"
            // Deactivating is reversible (Activează): a quiet button; activating is the row's main action.
            variant={pupil.isEnabled ? 'secondary' : 'primary'}
            disabled={isLocked}
            aria-label={`${pupil.isEnabled ? M.deactivate : M.activate}: ${pupil.nume}`}
            onClick={() => onToggle(pupil)}
          >
            {pupil.isEnabled ? M.deactivate : M.activate}
          </Button>
        );
      },
    }),
    helper.accessor('isEnabled', {
      header: M.isEnabled,
      cell: (info) =>
        info.getValue() ? (
          <Badge tone="success">{TABLE_MESSAGES.yes}</Badge>
        ) : (
          <Badge tone="danger">{TABLE_MESSAGES.no}</Badge>
        ),
      meta: { sortField: 'isEnabled', filter: { kind: 'boolean', param: 'isEnabled' } },
    }),
    helper.accessor('email', {
      header: M.email,
      meta: { sortField: 'email', filter: { kind: 'text', param: 'email' } },
    }),
    helper.accessor('clasa', {
      header: M.clasa,
      meta: { sortField: 'clasa', filter: { kind: 'text', param: 'clasa' } },
    }),
    helper.accessor('timestamp', {
      header: M.timestamp,
      cell: (info) => formatDate(info.getValue()),
      meta: { sortField: 'timestamp' },
    }),
  ]);
}
