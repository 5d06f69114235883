import type { WasteKind } from '@platform/contracts';

/** Texts of the 'Sumar' of Raport Editie (issue 13). */
export const EDITION_DASHBOARD_MESSAGES = {
  heading: 'Sumar',
  intro: 'Cifrele ediției dintr-o privire. Tabelul complet, pe școli, este mai jos.',
  edition: 'Ediție (sumar)',
  county: 'Județ (sumar)',
  allCounties: 'Toate județele',
  /** Not the table's '(curent)': the page has two edition selectors and each names its options its own way. */
  currentEdition: (name: string) => `${name} – ediția curentă`,
  loading: 'Se încarcă sumarul…',
  loadFailed: 'Sumarul nu a putut fi încărcat',
  retry: 'Reîncearcă',
  waste: {
    DEEE: 'DEEE',
    DBA: 'Baterii (DBA)',
    BECURI_SI_NEOANE: 'Becuri și neoane',
  } satisfies Record<WasteKind, string>,
  kgOfEstimate: (real: string, estimate: string) => `${real} kg colectate din ${estimate} kg estimate`,
  percentOfEstimate: (percent: number) => `${percent}% din estimare`,
  cards: {
    schools: 'Școli participante',
    pupils: 'Elevi înscriși',
    pupilsActive: (active: string) => `${active} activi în ediție`,
    completed: 'Activități finalizate',
    points: 'Puncte acordate',
  },
  charts: {
    counties: {
      title: 'Kilograme pe județ',
      description:
        'Kilogramele colectate (DEEE, baterii, becuri și neoane) din comenzile validate, pe județe.',
      columns: ['Județ', 'Kilograme colectate'],
      series: 'Kilograme',
      top: (county: string, kg: string) => `Cele mai multe kilograme: ${county}, ${kg} kg.`,
    },
    weeks: {
      title: 'Comenzi și kilograme pe săptămână',
      description: 'Numărul de comenzi plasate și kilogramele colectate în fiecare săptămână a ediției.',
      columns: ['Săptămâna (luni)', 'Comenzi', 'Kilograme colectate'],
      orders: 'Comenzi',
      kg: 'Kilograme',
      total: (orders: string, kg: string) => `În total: ${orders} comenzi și ${kg} kg.`,
    },
    lessons: {
      title: 'Finalizări pe lecție',
      description:
        'De câte ori a fost finalizată (sau acceptată) fiecare lecție, temă, activitate sau provocare.',
      columns: ['Lecție', 'Finalizări'],
      series: 'Finalizări',
      top: (title: string, count: string) => `Cea mai finalizată: „${title}”, de ${count} ori.`,
    },
    schools: {
      title: 'Top 20 școli după puncte',
      description: 'Cele 20 de școli cu cele mai multe puncte din activitățile elevilor și din comenzi.',
      columns: ['Școala', 'Județ', 'Puncte'],
      series: 'Puncte',
      top: (school: string, points: string) => `Pe primul loc: ${school}, cu ${points} puncte.`,
    },
  },
} as const;
