import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Icons drawn by name (`icon="add"`) are fetched by the shell's icon loader on first use, so a screen first
 * shows empty squares where they go. A remote's build instead carries the paths of every icon its sources
 * name, as the named export `__icons` of its `./module`; the shell hands them to Blueprint before the screen
 * renders (shell/src/icons.ts), at no extra request.
 */
const VIRTUAL = 'virtual:balcao-icons:';

const require = createRequire(import.meta.url);
const generated = join(dirname(require.resolve('@blueprintjs/icons/package.json')), 'lib/esm/generated');
const pathsFile = (size: 16 | 20, name: string) => join(generated, `${size}px/paths/${name}.js`);

let known: Set<string> | undefined;
const iconNames = () =>
  (known ??= new Set(
    readdirSync(join(generated, '16px/paths'))
      .filter((f) => f.endsWith('.js') && f !== 'index.js')
      .map((f) => f.slice(0, -3)),
  ));

function sources(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'test') continue;
    if (statSync(path).isDirectory()) sources(path, into);
    else if (/\.(tsx?|jsx?)$/.test(entry)) into.push(path);
  }
  return into;
}

/**
 * Every quoted icon name in the files under `srcDir` that mention icons at all: a few words that are also
 * icon names ('search', 'time') come along, which costs a few hundred bytes and never a missing icon.
 */
export function iconsNamedIn(srcDir: string): string[] {
  const names = iconNames();
  const found = new Set<string>();
  if (!existsSync(srcDir)) return [];
  for (const file of sources(srcDir)) {
    const code = readFileSync(file, 'utf8');
    if (!/icon/i.test(code)) continue;
    for (const m of code.matchAll(/['"`]([a-z0-9]+(?:-[a-z0-9]+)*)['"`]/g))
      if (names.has(m[1]!)) found.add(m[1]!);
  }
  return [...found].sort();
}

/**
 * The icons named as `icon: '<name>'` in the files under `dirs` (the menu items plugins declare in `ui.menu`): the
 * menu's icons, for the shell to carry. A plugin added after the shell's build has its menu icons fetched instead.
 */
export function menuIconsIn(dirs: string[]): string[] {
  const names = iconNames();
  const found = new Set<string>();
  for (const dir of dirs.filter((d) => existsSync(d)))
    for (const file of sources(dir))
      for (const m of readFileSync(file, 'utf8').matchAll(/\bicon:\s*'([a-z0-9-]+)'/g))
        if (names.has(m[1]!)) found.add(m[1]!);
  return [...found].sort();
}

/**
 * A module whose default export maps each of `names` to its paths at 16 px and 20 px (for icons of 20 px and up),
 * written out: imported modules shared by two remotes would each become a chunk of their own.
 */
export function iconPathsModule(names: string[]): string {
  // every generated file is `export default [...]` of path strings (`blank` names an empty one)
  const read = (file: string) => JSON.parse(/\[[^\]]*\]/.exec(readFileSync(file, 'utf8'))![0]) as string[];
  const map = Object.fromEntries(names.map((n) => [n, [read(pathsFile(16, n)), read(pathsFile(20, n))]]));
  return `export default ${JSON.stringify(map)};\n`;
}

interface PluginLike {
  name: string;
  enforce: 'pre';
  resolveId(id: string): string | undefined;
  load(id: string): string | undefined;
  transform(code: string, id: string): string | undefined;
}

/** Adds `export { default as __icons }` (the paths of the icons its sources name) to each remote's module entry. */
export function remoteIconPaths(remotes: Array<{ name: string; dir: string }>): PluginLike {
  const byEntry = new Map(remotes.map((r) => [join(r.dir, 'src/index.tsx').replace(/\\/g, '/'), r]));
  const byName = new Map(remotes.map((r) => [r.name, r]));
  return {
    name: 'balcao:remote-icon-paths',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(VIRTUAL) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return undefined;
      const remote = byName.get(id.slice(VIRTUAL.length + 1))!;
      return iconPathsModule(iconsNamedIn(join(remote.dir, 'src')));
    },
    transform(code, id) {
      const remote = byEntry.get(id.split('?')[0]!);
      if (!remote) return undefined;
      return `${code}\nexport { default as __icons } from '${VIRTUAL}${remote.name}';\n`;
    },
  };
}
