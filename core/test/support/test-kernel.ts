import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKernel, type Kernel } from '../../src/kernel.js';
import type { PluginDefinition } from '../../src/plugins/define-plugin.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';
import { HttpClient } from './http-client.js';
import { productDeclarations } from './product-declarations.js';
import { TEMPLATES_ENV } from './schema-templates-setup.js';

export interface TestKernel {
  kernel: Kernel;
  url: string;
  db: TestDatabase;
  /** a cookie-keeping client, like one browser */
  client(): HttpClient;
  stop(): Promise<void>;
}

export const TEST_SESSION_KEY = 'test-session-key-0123456789-0123456789';

/** a kernel's own folder: inside the run's folder when there is one, which the run's teardown removes whole */
const kernelDir = (prefix: string) => mkdtempSync(join(process.env[TEMPLATES_ENV] ?? tmpdir(), prefix));

export const testEnv = (databaseUrl: string, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  JWT_SECRET: 'test-access-secret-0123456789',
  JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789',
  SESSION_ENCRYPTION_KEY: TEST_SESSION_KEY,
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  PUBLIC_DIR: kernelDir('balcao-public-'),
  MEDIA_DIR: kernelDir('balcao-media-'),
  CORS_ORIGINS: 'http://whaticket.example',
  // scrypt at 2^10 instead of 2^15: about 3 ms a login or fixture user instead of 90 (half the suites' CPU went
  // there); a kernel started as in production keeps production's cost, which it may not go under
  PASSWORD_HASH_COST: extra.NODE_ENV === 'production' ? '15' : '10',
  // a closed local port: a Baileys connection made by a test fails at once instead of dialling WhatsApp
  WA_WEBSOCKET_URL: 'ws://127.0.0.1:9',
  // the tests' fake webhooks, bots and billing systems listen on 127.0.0.1 over plain http: listed, not unguarded
  EGRESS_ALLOW: 'http://127.0.0.1',
  // processes on one test database share a socket.io channel on Redis; another test's kernels never hear it
  REDIS_PREFIX: `balcao-test-${createHash('sha1').update(databaseUrl).digest('hex').slice(0, 12)}`,
  ...extra,
});

export interface TestKernelOptions {
  plugins?: PluginDefinition[];
  env?: Record<string, string>;
  /** without the product's declarations */
  bare?: boolean;
}

/**
 * A real kernel on a throwaway database (already migrated for these plugins, see `schema-template.ts`) and a
 * free port, with the product's declarations (plan flags, settings, connection fields) unless `bare`, and the
 * given plugins.
 */
export async function startTestKernel(opts: TestKernelOptions = {}): Promise<TestKernel> {
  const plugins = opts.plugins ?? [];
  const names = new Set(plugins.map((p) => p.name));
  const declared = opts.bare ? [] : (await productDeclarations()).filter((p) => !names.has(p.name));
  const all = [...declared, ...plugins];
  const db = await createTestDatabase({ schemaOf: all });
  const kernel = await createKernel({ env: testEnv(db.url, opts.env), plugins: all }).catch(
    async (err: unknown) => {
      await db.drop();
      throw err;
    },
  );
  await kernel.migrate();
  const url = await kernel.listen(0, '127.0.0.1');
  return {
    kernel,
    url,
    db,
    client: () => new HttpClient(url),
    async stop() {
      await kernel.stop();
      await db.drop();
    },
  };
}
