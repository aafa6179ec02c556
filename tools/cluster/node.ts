/**
 * One kernel process of a local cluster: every installed plugin (as `core/src/main.ts` runs them) plus, when
 * CLUSTER_EXTRA_PLUGIN names a module, that module's default export (how a test adds a step). Migrates, listens
 * on PORT and says `{"ev":"ready","url":…}` on stdout; SIGTERM stops it cleanly (leases handed back).
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createKernel, discoverPlugins, loadConfig } from '@balcao/core';
import type { PluginDefinition } from '@balcao/core';

const say = (line: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ ...line, at: Date.now(), pid: process.pid })}\n`);

const root = fileURLToPath(new URL('../../', import.meta.url));
const config = loadConfig();
const plugins = await discoverPlugins(root);
const extra = process.env.CLUSTER_EXTRA_PLUGIN;
if (extra) {
  const mod = (await import(pathToFileURL(extra).href)) as { default: PluginDefinition };
  plugins.push(mod.default);
}
const kernel = await createKernel({ config, rootDir: root, plugins });
// every process migrates on boot, as in production: the migration lock makes the others wait
await kernel.migrate();
kernel.hooks.on<{ connectionId: number; owned: boolean }>('connection.lease', (e) => {
  say({ ev: 'lease', connectionId: e.connectionId, owned: e.owned });
});
// what this process's simulator took from the outbox, said at once so a kill -9 right after still shows it
const sim = kernel.channels.sim;
if (sim && process.env.CLUSTER_REPORT_SIM_SENDS === '1') {
  const send = sim.send.bind(sim);
  sim.send = (id, message) => {
    const result = send(id, message);
    say({
      ev: 'sim-sent',
      connectionId: Number(id),
      waMessageId: result.waMessageId,
      body: 'body' in message ? message.body : undefined,
    });
    return result;
  };
}
const url = await kernel.listen();
say({ ev: 'ready', url, owner: kernel.channels.owner });
process.once('SIGTERM', () => {
  void kernel.stop().then(() => {
    say({ ev: 'stopped' });
    process.exit(0);
  });
});
