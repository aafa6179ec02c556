import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/config.js';
import { createKernel } from './kernel.js';
import { discoverPlugins } from './plugins/discover-plugins.js';
import { installGracefulShutdown } from './ops/graceful-shutdown.js';
import { bootstrapPlatform } from './domain/companies/bootstrap-platform.js';

/** `tsx core/src/main.ts`: migrate and serve with every installed plugin. */
async function main() {
  const config = loadConfig();
  const rootDir = fileURLToPath(new URL('../../', import.meta.url));
  const kernel = await createKernel({ config, rootDir, plugins: await discoverPlugins(rootDir) });
  await kernel.migrate();
  if (await bootstrapPlatform(kernel.knex, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }))
    kernel.log.info({ email: config.ADMIN_EMAIL }, 'created the platform company and its super admin');
  const url = await kernel.listen();
  kernel.log.info({ url }, 'Balcão is listening');
  installGracefulShutdown(kernel, {
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    drainDelayMs: config.SHUTDOWN_DRAIN_DELAY_MS,
  });
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
