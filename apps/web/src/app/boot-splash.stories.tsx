import type { Meta, StoryObj } from '@storybook/react-vite';
import indexHtml from '../../index.html?raw';
import './boot-splash.css';

/** The loading screen exactly as index.html ships it (read from the file, so the story cannot drift). */
function bootSplashMarkup(): string {
  const splash = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('boot-splash');
  if (!splash) throw new Error('index.html has no #boot-splash');
  return splash.outerHTML;
}

/** What a phone shows from the first paint until the app's scripts have run. */
function LoadingScreen() {
  return <div dangerouslySetInnerHTML={{ __html: bootSplashMarkup() }} />;
}

const meta = {
  title: 'web/App/Loading screen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** index.html before the scripts arrive: the programme's name, the spinner and 'Se încarcă…'. */
export const WhileTheScriptsLoad: Story = {};
