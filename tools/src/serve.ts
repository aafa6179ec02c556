import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, createKernel, discoverPlugins, loadConfig } from '@balcao/core';
import { seedDemo } from './seed/demo-seed.js';
import { seedDemoCloud, startDemoGraph } from './seed/demo-cloud.js';
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
  const env: Record<string, string | undefined> = {
    DATABASE_URL: `sqlite:${join(root, 'data', 'balcao.sqlite')}`,
    PUBLIC_DIR: join(root, 'data', 'public'),
    ...localSecrets(),
    ...process.env,
  };
  let config = loadConfig(env);
  // beside the sim (never in production), a fake Graph API on loopback for the demo's Cloud API connection,
  // unless WHATSAPP_CLOUD_GRAPH_URL names a Graph API (Meta's: https://graph.facebook.com)
  const simulated = config.SIM_ENABLED ?? config.NODE_ENV !== 'production';
  const graph =
    simulated && !env.WHATSAPP_CLOUD_GRAPH_URL ? await startDemoGraph(join(root, 'data')) : undefined;
  if (graph) {
    // plugins/whatsapp-cloud reads it at setup; the egress guard lets the server call that one port
    process.env.WHATSAPP_CLOUD_GRAPH_URL = graph.url;
    const allow = [env.EGRESS_ALLOW, `http://127.0.0.1:${graph.port}`].filter(Boolean).join(',');
    config = loadConfig({ ...env, EGRESS_ALLOW: allow });
  }
  const kernel = await createKernel({ config, rootDir: root, plugins: await discoverPlugins(root) });
  await kernel.migrate();
  const seed = await seedDemo(kernel.knex);
  if (graph) await seedDemoCloud(kernel, graph.number);
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
    ...(graph
      ? [
          `  WhatsApp Cloud API: the demo's fake Graph API at ${graph.url} (no network; WHATSAPP_CLOUD_GRAPH_URL=https://graph.facebook.com for Meta's)`,
          '',
        ]
      : []),
  ];
  console.log(lines.join('\n'));
  const stop = async () => {
    await kernel.stop();
    await graph?.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
