import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles } from './check-cycles.mjs';

let root: string;
function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('check-cycles', () => {
  it('reports a circle of imports, type-only ones included, with its files', () => {
    tree({
      'src/a.ts': "import { b } from './b.js';\nexport const a = b;",
      'src/b.ts': "import type { C } from './sub/c';\nexport const b: C = 1;",
      'src/sub/c.tsx': "export { a } from '../a';\nexport type C = number;",
      'src/d.ts': "import { a } from './a.js';",
    });
    expect(findCycles(['src'], root)).toEqual([['src/a.ts', 'src/b.ts', 'src/sub/c.tsx']]);
  });

  it('finds none in a tree that only flows one way', () => {
    tree({ 'src/a.ts': "import { b } from './b';", 'src/b.ts': "import { z } from 'zod';\nexport const b = z;" });
    expect(findCycles(['src'], root)).toEqual([]);
  });
});
