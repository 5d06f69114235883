import { fileURLToPath } from 'node:url';
import { runPublishedPluginChecks } from '@platform/slide-sdk/testing';

runPublishedPluginChecks({ packageDir: fileURLToPath(new URL('../', import.meta.url)) });
