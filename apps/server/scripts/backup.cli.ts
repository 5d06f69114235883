import { loadConfig } from '../src/config.js';
import { backup } from './backup-restore.js';

// npm run backup -w apps/server -- <backup folder>   (stop the server first when it uses the embedded database)
const target = process.argv[2];
if (!target) {
  console.error('usage: npm run backup -w apps/server -- <empty backup folder>');
  process.exit(2);
}
const config = loadConfig();
const { files } = await backup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, target });
console.log(
  `backup written to ${target} (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'} database, ${files} files)`,
);
