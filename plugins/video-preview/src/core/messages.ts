/** Romanian texts of the VIDEO_PREVIEW slide, shown to authors and pupils as they are. */
export const VIDEO_PREVIEW_MESSAGES = {
  invalidUrl: 'Adresa video nu este validă. Folosiți un link YouTube, Vimeo sau un fișier încărcat.',
  urlTooLong: 'Adresa video nu poate depăși 2000 de caractere.',
  titleTooLong: 'Titlul nu poate depăși 200 de caractere.',
  textTooLong: 'Textul nu poate depăși 2000 de caractere.',
  watchedRequired: 'Bifează „Am urmărit videoclipul” după ce termini de privit.',
  watchedLabel: 'Am urmărit videoclipul',
} as const;

export const VIDEO_URL_MAX = 2000;
export const VIDEO_TITLE_MAX = 200;
export const VIDEO_TEXT_MAX = 2000;
