import { createSlideStories } from '@platform/slide-sdk/storybook';
import { imageUploadFixtures } from './fixtures.js';
import { imageUploadPlugin } from './index.js';

// Storybook runs offline: the fixtures' /api/files/... photos are swapped for drawn stand-ins, served as
// blob: URLs like the ones a host creates for uploads in preview mode.
function samplePhoto(index: number): string {
  const hues = [120, 35, 200, 280, 10];
  const hue = hues[index % hues.length] ?? 120;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<rect width="800" height="600" fill="hsl(${hue} 35% 88%)"/>
<rect x="220" y="220" width="360" height="260" rx="18" fill="hsl(${hue} 45% 45%)"/>
<rect x="200" y="190" width="400" height="50" rx="12" fill="hsl(${hue} 45% 35%)"/>
<g fill="hsl(${hue} 20% 20%)">${[0, 1, 2, 3].map((i) => `<rect x="${270 + i * 70}" y="120" width="40" height="100" rx="8"/>`).join('')}</g>
<text x="400" y="380" font-family="sans-serif" font-size="56" text-anchor="middle" fill="white">Foto ${index + 1}</text>
</svg>`;
  return URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
}

const storyFixtures = {
  ...imageUploadFixtures,
  answers: imageUploadFixtures.answers.map((entry) => ({
    ...entry,
    answer: { photoUrls: entry.answer.photoUrls.map((_, i) => samplePhoto(i)) },
  })),
};

const stories = createSlideStories(imageUploadPlugin, storyFixtures);

const meta = { ...stories.meta, title: 'plugins/ImageUpload' };
export default meta;

export const EditorEmpty = stories.EditorEmpty;
export const EditorFilled = stories.EditorFilled;
export const EditorWithErrors = stories.EditorWithErrors;
export const ViewUnanswered = stories.ViewUnanswered;
export const ViewAnswered = stories.ViewAnswered;
export const ViewPreview = stories.ViewPreview;
export const ViewReview = stories.ViewReview;
export const ReviewAnswer = stories.ReviewAnswer!;
export const ViewReviewFeedback = stories.ViewReviewFeedback!;
