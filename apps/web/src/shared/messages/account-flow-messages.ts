export { PARENTAL_APPROVAL_MESSAGES, SCHOOL_REQUEST_MESSAGES, SCHOOL_MESSAGES } from '@platform/contracts';

/** Texts of the parental approval page (spec 000 §2, §5). */
export const PARENTAL_APPROVAL_PAGE = {
  intro:
    'Pentru a activa contul, un părinte sau tutore completează acordul de mai jos și semnează cu degetul sau cu mouse-ul.',
  consentsLegend: 'Acordul părintelui sau tutorelui',
  signatureLegend: 'Semnătura părintelui',
  signatureHint: 'Semnați în chenar, apoi apăsați bifa verde pentru a salva semnătura.',
  signatureCanvas: 'Chenar pentru semnătura părintelui',
  uploadSignature: '✓ Salvează semnătura',
  clearSignature: 'Șterge semnătura',
  signatureSaved: 'Semnătura a fost salvată.',
  save: 'Salvare',
  /** One label per consent flag of the contract (CONSENT_FLAGS). */
  consents: {
    parentApproval: 'Sunt de acord ca minorul să participe la programul Școala Ecoterrienilor.',
    prinPrezentaConfirmamInscriereaMinorului: 'Prin prezenta confirmăm înscrierea minorului în program.',
    ecoterrieniPoateFolosiImagini:
      'Școala Ecoterrienilor poate folosi imaginile realizate în cadrul activităților programului.',
    amFostInformati: 'Am fost informați despre scopul programului și despre activitățile lui.',
    prinPrezentaConfirmCaAmCititInformarea:
      'Prin prezenta confirm că am citit informarea privind prelucrarea datelor cu caracter personal.',
    confirmCaInCazulInCareProiectul:
      'Confirm că, în cazul în care proiectul se modifică, voi fi informat și îmi pot retrage acordul.',
    consimtPentruPastrareaDatelorPersonale:
      'Consimt la păstrarea datelor personale ale minorului pe durata programului.',
    amCititSiSuntDeAcord: 'Am citit și sunt de acord cu regulamentul programului.',
  },
} as const;

/** Texts of the account-waiting screens (spec 000 §2). */
export const ACCOUNT_WAITING_MESSAGES = {
  pupilHeading: 'Contul tău așteaptă verificarea',
  pupilText:
    'Contul tău va fi verificat de profesorul școlii pe care ai ales-o. Imediat ce profesorul îl activează, poți începe lecțiile.',
  teacherHeading: 'Contul dumneavoastră este în curs de verificare',
  teacherText:
    'Am primit cererea de înscriere a școlii. Veți primi o notificare pe email când contul va fi confirmat.',
  polling: 'Verificăm automat starea contului la fiecare 10 secunde.',
  back: 'Înapoi la pagina principală',
  schoolDetails: 'Vezi detaliile școlii trimise',
  rejected: 'Cererea a fost respinsă',
  correct: 'Corectează detaliile școlii',
  backToStatus: 'Înapoi la starea contului',
} as const;

/** Texts of the yearly participation confirmation (spec 000 §2). */
export const PARTICIPATION_MESSAGES = {
  question: 'Doriți să înscrieți școala în ediția 2025-2026?',
  yes: 'Da, înscriu școala',
  no: 'Nu, nu particip în această ediție',
  terms: 'Am citit și accept regulamentul ediției 2025-2026.',
  confirm: 'Confirmă',
  failed: 'Răspunsul nu a putut fi salvat.',
  redirecting: 'Veți fi redirecționat în câteva secunde…',
} as const;

/** Labels of the school form (school fields of 001 §3). */
export const SCHOOL_FORM_MESSAGES = {
  requestIntro:
    'Completați datele școlii pentru înscrierea în program. Un administrator verifică cererea și vă anunță pe email.',
  updateIntro: 'Verificați și actualizați datele școlii pentru ediția curentă.',
  correctionIntro: 'Cererea este încă în așteptare: puteți corecta datele trimise.',
  waitingIntro: 'Acestea sunt datele școlii trimise spre verificare.',
  schoolSection: 'Școala',
  addressSection: 'Adresa școlii',
  deliverySection: 'Adresa de livrare',
  otherSection: 'Alte informații',
  numeInstitutieInvatamant: 'Numele instituției de învățământ',
  cui: 'CUI',
  codSiiirUnitate: 'Cod SIIIR unitate',
  judet: 'Județ',
  chooseCounty: 'Alegeți județul',
  oras: 'Localitate',
  comuna: 'Comună',
  sat: 'Sat',
  strada: 'Stradă',
  numar: 'Număr',
  bloc: 'Bloc',
  scara: 'Scară',
  etaj: 'Etaj',
  apartament: 'Apartament',
  codPostal: 'Cod poștal',
  sameDelivery: 'Adresa de livrare este aceeași cu adresa școlii',
  numarElevi: 'Număr de elevi',
  telefon: 'Telefonul școlii',
  numeReprezentatLegal: 'Numele reprezentantului legal',
  detineRecipiente: 'Școala deține recipiente de colectare',
  participareEditieAnterioara: 'Școala a participat la o ediție anterioară',
  submitRequest: 'Trimite cererea',
  saveChanges: 'Salvează modificările',
  submitFailed: 'Cererea nu a putut fi trimisă.',
  updateFailed: 'Detaliile școlii nu au putut fi salvate.',
  edit: 'Corectează datele',
  noRequest: 'Nu există nicio cerere trimisă.',
  yes: 'Da',
  no: 'Nu',
} as const;
