// drizzle-kit is hoisted to the root node_modules but drizzle-orm is installed under apps/server,
// so drizzle-kit's own `import('drizzle-orm/...')` cannot find it. This hook resolves those
// specifiers from this workspace instead.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const base = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL: base });
        }
        return next(specifier, context);
      }
    `),
);
