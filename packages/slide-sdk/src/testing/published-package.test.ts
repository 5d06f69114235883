import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bareImportsOf } from './published-package.js';

describe('bareImportsOf', () => {
  it('follows relative imports and collects every bare specifier', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bare-imports-'));
    mkdirSync(join(dir, 'core'));
    writeFileSync(join(dir, 'index.js'), "import { a } from './core/a.js';\nexport * from './core/b.js';\n");
    writeFileSync(
      join(dir, 'core/a.js'),
      "import { z } from 'zod';\nexport const a = () => import('react');\n",
    );
    writeFileSync(
      join(dir, 'core/b.js'),
      "import 'side-effect';\nexport { jsx } from 'react/jsx-runtime';\n",
    );
    expect([...bareImportsOf(join(dir, 'index.js'))].sort()).toEqual([
      'react',
      'react/jsx-runtime',
      'side-effect',
      'zod',
    ]);
  });
});
