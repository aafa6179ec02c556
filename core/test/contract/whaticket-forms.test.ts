import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { insertWhatsapp, login, PASSWORD } from '../support/index.js';

/**
 * Issue 10.2 and 10.5: the Whaticket web client's forms post the record back as they loaded it (ids, timestamps,
 * relations, '' for "unchanged", numbers as typed, their own enum spellings). These are the full payloads its
 * forms build; each must save what the user changed and nothing else.
 */
const { t, seed } = tenantKernelPerFile();

/** UserModal: initial state, overwritten by GET /users/:id, then the selects kept outside Formik */
const userModalInitial = { name: '', email: '', password: '', profile: 'user', allTicket: 'desabled' };

describe('settings page', () => {
  it('saves PUT /settings/:key with { key, value }', async () => {
    const admin = await login(t, seed.a.admin.email);
    const res = await admin.put('/settings/userRating', { key: 'userRating', value: 'enabled' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ key: 'userRating', value: 'enabled' });
    const list = (await admin.get('/settings')).body as Array<{ key: string; value: string }>;
    expect(list.find((s) => s.key === 'userRating')?.value).toBe('enabled');
  });

  it('knows sendGreetingMessageOneQueues (default disabled) and saves it', async () => {
    const admin = await login(t, seed.a.admin.email);
    const before = (await admin.get('/settings')).body as Array<{ key: string; value: string }>;
    expect(before.find((s) => s.key === 'sendGreetingMessageOneQueues')?.value).toBe('disabled');
    const res = await admin.put('/settings/sendGreetingMessageOneQueues', {
      key: 'sendGreetingMessageOneQueues',
      value: 'enabled',
    });
    expect(res.status).toBe(200);
    const after = (await admin.get('/settings')).body as Array<{ key: string; value: string }>;
    expect(after.find((s) => s.key === 'sendGreetingMessageOneQueues')?.value).toBe('enabled');
  });

  it('still refuses keys no client sends', async () => {
    const admin = await login(t, seed.a.admin.email);
    const res = await admin.put('/settings/userRating', { value: 'enabled', companyId: seed.b.id });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('companyId');
    const unknown = await admin.put('/settings/userRating', { value: 'enabled', evil: 1 });
    expect(unknown.status).toBe(400);
  });
});

