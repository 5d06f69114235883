export { GENERIC_MESSAGES, AUTH_MESSAGES, ACCOUNT_MESSAGES } from '@platform/contracts';

/** Romanian texts used across screens. */
export const COMMON_MESSAGES = {
  productName: 'Școala Ecoterrienilor',
  productTagline: 'Învățăm împreună să colectăm separat deșeurile electrice, bateriile și becurile.',
  backHome: 'Înapoi la pagina principală',
  loading: 'Se încarcă…',
  retry: 'Reîncearcă',
  save: 'Salvare',
  cancel: 'Anulare',
  close: 'Închide',
  yes: 'DA',
  no: 'NU',
  crashTitle: 'Ceva nu a mers bine',
  crashText:
    'A apărut o eroare neașteptată. Puteți încerca din nou sau vă puteți întoarce la pagina principală.',
  crashHome: 'Pagina principală',
  skipToContent: 'Sari la conținut',
} as const;
