import { SLIDE_MESSAGES } from '@platform/slide-sdk';

/** Romanian texts of the slide host (the placeholders themselves come from the SDK, word for word from the spec). */
export const SLIDE_HOST_MESSAGES = {
  pluginNotFound: SLIDE_MESSAGES.pluginNotFound,
  slideInvalid: SLIDE_MESSAGES.slideInvalid,
  loading: 'Se încarcă slide-ul…',
  crashed: 'Slide-ul nu a putut fi afișat.',
  retry: 'Reîncearcă',
  keptVerbatim: 'Datele slide-ului sunt păstrate neschimbate la salvare.',
  uploadFailed: 'Încărcarea fișierului a eșuat',
} as const;
