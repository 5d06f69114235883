import type { Preview } from '@storybook/react-vite';
import { preloadMarkdownRenderer } from '@platform/ui';
import '@platform/ui/styles.css';
import './pinned-fonts.css';

/**
 * The two sizes designers review: a phone and a desktop (issue 18). The tablet size exists for layouts
 * with a middle step, like the lesson grid's two columns (720-1099 px).
 */
const viewports = {
  phone: { name: 'Telefon (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tabletă (800 × 1024)', styles: { width: '800px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
    viewport: { options: viewports },
    controls: { expanded: true },
  },
  // Markdown renders in the browser once its renderer is downloaded (only pupils get server HTML); stories
  // show the rendered text, never the moment before it.
  loaders: [
    async () => {
      await preloadMarkdownRenderer();
      return {};
    },
  ],
};
export default preview;
