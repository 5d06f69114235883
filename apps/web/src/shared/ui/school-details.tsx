import type { SchoolFormData } from '@platform/contracts';
import { SCHOOL_FORM_MESSAGES as M } from '../messages/account-flow-messages.js';

function addressText(address: SchoolFormData['adresa'] | null): string {
  if (!address) return '';
  return [
    address.strada,
    address.numar,
    address.bloc,
    address.scara,
    address.etaj,
    address.apartament,
    address.sat,
    address.comuna,
    address.oras,
    address.judet,
    address.codPostal,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The submitted school data, read-only. */
export function SchoolDetails({ school }: { school: SchoolFormData }) {
  const rows: [string, string][] = [
    [M.numeInstitutieInvatamant, school.numeInstitutieInvatamant],
    [M.cui, school.cui ?? ''],
    [M.codSiiirUnitate, school.codSiiirUnitate ?? ''],
    [M.addressSection, addressText(school.adresa)],
    [
      M.deliverySection,
      school.adresaLivrareAceeasiCuScoala ? M.sameDelivery : addressText(school.adresaLivrare),
    ],
    [M.numarElevi, school.numarElevi === null ? '' : String(school.numarElevi)],
    [M.telefon, school.telefon ?? ''],
    [M.numeReprezentatLegal, school.numeReprezentatLegal ?? ''],
    [M.detineRecipiente, school.detineRecipiente ? M.yes : M.no],
    [M.participareEditieAnterioara, school.participareEditieAnterioara ? M.yes : M.no],
  ];
  return (
    <dl className="flow-details">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