describe('user modal', () => {
  it("saves an admin's edit of an attendant: echoed fields ignored, '' password unchanged, enabled -> enable", async () => {
    const admin = await login(t, seed.a.admin.email);
    const loaded = (await admin.get(`/users/${seed.a.user.id}`)).body;
    expect(loaded).toMatchObject({ id: seed.a.user.id, companyId: seed.a.id, createdAt: expect.any(String) });
    const values = { ...userModalInitial, ...loaded, name: 'Atendente Renomeada' };
    const body = {
      ...values,
      whatsappId: loaded.whatsappId ? loaded.whatsappId : '',
      queueIds: [seed.a.queueId],
      allTicket: 'enabled',
    };
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['id', 'companyId', 'online', 'lastSeenAt', 'createdAt', 'updatedAt', 'queues']),
    );
    expect(body.password).toBe('');

    const res = await admin.put(`/users/${seed.a.user.id}`, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Atendente Renomeada', allTicket: 'enable', whatsappId: null });
    expect(res.body.queues.map((q: { id: number }) => q.id)).toEqual([seed.a.queueId]);
    await login(t, seed.a.user.email, PASSWORD);

    const back = await admin.put(`/users/${seed.a.user.id}`, { ...body, allTicket: 'desabled' });
    expect(back.body.allTicket).toBe('disable');
  });

  it("saves an admin's own form with super: false (not a privilege change)", async () => {
    const admin = await login(t, seed.a.admin.email);
    const loaded = (await admin.get(`/users/${seed.a.admin.id}`)).body;
    expect(loaded.super).toBe(false);
    const res = await admin.put(`/users/${seed.a.admin.id}`, {
      ...userModalInitial,
      ...loaded,
      name: 'Admin A',
      whatsappId: '',
      queueIds: [],
      allTicket: 'enable',
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Admin A');
  });

  it("saves an attendant's own form, which carries their profile, queues and connection unchanged", async () => {
    const user = await login(t, seed.a.user.email);
    const loaded = (await user.get(`/users/${seed.a.user.id}`)).body;
    const res = await user.put(`/users/${seed.a.user.id}`, {
      ...userModalInitial,
      ...loaded,
      name: 'Eu Mesma',
      whatsappId: loaded.whatsappId ? loaded.whatsappId : '',
      queueIds: loaded.queues.map((q: { id: number }) => q.id),
      allTicket: loaded.allTicket,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Eu Mesma', profile: 'user' });
    // a field that would change something the attendant may not change is still refused
    const promote = await user.put(`/users/${seed.a.user.id}`, { ...loaded, profile: 'admin' });
    expect(promote.status).toBe(403);
  });

  it('creates a user from the new-user form (whatsappId false, desabled, empty queue list)', async () => {
    const admin = await login(t, seed.a.admin.email);
    const res = await admin.post('/users', {
      ...userModalInitial,
      name: 'Nova Atendente',
      email: 'nova.form@a.test',
      password: 'senha123',
      whatsappId: false,
      queueIds: [],
      allTicket: 'desabled',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'nova.form@a.test', allTicket: 'disable', whatsappId: null });
  });

  it("still refuses another company's id and super from a non-super admin", async () => {
    const admin = await login(t, seed.a.admin.email);
    const loaded = (await admin.get(`/users/${seed.a.user.id}`)).body;
    const foreign = await admin.put(`/users/${seed.a.user.id}`, { ...loaded, companyId: seed.b.id });
    // a companyId is read now (a super user names the company), and another company's from an admin refused
    expect(foreign).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect((await admin.get(`/users/${seed.a.user.id}`)).body.companyId).toBe(seed.a.id);
    const escalate = await admin.put(`/users/${seed.a.user.id}`, { ...loaded, super: true });
    expect(escalate.status).toBe(403);
    expect(
      (
        await admin.post('/users', {
          ...userModalInitial,
          name: 'Xx',
          email: 'x@a.test',
          password: 'senha123',
          super: true,
        })
      ).status,
    ).toBe(403);
  });
});

describe('plans manager', () => {
  it('saves a plan posted back with its id and Brazilian numbers ("299,9")', async () => {
    const su = await login(t, seed.platform.admin.email);
    const created = await su.post('/plans', {
      name: 'Plano Form',
      users: 5,
      connections: '2',
      queues: 3,
      value: '49,90',
      useCampaigns: true,
      useSchedules: true,
      useInternalChat: true,
      useExternalApi: true,
      useKanban: true,
      useOpenAi: true,
      useIntegrations: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ connections: 2, value: 49.9 });

    const plan = created.body;
    const record = {
      id: plan.id,
      name: plan.name,
      users: '12',
      connections: plan.connections,
      queues: plan.queues,
      value: '1.299,9',
      useCampaigns: plan.useCampaigns,
      useSchedules: false,
      useInternalChat: plan.useInternalChat,
      useExternalApi: plan.useExternalApi,
      useKanban: plan.useKanban,
      useOpenAi: plan.useOpenAi,
      useIntegrations: plan.useIntegrations,
    };
    const saved = await su.put(`/plans/${plan.id}`, record);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: plan.id, users: 12, value: 1299.9, useSchedules: false });
    const again = await su.put(`/plans/${plan.id}`, { ...record, value: '299,9' });
    expect(again.body.value).toBe(299.9);
    expect((await su.put(`/plans/${plan.id}`, { ...record, value: 'muito' })).status).toBe(400);
  });
});

describe('companies manager', () => {
  it("saves a company posted back with its id and email: '' (left as it was)", async () => {
    const su = await login(t, seed.platform.admin.email);
    await su.put(`/companies/${seed.b.id}`, { email: 'contato@b.test' });
    const loaded = (await su.get(`/companies/${seed.b.id}`)).body;
    const res = await su.put(`/companies/${seed.b.id}`, {
      id: loaded.id,
      name: loaded.name,
      email: '',
      phone: '',
      planId: loaded.planId,
      status: true,
      dueDate: '2026-05-01',
      recurrence: 'MENSAL',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'contato@b.test', phone: '', recurrence: 'MENSAL' });
    expect(res.body.dueDate.slice(0, 10)).toBe('2026-05-01');
  });
});

describe('connection modal', () => {
  const modalInitial = {
    name: '',
    greetingMessage: '',
    complationMessage: '',
    outOfHoursMessage: '',
    ratingMessage: '',
    isDefault: false,
    token: '',
    provider: 'beta',
    expiresInactiveMessage: '',
    expiresTicket: 0,
    timeUseBotQueues: 0,
    maxUseBotQueues: 3,
  };

  it('creates and edits with transferQueueId and timeToTransfer (our sendIdQueue and timeSendQueue)', async () => {
    const admin = await login(t, seed.a.admin.email);
    const created = await admin.post('/whatsapp', {
      ...modalInitial,
      name: 'Comercial',
      timeToTransfer: 15,
      queueIds: [],
      transferQueueId: seed.a.queueId,
      promptId: null,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ sendIdQueue: seed.a.queueId, timeSendQueue: 15 });

    const data = (await admin.get(`/whatsapp/${created.body.id}?session=0`)).body;
    // the form reloads them under its own names
    expect(data).toMatchObject({ transferQueueId: seed.a.queueId, timeToTransfer: 15 });
    const values = { ...modalInitial, ...data, name: 'Comercial 2' };
    const body = { ...values, queueIds: [seed.a.queueId], transferQueueId: null, promptId: null };
    delete body.queues;
    delete body.session;
    const saved = await admin.put(`/whatsapp/${created.body.id}`, body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Comercial 2', sendIdQueue: null, token: created.body.token });
  });

  it('refuses a transfer queue of another company, like any other queue id', async () => {
    const admin = await login(t, seed.a.admin.email);
    const id = await insertWhatsapp(t.kernel.knex, seed.a.id, 'Suporte', { isDefault: false });
    const res = await admin.put(`/whatsapp/${id}`, { name: 'Suporte', transferQueueId: seed.b.queueId });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_QUEUE_FOUND');
  });
});
