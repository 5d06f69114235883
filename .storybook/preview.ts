import type { Preview } from '@storybook/react-vite';
import '@platform/ui/styles.css';
import './pinned-fonts.css';

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
  },
};
export default preview;
