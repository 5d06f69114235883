/** Texts of the public pages (login, registration, password reset). Validation texts come from contracts. */
export const LOGIN_PAGE_MESSAGES = {
  heading: 'Autentificare',
  intro: 'Bine ai venit! Intră în cont cu adresa de email și parola.',
  email: 'Email',
  password: 'Parola',
  submit: 'Autentificare',
  forgotPassword: 'Am uitat parola',
  registerHeading: 'Nu ai cont?',
  registerPupil: 'Înregistrare elev',
  registerTeacher: 'Înregistrare profesor',
} as const;

export const PUBLIC_HOME_MESSAGES = {
  heading: 'Școala Ecoterrienilor',
  text: 'Lecții, teme și provocări despre colectarea deșeurilor electrice, a bateriilor și a becurilor. Elevii adună puncte pentru școala lor, iar profesorii organizează colectarea.',
  authenticate: 'Autentificare',
} as const;

export const REGISTER_PAGE_MESSAGES = {
  pupilHeading: 'Înregistrare elev',
  pupilIntro:
    'Cere codul profesorului tău. După înregistrare, un părinte trebuie să semneze acordul parental.',
  teacherHeading: 'Înregistrare profesor',
  teacherIntro: 'După înregistrare veți completa cererea de înscriere a școlii.',
  name: 'Nume și prenume',
  email: 'Email',
  password: 'Parola',
  passwordHint: 'Cel puțin 8 caractere.',
  teacherCode: 'Codul profesorului',
  className: 'Clasa',
  nickname: 'Poreclă (opțional)',
  phone: 'Telefon',
  submit: 'Creare cont',
  haveAccount: 'Ai deja cont? Autentifică-te',
  registered: 'Contul a fost creat. Te poți autentifica.',
  failed: 'Contul nu a putut fi creat.',
} as const;

export const FORGOT_PASSWORD_MESSAGES = {
  heading: 'Am uitat parola',
  intro: 'Scrie adresa de email a contului. Îți trimitem un link pentru o parolă nouă.',
  email: 'Email',
  submit: 'Resetare Parola!',
  backHome: 'Înapoi la pagina principală',
} as const;

export const RESET_PASSWORD_MESSAGES = {
  heading: 'Parolă nouă',
  intro: 'Alege o parolă nouă pentru cont.',
  newPassword: 'Parola nouă',
  confirmPassword: 'Confirmă parola nouă',
  mismatch: 'Parolele nu coincid',
  submit: 'Salvează parola',
  missingToken: 'Linkul de resetare lipsește. Folosiți linkul primit pe email.',
} as const;

export const CHANGE_PASSWORD_MESSAGES = {
  heading: 'Schimbare parolă',
  currentPassword: 'Parola curentă',
  newPassword: 'Parola nouă',
  submit: 'Schimbă parola',
  failed: 'Parola nu a putut fi schimbată.',
} as const;
