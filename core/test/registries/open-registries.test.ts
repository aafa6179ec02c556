import type { Socket } from 'socket.io-client';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { AppError } from '../../src/errors/app-error.js';
import { insertPlan, login, startTestKernel } from '../support/index.js';
import { connectSocket } from '../support/socket-client.js';

/**
 * A plugin adds a plan flag, two settings and a connection field without a line of core changing: the plan
 * routes, settings validation, the connection form, the route guard and socket rooms all follow.
 */
const loyalty = definePlugin({
  name: 'loyalty',
  planFlag: 'useLoyalty',
  declares: {
    planFlags: [
      { key: 'useLoyalty', labels: { pt: 'Fidelidade', en: 'Loyalty', es: 'Fidelidad' }, default: false },
    ],
    planLimits: [
      {
        key: 'loyaltyCards',
        labels: { pt: 'Cartões', en: 'Cards', es: 'Tarjetas' },
        default: 2,
        code: 'ERR_PLAN_QUEUE_LIMIT',
      },
    ],
    settings: [
      {
        key: 'loyaltyLevel',
        labels: { pt: 'Nível', en: 'Level', es: 'Nivel' },
        default: 'bronze',
        choices: {
          bronze: { pt: 'Bronze', en: 'Bronze', es: 'Bronce' },
          ouro: { pt: 'Ouro', en: 'Gold', es: 'Oro' },
        },
      },
      {
        key: 'loyaltyApiKey',
        labels: { pt: 'Chave', en: 'Key', es: 'Clave' },
        default: '',
        maxLength: 20,
        secret: true,
      },
    ],
    connectionFields: [
      {
        key: 'loyaltyProgramId',
        labels: { pt: 'Programa', en: 'Program', es: 'Programa' },
        schema: z.union([z.null(), z.coerce.number().int().positive()]),
        default: null,
        // programs 1..99 exist in every company here; any other id is another company's
        async validate(_trx, _companyId, value) {
          if (value !== null && Number(value) >= 100)
            throw new AppError('ERR_VALIDATION', 400, { fields: { loyaltyProgramId: 'Unknown program' } });
        },
      },
    ],
  },
  setup(k) {
    k.router.get('/loyalty', (ctx) => {
      ctx.body = { points: 10 };
    });
    // the cards a company issued, counted before each new one as a table's rows would be
    const cards = new Map<number, number>();
    k.router.post('/loyalty/cards', async (ctx) => {
      const companyId = ctx.state.user.companyId;
      const issued = cards.get(companyId) ?? 0;
      await k.planLimits.ensureAllows(k.knex, companyId, 'loyaltyCards', issued);
      cards.set(companyId, issued + 1);
      ctx.body = { issued: issued + 1 };
    });
    k.realtime.defineRoom({
      join: 'joinLoyalty',
      room: (companyId, id) => `company-${companyId}-loyalty-${id}`,
      planFlag: 'useLoyalty',
    });
  },
});

const { t, seed } = tenantKernelPerFile({ plugins: [loyalty] });
let loyalPlan: number;

beforeAll(async () => {
  // company A moves to a plan with the flag; B stays on one made before the plugin (its default: off)
  loyalPlan = await insertPlan(t.kernel.knex, 'Fiel', { useLoyalty: true });
  await t.kernel.knex('companies').where({ id: seed.a.id }).update({ planId: loyalPlan });
});

const ask = (socket: Socket, event: string, ...args: unknown[]) =>
  new Promise<{ ok: boolean; error?: string }>((resolve) => socket.emit(event, ...args, resolve));

