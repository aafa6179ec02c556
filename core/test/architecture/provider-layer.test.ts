import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Plugins speak of messages through '@balcao/core' (core/src/domain/messages); the provider layer
 * ('@balcao/core/channels': Baileys, the sim) is core's, so a provider change never reaches a plugin.
 */
describe('the provider layer', () => {
  it('is imported by no plugin source file', () => {
    const offenders = readdirSync(join(root, 'plugins'))
      .flatMap((plugin) => sources(join(root, 'plugins', plugin, 'src')))
      .filter((file) => /from '@balcao\/core\/channels'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
