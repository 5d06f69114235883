import { Badge, Button } from '@platform/ui';
import {
  WASTE_ORDER_STATUSES,
  type Address,
  type Role,
  type WasteOrder,
  type WasteOrderStatus,
} from '@platform/contracts';
import { formatDate, formatDateTime } from '../../shared/dates/format-date.js';
import { reportColumnHelper } from '../../shared/table/table-features.js';
import { collectionDate, formatKg, orderStatus } from './order-status.js';
import { WASTE_ORDERS_MESSAGES as M } from './waste-orders-messages.js';

const helper = reportColumnHelper<WasteOrder>();
const statusOptions = WASTE_ORDER_STATUSES.map((status) => ({
  value: status,
  label: M.statusLabels[status],
}));
const STATUS_TONES: Record<WasteOrderStatus, 'neutral' | 'success' | 'warning' | 'danger' | 'info'> = {
  PENDING: 'warning',
  VALIDATED: 'success',
  REJECTED: 'danger',
  PROCESSED: 'info',
};

export interface OrderRowActions {
  onEdit(order: WasteOrder): void;
  onValidate(order: WasteOrder): void;
  onReject(order: WasteOrder): void;
  onProcess(order: WasteOrder): void;
  onRealValues(order: WasteOrder): void;
  onDelete(order: WasteOrder): void;
  /** The order whose validate / process call is running (its button shows a spinner). */
  busyId: number | null;
}

const isStaff = (role: Role) => role === 'ADMIN' || role === 'DBEST';

/** Which row actions a role gets on an order (spec 001 §4 and §6). */
export function orderActionsFor(role: Role, order: WasteOrder) {
  const staff = isStaff(role);
  return {
    edit: staff,
    validate: staff && order.isValidated === null,
    reject: staff && order.isValidated === null,
    process: staff && order.isValidated === true && !order.isProcessed,
    realValues: role === 'LOGISTIC' && order.isValidated === true,
    delete: staff,
  };
}

function RowActions({ order, role, actions }: { order: WasteOrder; role: Role; actions: OrderRowActions }) {
  const allowed = orderActionsFor(role, order);
  const label = (text: string) => `${text} comanda nr. ${order.id}`;
  return (
    <div className="waste-orders__actions">
      {allowed.validate && (
        <Button
          size="sm"
          aria-label={label(M.validate)}
          loading={actions.busyId === order.id}
          onClick={() => actions.onValidate(order)}
        >
          {M.validate}
        </Button>
      )}
      {allowed.process && (
        <Button
          size="sm"
          aria-label={label(M.markProcessed)}
          loading={actions.busyId === order.id}
          onClick={() => actions.onProcess(order)}
        >
          {M.markProcessed}
        </Button>
      )}
      {allowed.edit && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={label(M.edit)}
          onClick={() => actions.onEdit(order)}
        >
          {M.edit}
        </Button>
      )}
      {allowed.reject && (
        <Button
          size="sm"
          variant="ghost"
          className="row-action--destructive"
          aria-label={label(M.reject)}
          onClick={() => actions.onReject(order)}
        >
          {M.reject}
        </Button>
      )}
      {allowed.delete && (
        <Button
          size="sm"
          variant="ghost"
          className="row-action--destructive"
          aria-label={label(M.delete)}
          onClick={() => actions.onDelete(order)}
        >
          {M.delete}
        </Button>
      )}
      {allowed.realValues && (
        <Button size="sm" aria-label={label(M.realValues)} onClick={() => actions.onRealValues(order)}>
          {M.realValues}
        </Button>
      )}
    </div>
  );
}

function formatAddress(address: Address): string {
  const parts: [string, string | null][] = [
    ['', address.strada],
    ['nr. ', address.numar],
    ['bl. ', address.bloc],
    ['sc. ', address.scara],
    ['et. ', address.etaj],
    ['ap. ', address.apartament],
    ['', address.sat],
    ['', address.comuna],
    ['', address.oras],
    ['jud. ', address.judet],
    ['', address.codPostal],
  ];
  return parts
    .filter(([, value]) => value)
    .map(([prefix, value]) => `${prefix}${value}`)
    .join(', ');
}

