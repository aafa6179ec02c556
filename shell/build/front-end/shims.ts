import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLE_BASE } from './remotes';
import { writeStamp } from './stamp';

/**
 * Replaces a bundled remote's dist/ with its entry: the kernel's manifest keeps naming
 * /remotes/<name>/remoteEntry.js and the shell keeps asking it for `./module`, which this forwards to the
 * remote's part of the one bundle. The bundle's entry is named by its hash, so only this small file is
 * revalidated on a reload.
 */
export function writeShim(dir: string, name: string, hash: string, bundleEntry: string): void {
  const dist = join(dir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, 'remoteEntry.js'),
    [
      `// ${name} is built with the other remotes in one pass (shell/build/front-end/build.ts)`,
      `import * as bundle from '${BUNDLE_BASE}${bundleEntry}';`,
      `export const init = bundle.init;`,
      `export const dynamicLoadingCss = bundle.dynamicLoadingCss;`,
      `export const get = (module) => bundle.get(module === './module' ? './${name}' : module);`,
      '',
    ].join('\n'),
  );
  writeStamp(dist, { hash, entry: bundleEntry });
}
