import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, createKernel, discoverPlugins, loadConfig } from '@balcao/core';
import { seedDemo } from './seed/demo-seed.js';
import { startDemoChatter } from './seed/demo-chatter.js';

/**
 * The product in one process: secrets made once for this checkout (data/secrets.json, never committed),
 * migrations, the demo seed, then the API, socket.io, the shell and the remotes on one port.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

function localSecrets(): Record<string, string> {
  const file = join(root, 'data', 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  mkdirSync(join(root, 'data'), { recursive: true });
  const s = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
    SESSION_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };
  writeFileSync(file, JSON.stringify(s, null, 2), { mode: 0o600 });
  return s;
}

async function main() {
  const env = {
    DATABASE_URL: `sqlite:${join(root, 'data', 'balcao.sqlite')}`,
    PUBLIC_DIR: join(root, 'data', 'public'),
    ...localSecrets(),
    ...process.env,
  };
  const config = loadConfig(env);
  const kernel = await createKernel({ config, rootDir: root, plugins: await discoverPlugins(root) });
  await kernel.migrate();
  const seed = await seedDemo(kernel.knex);
  const url = await kernel.listen();
  // the demo's simulated contacts write now and then (only where the sim connection runs)
  startDemoChatter(kernel, Number(process.env.DEMO_CHATTER_MS ?? 45_000));
  const lines = [
    '',
    `  Balcão is running at ${url}`,
    `  database: ${config.db.client === 'sqlite' ? config.db.filename : 'MySQL/MariaDB'}${seed.created ? ' (demo data created)' : ''}`,
    '',
    '  Demo logins:',
    ...seed.logins.map((l) => `    ${l.role.padEnd(12)} ${l.email.padEnd(24)} ${l.password}`),
    '',
  ];
  console.log(lines.join('\n'));
  const stop = async () => {
    await kernel.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
