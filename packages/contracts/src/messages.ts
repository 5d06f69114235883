/** Romanian texts shared by the server and the web app, word for word from the specs. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email este obligatoriu',
  passwordRequired: 'Parola este obligatorie',
  loginSuccess: 'Ati fost conectat cu succes!',
  loginFailed: 'Am intamplinat probleme autentificare',
  sessionExpired: 'Sesiunea dumneavoastră a expirat. Vă rugăm să vă conectați încă o dată.',
  teacherRegistrationClosed: 'Înscrierile pentru profesori sunt momentan închise',
  forgotEmailRequired: 'Nu a fost introdusa o adresa de email.',
  resetSuccess: 'Parola a fost resetata. Veti fi redirectionat la pagina principala!',
  resetFailed: 'Am intamplinat probleme.',
} as const;

export const GENERIC_MESSAGES = {
  network: 'Eroare de rețea: Vă rugăm să verificați conexiunea la internet.',
  serverUpgrade: 'Momentan facem un upgrade al sistemului. Va rugam reincercati in maxim 3 minute.',
  unidentifiedUser: 'Eroare: Utilizator neidentificat. Te rugăm să reîncarci pagina.',
  pageLoadFailed: 'Pagina nu s-a putut incarca.',
  noData: 'Nu există date',
  lockedAccess: 'Acces temporar restrictionat',
  sessionMissing: 'Sesiune expirată',
  fileMissing: 'Nu a fost selectat un fisier',
  uploadFailed: 'Un fisier nu s-a putut incarca',
  fieldMustBeChecked: 'Acest camp trebuie bifat.',
  /** 503: the database (or another service the server needs) cannot be reached for a moment. */
  serviceUnavailable: 'Serviciul este temporar indisponibil. Vă rugăm să reîncercați în câteva momente.',
  /** 507: the file storage refused the write (disk full). */
  storageFull:
    'Spațiul de stocare a fișierelor este plin. Fișierul nu a fost salvat; vă rugăm să reîncercați mai târziu.',
  tooManyRequests: 'Prea multe cereri într-un timp scurt. Vă rugăm să reîncercați peste {seconds} secunde.',
  /** Appended to an error toast so support can find the request in the server logs. */
  supportCode: 'Cod pentru suport: {requestId}',
} as const;