describe('a plugin declares', () => {
  it('and GET /registries lists its flag, settings and field with their owner', async () => {
    const admin = await login(t, seed.a.admin.email);
    const res = await admin.get('/registries');
    expect(res.status).toBe(200);
    expect(res.body.planFlags).toContainEqual({
      key: 'useLoyalty',
      labels: { pt: 'Fidelidade', en: 'Loyalty', es: 'Fidelidad' },
      default: false,
      plugin: 'loyalty',
    });
    expect(res.body.settings).toContainEqual(
      expect.objectContaining({
        key: 'loyaltyLevel',
        default: 'bronze',
        choices: [
          { value: 'bronze', labels: { pt: 'Bronze', en: 'Bronze', es: 'Bronce' } },
          { value: 'ouro', labels: { pt: 'Ouro', en: 'Gold', es: 'Oro' } },
        ],
        plugin: 'loyalty',
      }),
    );
    expect(res.body.connectionFields).toContainEqual(expect.objectContaining({ key: 'loyaltyProgramId' }));
    expect(res.body.planLimits).toContainEqual({
      key: 'loyaltyCards',
      labels: { pt: 'Cartões', en: 'Cards', es: 'Tarjetas' },
      default: 2,
      plugin: 'loyalty',
    });
    // the super-only kernel setting is not offered to a company admin
    expect(res.body.settings.map((s: { key: string }) => s.key)).not.toContain('userCreation');
  });

  it('a plan flag: on listPlan and the plan routes, written by the plan form, unknown flags refused', async () => {
    const admin = await login(t, seed.b.admin.email);
    const listPlan = await admin.get(`/companies/listPlan/${seed.b.id}`);
    expect(listPlan.body.plan).toMatchObject({ useLoyalty: false, useCampaigns: true });

    const root = await login(t, seed.platform.admin.email);
    const plan = { name: 'Novo', users: 1, connections: 1, queues: 1, value: 10, useLoyalty: true };
    const created = await root.post('/plans', plan);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ useLoyalty: true, useCampaigns: true });
    expect(created.body).not.toHaveProperty('features');

    const changed = await root.put(`/plans/${created.body.id}`, { useLoyalty: false });
    expect(changed.body).toMatchObject({ name: 'Novo', useLoyalty: false });
    // a save of one flag keeps the others
    const again = await root.put(`/plans/${created.body.id}`, { useCampaigns: false });
    expect(again.body).toMatchObject({ useLoyalty: false, useCampaigns: false, useKanban: true });

    const unknown = await root.put(`/plans/${created.body.id}`, { useTeleport: true });
    expect(unknown.status).toBe(400);
  });

  it('a plan limit: on the plan routes beside the flags, its default until stored, enforced for the plugin', async () => {
    const root = await login(t, seed.platform.admin.email);
    const plan = { name: 'Cartões', users: 1, connections: 1, queues: 1, value: 10, loyaltyCards: '3' };
    const created = await root.post('/plans', plan);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ loyaltyCards: 3, useLoyalty: false });
    expect(created.body).not.toHaveProperty('limits');
    // a save of a flag keeps the limit; a negative or fractional limit is refused
    const flagged = await root.put(`/plans/${created.body.id}`, { useLoyalty: true });
    expect(flagged.body).toMatchObject({ loyaltyCards: 3, useLoyalty: true });
    expect((await root.put(`/plans/${created.body.id}`, { loyaltyCards: -1 })).status).toBe(400);
    expect((await root.put(`/plans/${created.body.id}`, { loyaltyCards: 1.5 })).status).toBe(400);
    // a plan stored before the plugin existed reads the declaration's default
    expect((await root.get(`/plans/${loyalPlan}`)).body).toMatchObject({ loyaltyCards: 2 });

    // company A's plan allows 2 cards: the third is refused with the declared code
    const admin = await login(t, seed.a.admin.email);
    expect((await admin.post('/loyalty/cards', {})).body).toEqual({ issued: 1 });
    expect((await admin.post('/loyalty/cards', {})).body).toEqual({ issued: 2 });
    expect(await admin.post('/loyalty/cards', {})).toMatchObject({
      status: 403,
      body: { error: 'ERR_PLAN_QUEUE_LIMIT' },
    });
    // raising the plan's limit lets it issue one more
    await root.put(`/plans/${loyalPlan}`, { loyaltyCards: 3 });
    expect((await admin.post('/loyalty/cards', {})).body).toEqual({ issued: 3 });
  });

  it('settings: default served, values validated against the declaration, secrets for admins only', async () => {
    const admin = await login(t, seed.a.admin.email);
    const before = await admin.get('/settings');
    expect(before.body).toContainEqual({ key: 'loyaltyLevel', value: 'bronze' });
    expect((await admin.put('/settings/loyaltyLevel', { value: 'platina' })).status).toBe(400);
    expect((await admin.put('/settings/loyaltyApiKey', { value: 'x'.repeat(21) })).status).toBe(400);
    expect((await admin.put('/settings/loyaltyLevel', { value: 'ouro' })).body).toEqual({
      key: 'loyaltyLevel',
      value: 'ouro',
    });
    expect((await admin.put('/settings/loyaltyApiKey', { value: 'segredo' })).status).toBe(200);

    const attendant = await login(t, seed.a.user.email);
    const seen = (await attendant.get('/settings')).body.map((s: { key: string }) => s.key);
    expect(seen).toContain('loyaltyLevel');
    expect(seen).not.toContain('loyaltyApiKey');
    expect((await admin.get('/settings')).body).toContainEqual({ key: 'loyaltyApiKey', value: 'segredo' });
  });

  it("a connection field: stored with the connection, checked by the plugin's validator, kept on other edits", async () => {
    const admin = await login(t, seed.a.admin.email);
    const created = await admin.post('/whatsapp', { name: 'Loja', provider: 'sim', loyaltyProgramId: 7 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Loja', loyaltyProgramId: 7 });
    expect(created.body).not.toHaveProperty('fields');

    const foreign = await admin.put(`/whatsapp/${created.body.id}`, { loyaltyProgramId: 500 });
    expect(foreign).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
    expect(JSON.stringify(foreign.body)).toContain('Unknown program');
    expect((await admin.put(`/whatsapp/${created.body.id}`, { loyaltyProgramId: 'abc' })).status).toBe(400);

    await admin.put(`/whatsapp/${created.body.id}`, { name: 'Loja Centro' });
    const read = await admin.get(`/whatsapp/${created.body.id}`);
    expect(read.body).toMatchObject({ name: 'Loja Centro', loyaltyProgramId: 7 });
  });

  it("a plan without the flag: 403 on the plugin's routes, and its rooms refused", async () => {
    const inA = await login(t, seed.a.user.email);
    const inB = await login(t, seed.b.user.email);
    expect((await inA.get('/loyalty')).status).toBe(200);
    expect(await inB.get('/loyalty')).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });

    const socketA = await connectSocket(t.url, inA.token!);
    const socketB = await connectSocket(t.url, inB.token!);
    expect(await ask(socketA, 'joinLoyalty', '1')).toEqual({ ok: true });
    expect(await ask(socketB, 'joinLoyalty', '1')).toEqual({ ok: false, error: 'ERR_NO_PERMISSION' });
    socketA.close();
    socketB.close();
  });
});

describe('declarations that cannot work stop the start', () => {
  it('two plugins declaring one key', async () => {
    const twin = definePlugin({
      name: 'twin',
      declares: { planFlags: [{ key: 'useLoyalty', labels: { pt: 'x', en: 'x', es: 'x' }, default: true }] },
    });
    await expect(startTestKernel({ plugins: [loyalty, twin] })).rejects.toThrow(
      'plan flag "useLoyalty" is declared by both loyalty and twin',
    );
  });

  it('a plan limit named like a plan field', async () => {
    const clash = definePlugin({
      name: 'clash',
      declares: {
        planLimits: [
          { key: 'users', labels: { pt: 'x', en: 'x', es: 'x' }, default: 1, code: 'ERR_PLAN_USER_LIMIT' },
        ],
      },
    });
    await expect(startTestKernel({ plugins: [clash] })).rejects.toThrow(
      'plan limit "users" of clash is already a plan field',
    );
  });

  it('a plugin guarded by a flag nobody declares', async () => {
    const orphan = definePlugin({ name: 'orphan', planFlag: 'useNothing' });
    await expect(startTestKernel({ plugins: [orphan] })).rejects.toThrow(
      'plugin orphan requires plan flag "useNothing", which no plugin declares',
    );
  });
});
