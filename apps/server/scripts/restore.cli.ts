import { loadConfig } from '../src/config.js';
import { restore } from './backup-restore.js';

// DATA_DIR=<fresh folder> [DATABASE_URL=<empty database>] npm run restore -w apps/server -- <backup folder>
const source = process.argv[2];
if (!source) {
  console.error('usage: DATA_DIR=<fresh folder> npm run restore -w apps/server -- <backup folder>');
  process.exit(2);
}
const config = loadConfig();
await restore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, source });
console.log(`restored ${source} into ${config.dataDir}`);
