import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelProvider } from '../../src/channels/index.js';
import { definePlugin, type PluginContext } from '../../src/plugins/define-plugin.js';
import type { ChannelProviderDefinition } from '../../src/channels/provider-registry.js';
import {
  insertCompany,
  login,
  seedTenants,
  startTestKernel,
  until,
  type TestKernel,
} from '../support/index.js';

/**
 * A WhatsApp provider is an extension point: a plugin registers one in setup and a connection may use it, exactly as
 * core's Baileys and simulator do. Here a plugin's 'echo' provider runs on the kernel's simulated network.
 */
/** a plugin whose setup registers the provider `define` makes of its context */
const registering = (name: string, define: (ctx: PluginContext) => ChannelProviderDefinition) =>
  definePlugin({
    name,
    setup(ctx) {
      ctx.channels.providers.register(define(ctx));
    },
  });

const made: number[] = [];
const echo = registering('echo-channel', (ctx) => ({
  kind: 'echo',
  labels: { pt: 'Eco', en: 'Echo', es: 'Eco' },
  traits: {
    cost: { pt: 'Grátis', en: 'Free', es: 'Gratis' },
    risk: { pt: 'Nenhum', en: 'None', es: 'Ninguno' },
    groups: false,
    templates: true,
    window24h: true,
  },
  create: ({ connectionId }) => {
    made.push(connectionId);
    return createChannelProvider('sim', {
      connectionId: String(connectionId),
      network: ctx.channels.sim!,
    });
  },
}));

let t: TestKernel;
let seed: Awaited<ReturnType<typeof seedTenants>>;
beforeAll(async () => {
  t = await startTestKernel({ plugins: [echo] });
  seed = await seedTenants(t.kernel.knex);
});
afterAll(() => t?.stop());

describe('a provider registered by a plugin', () => {
  it('runs a connection created with it: linked, and sending through it', async () => {
    const c = await insertCompany(t.kernel.knex, 'Loja Eco', seed.planId);
    const admin = await login(t, c.admin.email);
    const res = await admin.post('/whatsapp', { name: 'Eco', provider: 'ECHO' });
    expect(res.status).toBe(201);
    expect(res.body.provider).toBe('echo');
    const id = res.body.id as number;
    await until('the plugin to make its provider', () => made.includes(id));
    t.kernel.channels.sim!.scan(String(id));
    await until('CONNECTED', () => t.kernel.channels.status(id) === 'CONNECTED');
    await t.kernel.channels.send(c.id, id, { to: '5511977776666', type: 'text', body: 'olá pelo eco' });
    expect(t.kernel.channels.sim!.sent(String(id)).map((s) => s.message)).toContainEqual(
      expect.objectContaining({ body: 'olá pelo eco' }),
    );
  });

  it('is offered by GET /registries with what it costs; an unknown provider is refused', async () => {
    const c = await insertCompany(t.kernel.knex, 'Loja Registro', seed.planId);
    const admin = await login(t, c.admin.email);
    const { channelProviders } = (await admin.get('/registries')).body as {
      channelProviders: Array<{
        kind: string;
        labels: { pt: string };
        traits: { templates: boolean } | null;
      }>;
    };
    expect(channelProviders.map((p) => p.kind)).toEqual(['beta', 'sim', 'echo']);
    expect(channelProviders.find((p) => p.kind === 'echo')).toMatchObject({
      labels: { pt: 'Eco' },
      traits: { templates: true },
    });
    const refused = await admin.post('/whatsapp', { name: 'Outro', provider: 'whatsmeow' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('ERR_VALIDATION');
    expect(JSON.stringify(refused.body)).toContain('provider');
  });

  it('cannot take a name already registered', async () => {
    const twice = registering('baileys-again', () => ({
      kind: 'baileys',
      labels: { pt: 'B', en: 'B', es: 'B' },
      create: () => undefined,
    }));
    await expect(startTestKernel({ plugins: [twice] })).rejects.toThrow(/registered twice/);
  });
});