function DocumentLinks({ order }: { order: WasteOrder }) {
  const links = [
    ...order.photos.map((url, index) => ({ url, label: M.photoLink(index + 1) })),
    ...(order.deeeOrderDocument ? [{ url: order.deeeOrderDocument, label: M.deeeOrderDocument }] : []),
    ...(order.dbaOrderDocument ? [{ url: order.dbaOrderDocument, label: M.dbaOrderDocument }] : []),
    ...order.proceseVerbale.map((doc, index) => ({
      url: doc.url,
      label: doc.name || M.procesVerbal(index + 1),
    })),
  ];
  if (links.length === 0) return null;
  return (
    <ul className="waste-orders__links">
      {links.map((link) => (
        <li key={`${link.label}-${link.url}`}>
          <a href={link.url} target="_blank" rel="noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

const kgColumn = (
  key: 'deeeKg' | 'dbaKg' | 'becuriSiNeoaneKg' | 'realDeeeKg' | 'realDbaKg' | 'realBecuriSiNeoaneKg',
  header: string,
) =>
  helper.accessor(key, {
    header,
    cell: (info) => formatKg(info.getValue()),
    meta: { sortField: key, align: 'end' },
  });

/** Columns of the orders report, from the waste order entity (spec 001 §3); actions by role first. */
export function wasteOrdersColumns(role: Role, actions: OrderRowActions) {
  const actionColumn =
    role === 'PROFESOR'
      ? []
      : [
          helper.display({
            id: 'actions',
            header: M.actions,
            cell: (info) => <RowActions order={info.row.original} role={role} actions={actions} />,
          }),
        ];
  return helper.columns([
    ...actionColumn,
    helper.accessor('id', { header: M.id, meta: { align: 'end' } }),
    helper.accessor((order) => order.school.numeInstitutieInvatamant, {
      id: 'schoolName',
      header: M.school,
      meta: { sortField: 'schoolName', filter: { kind: 'text', param: 'schoolName' } },
    }),
    helper.accessor((order) => order.school.codSe ?? '', {
      id: 'codSe',
      header: M.codSe,
      meta: { filter: { kind: 'text', param: 'codSe' } },
    }),
    helper.accessor((order) => order.school.judet ?? '', {
      id: 'judet',
      header: M.county,
      meta: { sortField: 'judet', filter: { kind: 'text', param: 'judet' } },
    }),
    helper.accessor((order) => orderStatus(order), {
      id: 'status',
      header: M.status,
      cell: (info) => <Badge tone={STATUS_TONES[info.getValue()]}>{M.statusLabels[info.getValue()]}</Badge>,
      meta: { filter: { kind: 'choice', param: 'status', options: statusOptions } },
    }),
    helper.accessor('timestamp', {
      header: M.timestamp,
      cell: (info) => formatDateTime(info.getValue()),
      meta: { sortField: 'timestamp' },
    }),
    helper.accessor('contactPersonName', {
      header: M.contactName,
      meta: { filter: { kind: 'text', param: 'contactPersonName' } },
    }),
    helper.accessor('contactPersonPhone', { header: M.contactPhone }),
    helper.accessor('contactPersonEmail', { header: M.contactEmail }),
    helper.accessor((order) => formatAddress(order.pickupAddress), {
      id: 'pickupAddress',
      header: M.pickupAddress,
    }),
    helper.accessor((order) => (order.pickupAddressSameWithSchoolAddress ? M.yes : M.no), {
      id: 'pickupAddressSameWithSchoolAddress',
      header: M.sameAddress,
    }),
    kgColumn('deeeKg', M.deeeKg),
    kgColumn('dbaKg', M.dbaKg),
    kgColumn('becuriSiNeoaneKg', M.becuriSiNeoaneKg),
    kgColumn('realDeeeKg', M.realDeeeKg),
    kgColumn('realDbaKg', M.realDbaKg),
    kgColumn('realBecuriSiNeoaneKg', M.realBecuriSiNeoaneKg),
    helper.accessor('points', {
      header: M.points,
      cell: (info) => formatKg(info.getValue()),
      meta: { align: 'end' },
    }),
    helper.accessor('validatedAt', {
      header: M.validatedAt,
      cell: (info) => formatDateTime(info.getValue()),
      meta: { sortField: 'validatedAt' },
    }),
    helper.accessor('dataOrientativaColectare', {
      header: M.dataOrientativaColectare,
      cell: (info) => formatDate(collectionDate(info.getValue())),
      meta: { sortField: 'dataOrientativaColectare' },
    }),
    helper.accessor('deeeOrderNumber', { header: M.deeeOrderNumber, cell: (info) => info.getValue() ?? '' }),
    helper.accessor('dbaOrderNumber', { header: M.dbaOrderNumber, cell: (info) => info.getValue() ?? '' }),
    helper.accessor('deeeOrderProcessedDate', {
      header: M.deeeOrderProcessedDate,
      cell: (info) => formatDateTime(info.getValue()),
    }),
    helper.accessor('dbaOrderProcessedDate', {
      header: M.dbaOrderProcessedDate,
      cell: (info) => formatDateTime(info.getValue()),
    }),
    helper.accessor('rejectReason', { header: M.rejectReason, cell: (info) => info.getValue() ?? '' }),
    helper.display({
      id: 'documents',
      header: M.documents,
      cell: (info) => <DocumentLinks order={info.row.original} />,
    }),
  ]);
}
