import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKernel, discoverPlugins, hashPassword, type Kernel } from '@balcao/core';
import { insertPlan } from '@balcao/core/testing';
import { FakeGraph } from '@balcao/plugin-whatsapp-cloud/fake-graph';
import { fixturePlugins } from './fixtures';

export const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
export const PASSWORD = 'secret123';

export interface E2EKernel {
  kernel: Kernel;
  url: string;
  plans: { full: number; noKanban: number };
  superEmail: string;
  attendantEmail: string;
  /** the fake Graph API the Cloud connections of the tests talk to */
  graph: FakeGraph;
  stop(): Promise<void>;
}

/**
 * A real kernel serving the built shell and remotes, on a throwaway SQLite file and a free port; `env` adds to
 * or overrides its environment (a short JWT_EXPIRES_IN, say).
 */
export async function startE2EKernel(env: Record<string, string> = {}): Promise<E2EKernel> {
  // campaigns: one settings second lasts 500 ms (read by plugins/campaigns at import, below), so gaps are watchable
  process.env.CAMPAIGN_SECOND_MS ??= '500';
  const dir = mkdtempSync(join(tmpdir(), 'balcao-e2e-'));
  // Cloud API connections talk to a fake Graph API on loopback (plugins/whatsapp-cloud reads it at setup)
  const graph = new FakeGraph();
  process.env.WHATSAPP_CLOUD_GRAPH_URL = await graph.start();
  const kernel = await createKernel({
    rootDir: repoRoot,
    // the product's plugins, as `npm start` finds them, and the tests' own
    plugins: [...(await discoverPlugins(repoRoot)), ...fixturePlugins],
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: `sqlite:${join(dir, 'e2e.sqlite')}`,
      JWT_SECRET: 'e2e-access-secret-0123456789',
      JWT_REFRESH_SECRET: 'e2e-refresh-secret-0123456789',
      SESSION_ENCRYPTION_KEY: 'e2e-session-key-0123456789-0123456789',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
      PUBLIC_DIR: join(dir, 'public'),
      LOGIN_RATE_LIMIT: '1000',
      // scrypt at 2^10: a sign-in costs about 3 ms of CPU, not 90 (core/src/config/config.ts)
      PASSWORD_HASH_COST: '10',
      // the WhatsApp simulator's control API, for the connections test
      SIM_ENABLED: 'true',
      // the fake typebot of the integrations test listens on 127.0.0.1 over plain http
      EGRESS_ALLOW: 'http://127.0.0.1',
      ...env,
    },
  });
  await kernel.migrate();
  const knex = kernel.knex;
  const full = await insertPlan(knex, 'Completo');
  // the tests share the platform company, and many connect a sim connection or make queues of their own
  await knex('plans').where({ id: full }).update({ connections: 50, queues: 50 });
  const noKanban = await insertPlan(knex, 'Sem Kanban', { useKanban: false });
  await insertPlan(knex, 'Parceiro');
  await insertPlan(knex, 'Plano 1');

  const now = new Date();
  const [platformId] = await knex('companies').insert({
    name: 'Plataforma Balcão',
    planId: full,
    status: true,
    recurrence: 'MENSAL',
    dueDate: new Date(Date.now() + 30 * 864e5),
    createdAt: now,
    updatedAt: now,
  });
  const passwordHash = await hashPassword(PASSWORD);
  const superEmail = 'super@balcao.test';
  const attendantEmail = 'atendente@balcao.test';
  await knex('users').insert([
    {
      companyId: platformId,
      name: 'Ana Super',
      email: superEmail,
      passwordHash,
      profile: 'admin',
      super: true,
      createdAt: now,
      updatedAt: now,
    },
    {
      companyId: platformId,
      name: 'Bruno Atendente',
      email: attendantEmail,
      passwordHash,
      profile: 'user',
      super: false,
      createdAt: now,
      updatedAt: now,
    },
  ]);

  const url = await kernel.listen(0, '127.0.0.1');
  return {
    kernel,
    url,
    plans: { full, noKanban },
    superEmail,
    attendantEmail,
    graph,
    async stop() {
      await kernel.stop();
      await graph.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
