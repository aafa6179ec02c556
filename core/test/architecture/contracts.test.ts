import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^(import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)].map(
    (m) => ({
      typeOnly: Boolean(m[2]),
      from: m[3]!,
    }),
  );

/**
 * A plugin's `src/contracts.ts` holds what its routes answer and accept (types, and plain constants such as a
 * list of choices), and its module imports it (docs/plugins.md, "Contracts"); core's own routes have theirs in
 * core/src/contracts.ts (`@balcao/core/contracts`). The browser must never pull server code in through it: a
 * contracts file imports nothing but other contracts, as types, and a module imports nothing else of the server.
 */
describe('contracts shared by a plugin and its module', () => {
  it('import nothing but other contracts', () => {
    const offenders = readdirSync(join(root, 'plugins'))
      .map((plugin) => join(root, 'plugins', plugin, 'src', 'contracts.ts'))
      .concat(join(root, 'core', 'src', 'contracts.ts'))
      .filter(existsSync)
      .flatMap((file) =>
        importsOf(file)
          .filter((i) => !(i.typeOnly && /contracts(\.js)?$/.test(i.from)))
          .map((i) => `${relative(root, file)} imports ${i.from}`),
      );
    expect(offenders).toEqual([]);
  });

  it('are all a module imports of a plugin or of core', () => {
    const offenders = readdirSync(join(root, 'modules'))
      .flatMap((module) => sources(join(root, 'modules', module, 'src')))
      .flatMap((file) =>
        importsOf(file)
          .filter((i) =>
            i.from.startsWith('@balcao/plugin-')
              ? !i.from.endsWith('/contracts')
              : /^@balcao\/core(\/|$)/.test(i.from) && i.from !== '@balcao/core/contracts',
          )
          .map((i) => `${relative(root, file)} imports ${i.from}`),
      );
    expect(offenders).toEqual([]);
  });
});
