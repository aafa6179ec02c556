import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as shared from '../shared/react-router-dom.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

/** the run-time names a file takes from react-router-dom (type-only imports need nothing at run time) */
function namesImported(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** Issue 28: the shell shares a subset of react-router; every remote and the shell must find what they import in it. */
describe('the react-router subset the shell shares', () => {
  it('exports every name the shell, the kit and the remotes import from react-router-dom', () => {
    const files = [
      ...sources(join(root, 'shell/src')),
      ...sources(join(root, 'modules')),
      ...sources(join(root, 'tools')),
    ];
    const missing: string[] = [];
    let seen = 0;
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      if (/import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'/.test(code))
        missing.push(`${relative(root, file)}: a namespace import takes names the subset may lack`);
      for (const name of namesImported(code)) {
        seen += 1;
        if (!(name in shared)) missing.push(`${relative(root, file)}: ${name}`);
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('finds a name it lacks', () => {
    expect(namesImported(`import { useNavigate, useBlocker as block } from 'react-router-dom';`)).toEqual([
      'useNavigate',
      'useBlocker',
    ]);
    expect('useBlocker' in shared).toBe(false);
  });
});
