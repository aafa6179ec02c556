import { readFileSync } from 'node:fs';
import { posix, relative, resolve, sep } from 'node:path';

/**
 * Lockfile entries for new workspace packages, copied from what other packages already lock, so that
 * `pnpm install --frozen-lockfile` links them without resolving anything. Resolving (any install that may change
 * the lockfile) reads registry metadata for every dependency, and a frozen install never downloads any, so on a
 * fresh machine that needs the registry even when every version is already locked. Works on the text of the
 * importers section of a v9 lockfile (`pnpm-lock.yaml`), keeping pnpm's formatting.
 *
 * Returns the new lockfile text, or undefined when a dependency (name and specifier) is locked for no other
 * package, or the package uses something this does not copy (peer dependencies): then only a resolve will do.
 */
export function lockNewImporters(lockText: string, root: string, dirs: string[]): string | undefined {
  const lines = lockText.split('\n');
  const start = lines.indexOf('importers:');
  if (!lockText.startsWith("lockfileVersion: '9.") || start < 0) return undefined;
  let end = lines.findIndex((l, i) => i > start && /^\S/.test(l));
  if (end < 0) end = lines.length;

  // unquoted name + specifier → the lines locking it for some importer (`link:` versions made absolute)
  const locked = new Map<string, { name: string; spec: string; version: string }>();
  const importers: { key: string; line: number }[] = [];
  let importer = '';
  let name = '';
  let spec = '';
  for (let i = start + 1; i < end; i++) {
    const l = lines[i]!;
    let m: RegExpExecArray | null;
    if ((m = /^ {2}(\S.*):$/.exec(l))) importers.push({ key: (importer = unquote(m[1]!)), line: i });
    else if ((m = /^ {6}(\S.*):$/.exec(l))) name = m[1]!;
    else if ((m = /^ {8}specifier: (.*)$/.exec(l))) spec = m[1]!;
    else if ((m = /^ {8}version: (.*)$/.exec(l))) {
      const v = m[1]!;
      const version = v.startsWith('link:') ? `link:${resolve(root, importer, v.slice(5))}` : v;
      locked.set(`${unquote(name)}@${unquote(spec)}`, { name, spec, version });
    }
  }

  let text = lines.slice(0, end);
  const rest = lines.slice(end);
  for (const dir of dirs) {
    const key = relative(root, dir).split(sep).join(posix.sep);
    const pkg = JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    if (importers.some((x) => x.key === key) || pkg.peerDependencies) return undefined;
    const block = [`  ${key}:`];
    for (const section of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      const deps = Object.entries(pkg[section] ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
      if (!deps.length) continue;
      block.push(`    ${section}:`);
      for (const [depName, wanted] of deps) {
        const found = locked.get(`${depName}@${wanted}`);
        if (!found) return undefined;
        const { version } = found;
        const to = version.startsWith('link:')
          ? `link:${relative(dir, version.slice(5)).split(sep).join(posix.sep)}`
          : version;
        block.push(`      ${found.name}:`, `        specifier: ${found.spec}`, `        version: ${to}`);
      }
    }
    block.push('');
    // where pnpm would put it: importers are sorted, each block ends with a blank line
    const at = importers.find((x) => x.key > key)?.line ?? text.length;
    text = [...text.slice(0, at), ...block, ...text.slice(at)];
    for (const x of importers) if (x.line >= at) x.line += block.length;
    importers.push({ key, line: at });
    importers.sort((a, b) => a.line - b.line);
  }
  return [...text, ...rest].join('\n');
}

// names and specifiers are copied as pnpm wrote them (quoted or not); compared unquoted
const unquote = (s: string) => (/^'.*'$/.test(s) ? s.slice(1, -1).replace(/''/g, "'") : s);
