import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the one-pass build of the remotes goes, and the URL the kernel serves it at (core/src/http/static-files.ts). */
export const BUNDLE_DIR = 'build/remotes';
export const BUNDLE_BASE = '/remotes/_bundle/';

export interface RemotePackage {
  name: string;
  dir: string;
  /**
   * true when its vite.config.ts is the kit's plain `remoteConfig('<name>', …)`: it is built in the one pass with
   * every other such remote. A remote with a config of its own is built alone, by that config.
   */
  bundled: boolean;
}

const plainConfig = (name: string) =>
  new RegExp(
    `defineConfig\\(\\s*remoteConfig\\(\\s*'${name}'\\s*,\\s*\\{\\s*react\\s*,\\s*federation\\s*\\}\\s*\\)\\s*\\)`,
  );

/** The remotes are the modules/* packages with a build script and a vite.config.ts (the kit has neither). */
export function findRemotes(root: string): RemotePackage[] {
  const modules = join(root, 'modules');
  const found: RemotePackage[] = [];
  for (const name of readdirSync(modules).sort()) {
    const dir = join(modules, name);
    const pkg = join(dir, 'package.json');
    const config = join(dir, 'vite.config.ts');
    if (!existsSync(pkg) || !existsSync(config)) continue;
    const scripts = (JSON.parse(readFileSync(pkg, 'utf8')) as { scripts?: Record<string, string> }).scripts;
    if (!scripts?.build) continue;
    const source = readFileSync(config, 'utf8');
    const bundled = plainConfig(name).test(source) && !/\bresolve\s*:|\bplugins\s*:/.test(source);
    found.push({ name, dir, bundled });
  }
  return found;
}
