/** Romanian texts of offline-tolerant completion (issue 12). */
export const OFFLINE_MESSAGES = {
  savedOnDevice: 'Răspuns salvat pe telefon. Se trimite când revine internetul.',
  pending: (count: number) =>
    count === 1
      ? '1 răspuns salvat pe telefon așteaptă să fie trimis.'
      : `${count} răspunsuri salvate pe telefon așteaptă să fie trimise.`,
  waitingForSignIn: 'Răspunsurile salvate pe telefon se trimit după ce te autentifici din nou.',
  completedOffline:
    'Răspunsurile tale sunt salvate pe telefon și se trimit când revine internetul. Punctele apar după trimitere.',
  conflictsTitle: 'Răspunsuri care nu au putut fi salvate',
  conflictsIntro: 'Serverul nu a primit aceste răspunsuri trimise de pe telefon:',
  conflictWhere: (lessonTitle: string, position: number, total: number) =>
    `${lessonTitle}, slide ${position} din ${total}`,
  conflictQueuedAt: 'Salvat pe telefon',
  answeredElsewhere: 'Acest slide are deja un răspuns salvat, trimis de pe alt dispozitiv sau din altă filă.',
  dismiss: 'Am înțeles',
  dismissLabel: (where: string) => `Am înțeles: ${where}`,
  newVersion: 'O versiune nouă este disponibilă',
  newVersionHint: 'Reîncarcă pagina când termini ce faci acum.',
  reload: 'Reîncarcă',
} as const;
