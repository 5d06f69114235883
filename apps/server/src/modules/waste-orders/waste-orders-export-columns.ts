import type { ExportColumn } from '../files/exports.service.js';
import type { WasteOrderWithSchool } from './waste-orders.repository.js';

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'DA' : 'NU');
const status = ({ order }: WasteOrderWithSchool) =>
  order.isValidated === false
    ? 'Respinsă'
    : order.isProcessed
      ? 'Procesată'
      : order.isValidated
        ? 'Validată'
        : 'În așteptare';
const address = ({ order }: WasteOrderWithSchool) =>
  [
    order.pickupStrada,
    order.pickupNumar,
    order.pickupOras,
    order.pickupComuna,
    order.pickupSat,
    order.pickupJudet,
  ]
    .filter(Boolean)
    .join(', ');

/** Columns of the orders export (raport_comenzi_deseuri): the waste order entity of spec 001 §3. */
export const WASTE_ORDER_EXPORT_COLUMNS: ExportColumn<WasteOrderWithSchool>[] = [
  { header: 'ID', value: ({ order }) => order.id, width: 8 },
  { header: 'Data comenzii', value: ({ order }) => order.timestamp },
  { header: 'Școala', value: ({ school }) => school.numeInstitutieInvatamant, width: 40 },
  { header: 'Cod SE', value: ({ school }) => school.codSe },
  { header: 'Județ', value: ({ order, school }) => order.pickupJudet ?? school.judet },
  { header: 'Stare', value: status },
  { header: 'Validată', value: ({ order }) => yesNo(order.isValidated) },
  { header: 'Data validării', value: ({ order }) => order.validatedAt },
  { header: 'Motiv respingere', value: ({ order }) => order.rejectReason, width: 30 },
  { header: 'Procesată', value: ({ order }) => yesNo(order.isProcessed) },
  { header: 'Data procesare DEEE', value: ({ order }) => order.deeeOrderProcessedDate },
  { header: 'Data procesare DBA', value: ({ order }) => order.dbaOrderProcessedDate },
  { header: 'Data orientativă colectare', value: ({ order }) => order.dataOrientativaColectare },
  { header: 'Nr. comandă DEEE', value: ({ order }) => order.deeeOrderNumber },
  { header: 'Nr. comandă DBA', value: ({ order }) => order.dbaOrderNumber },
  { header: 'Persoană de contact', value: ({ order }) => order.contactPersonName, width: 25 },
  { header: 'Email contact', value: ({ order }) => order.contactPersonEmail, width: 25 },
  { header: 'Telefon contact', value: ({ order }) => order.contactPersonPhone },
  { header: 'Adresă ridicare', value: address, width: 40 },
  {
    header: 'Aceeași adresă cu școala',
    value: ({ order }) => yesNo(order.pickupAddressSameWithSchoolAddress),
  },
  { header: 'DEEE estimat (kg)', value: ({ order }) => order.deeeKg },
  { header: 'DBA estimat (kg)', value: ({ order }) => order.dbaKg },
  { header: 'Becuri și neoane estimat (kg)', value: ({ order }) => order.becuriSiNeoaneKg },
  { header: 'DEEE real (kg)', value: ({ order }) => order.realDeeeKg },
  { header: 'DBA real (kg)', value: ({ order }) => order.realDbaKg },
  { header: 'Becuri și neoane real (kg)', value: ({ order }) => order.realBecuriSiNeoaneKg },
  { header: 'Puncte', value: ({ order }) => Number(order.points) },
];
