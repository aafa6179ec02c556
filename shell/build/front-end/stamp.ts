import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders whose content never changes what a build produces. */
const SKIPPED = new Set(['node_modules', 'dist', '.turbo', 'coverage']);

function files(path: string, into: string[]): string[] {
  if (!existsSync(path)) return into;
  if (!statSync(path).isDirectory()) {
    into.push(path);
    return into;
  }
  for (const entry of readdirSync(path).sort())
    if (!SKIPPED.has(entry) && !entry.startsWith('.')) files(join(path, entry), into);
  return into;
}

/**
 * A content hash of every file under `inputs` (files or folders; node_modules, dist and dot-files left out),
 * each named relative to `root` so the same tree hashes the same in any clone.
 */
export function contentHash(root: string, inputs: string[]): string {
  const hash = createHash('sha256');
  for (const input of inputs)
    for (const file of files(input, [])) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  return hash.digest('hex').slice(0, 16);
}

export interface Stamp {
  hash: string;
  /** the bundle's hashed entry file, for the shims of the remotes built in it */
  entry?: string;
}

/** The stamp lives inside dist/: whatever empties or replaces dist (a watched dev build) takes it along. */
const stampFile = (dist: string) => join(dist, '.build-hash');

export function readStamp(dist: string): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(stampFile(dist), 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

export function writeStamp(dist: string, stamp: Stamp): void {
  mkdirSync(dist, { recursive: true });
  writeFileSync(stampFile(dist), `${JSON.stringify(stamp)}\n`);
}
