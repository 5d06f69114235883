import { createRoot } from 'react-dom/client';
import { fixturesModule, pluginModule } from 'virtual:slide-playground';
import { Playground, findPlugin } from './playground.js';
import './playground.css';

const plugin = findPlugin(pluginModule);
const fixtures = Object.values(fixturesModule).find(
  (value) => typeof value === 'object' && value !== null && 'data' in value && 'answers' in value,
);
createRoot(document.getElementById('root')!).render(
  <Playground plugin={plugin} fixtures={fixtures as never} />,
);
