import type { SlideFixtures } from '@platform/slide-sdk';
import type { VideoPreviewAnswer, VideoPreviewData } from './core/schema.js';

/** Examples of VIDEO_PREVIEW data and answers for the contract test and the Storybook stories. */
export const videoPreviewFixtures: SlideFixtures<VideoPreviewData, VideoPreviewAnswer> = {
  data: [
    {
      name: 'youtube',
      data: {
        title: 'Ce se întâmplă cu bateriile uzate?',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        text: 'Urmărește videoclipul până la capăt. Apoi spune-i colegului de bancă **un lucru nou** pe care l-ai aflat.',
      },
    },
    { name: 'youtube-short', data: { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' } },
    {
      name: 'shorts',
      data: {
        title: 'Reciclarea becurilor în 60 de secunde',
        videoUrl: 'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      },
    },
    {
      name: 'vimeo',
      data: {
        title: 'Drumul unui telefon vechi',
        videoUrl: 'https://vimeo.com/76979871',
        text: 'Privește cu atenție ce piese se pot refolosi.',
      },
    },
    {
      name: 'uploaded-file',
      data: {
        title: 'Colectarea la școala noastră',
        videoUrl: '/api/files/LESSON_IMAGES/colectare-deee.mp4',
      },
    },
  ],
  invalidData: [
    { name: 'empty-url', data: { videoUrl: '', title: 'Videoclip fără adresă' } },
    { name: 'unsupported-host', data: { videoUrl: 'https://exemplu.ro/video.mp4' } },
    { name: 'javascript-url', data: { videoUrl: 'javascript:alert(1)' } },
    { name: 'missing-url', data: { title: 'Fără câmpul videoUrl' } },
  ],
  legacyData: [
    {
      name: 'v1-with-description',
      schemaVersion: 1,
      data: { youtubeId: 'dQw4w9WgXcQ', description: 'Un videoclip despre reciclarea deșeurilor electrice.' },
    },
    { name: 'v1-id-only', schemaVersion: 1, data: { youtubeId: 'dQw4w9WgXcQ' } },
  ],
  answers: [
    { name: 'watched', dataName: 'youtube', answer: { watched: true } },
    { name: 'watched-file', dataName: 'uploaded-file', answer: { watched: true } },
  ],
};
