import type { OutgoingEmail } from '../email/email.repository.js';

/** E-mails of the teacher enablement flow (Romanian, plain text). */
export function schoolRequestApprovedEmail(
  to: string,
  name: string,
  schoolName: string,
  publicUrl: string,
): OutgoingEmail {
  return {
    to,
    subject: 'Cererea de înscriere a școlii a fost aprobată',
    text: `Bună ziua, ${name},\n\nCererea de înscriere pentru ${schoolName} a fost aprobată. Contul dumneavoastră este activ.\nVă puteți autentifica la ${publicUrl}/autentificare.\n\nEchipa Școala Ecoterrienilor`,
  };
}

export function schoolRequestRejectedEmail(
  to: string,
  name: string,
  schoolName: string,
  reason: string,
  publicUrl: string,
): OutgoingEmail {
  return {
    to,
    subject: 'Cererea de înscriere a școlii a fost respinsă',
    text: `Bună ziua, ${name},\n\nCererea de înscriere pentru ${schoolName} a fost respinsă.\nMotivul respingerii: ${reason}\n\nPuteți corecta datele și retrimite cererea la ${publicUrl}/cerere-inscriere-scoala.\n\nEchipa Școala Ecoterrienilor`,
  };
}
