import type { OutgoingEmail } from '../email/email.repository.js';

/** The Romanian reset-password e-mail. */
export function resetPasswordEmail(user: { email: string; nume: string }, link: string): OutgoingEmail {
  return {
    to: user.email,
    subject: 'Resetare parolă - Școala Ecoterrienilor',
    text: [
      `Bună ziua, ${user.nume},`,
      '',
      'Am primit o cerere de resetare a parolei contului dumneavoastră.',
      `Pentru a alege o parolă nouă, deschideți linkul de mai jos (valabil o oră, o singură dată):`,
      link,
      '',
      'Dacă nu ați cerut resetarea parolei, ignorați acest mesaj.',
    ].join('\n'),
  };
}
