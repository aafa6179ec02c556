import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PluginDefinition } from './define-plugin.js';

/**
 * Every package under plugins/ is a plugin: installing a feature is adding a folder, never editing the
 * kernel. Each package's default export is its definePlugin(...) value.
 */
export async function discoverPlugins(rootDir: string): Promise<PluginDefinition[]> {
  const dir = join(rootDir, 'plugins');
  if (!existsSync(dir)) return [];
  const found: PluginDefinition[] = [];
  for (const name of readdirSync(dir).sort()) {
    const pkgFile = join(dir, name, 'package.json');
    if (!existsSync(pkgFile)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { exports?: { '.': string } | string };
    const entry = typeof pkg.exports === 'string' ? pkg.exports : (pkg.exports?.['.'] ?? './src/index.ts');
    const mod = (await import(pathToFileURL(join(dir, name, entry)).href)) as { default?: PluginDefinition };
    if (!mod.default?.name) throw new Error(`plugins/${name} has no default export made with definePlugin()`);
    found.push(mod.default);
  }
  return found;
}
