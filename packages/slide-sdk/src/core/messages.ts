/**
 * Romanian texts the SDK shows to users (via the host). The two slide placeholders are word for word
 * from the specification (spec 001 §3).
 */
export const SLIDE_MESSAGES = {
  /** Shown instead of a slide whose type has no registered plugin. */
  pluginNotFound: (type: string) => `Plugin pentru tipul de slide ${type} nu a fost găsit`,
  /** Shown instead of a slide whose data fails its plugin's schema. */
  slideInvalid: 'Slide invalid',
  /** Fallback for an answer that fails validation without a more precise message. */
  answerInvalid: 'Răspunsul este invalid',
  notAllowed: (displayName: string, type: string, lessonType: string) =>
    `Slide-ul „${displayName}” (${type}) nu este permis într-o lecție de tip ${lessonType}`,
  envelopeInvalid: 'Slide-ul stocat nu are forma { type, pluginVersion, schemaVersion, data }',
  migrationFailed: (type: string, fromVersion: number) =>
    `Datele slide-ului ${type} nu au putut fi migrate de la versiunea de schemă ${fromVersion}`,
  migrationStepThrew: (fromVersion: number, reason: string) =>
    `Migrarea de la versiunea de schemă ${fromVersion} la ${fromVersion + 1} a eșuat: ${reason}`,
  migrationOutputInvalid: 'Datele migrate nu respectă schema curentă a slide-ului',
  schemaTooNew: (type: string, stored: number, current: number) =>
    `Slide-ul ${type} a fost salvat cu versiunea de schemă ${stored}, mai nouă decât cea instalată (${current}); actualizați pluginul`,
  scoreOutOfRange: (points: number, max: number) =>
    `Punctajul calculat (${points}) nu este între 0 și ${max}`,
} as const;
