import { beforeAll, describe, expect, it } from 'vitest';
import { insertContactList, openSettings } from './support/campaigns-kernel.js';
import { campaignsKernelPerFile } from './support/campaigns-per-file.js';

/** The campaign wire (spec §7), its validation (spec §5), the state machine's rules (spec §4) and tenancy. */
const k = campaignsKernelPerFile();
let listId: number;
const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

beforeAll(async () => {
  await openSettings(k, k.seed.a.id, { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 });
  listId = await insertContactList(k, k.seed.a.id, 3);
}, 60_000);

const create = (body: Record<string, unknown>) =>
  k.admin.post('/campaigns', {
    message1: 'Olá {nome}',
    contactListId: listId,
    whatsappId: k.connectionId,
    ...body,
  });

describe('campaign routes', () => {
  it('validates the name (2 to 50) with the spec §5 messages', async () => {
    const short = await create({ name: 'A' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Too Short!');
    const long = await create({ name: 'x'.repeat(51) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Too Long!');
  });

  it('creates INATIVA without a schedule and PROGRAMADA with one; lists with { records, count, hasMore }', async () => {
    const idle = await create({ name: 'Sem data', scheduledAt: '', tagListId: 'Nenhuma', fileListId: '' });
    expect(idle.status).toBe(200);
    expect(idle.body).toMatchObject({
      name: 'Sem data',
      status: 'INATIVA',
      tagListId: null,
      fileListId: null,
    });
    const later = await create({ name: 'Com data', scheduledAt: hours(3) });
    expect(later.body.status).toBe('PROGRAMADA');
    const page = await k.admin.get('/campaigns?searchParam=data&pageNumber=1');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 2, hasMore: false });
    // Whaticket's list embeds the contact list and the connection by name
    const listed = page.body.records.find((c: { id: number }) => c.id === later.body.id);
    expect(listed.contactList).toMatchObject({ id: listId, name: expect.any(String) });
    expect(listed.whatsapp).toMatchObject({ id: k.connectionId, name: expect.any(String) });
    const list = await k.admin.get('/campaigns/list');
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Com data', 'Sem data']),
    );
    const show = await k.admin.get(`/campaigns/${later.body.id}`);
    expect(show.body).toMatchObject({ id: later.body.id, shipping: [], whatsapp: { id: k.connectionId } });
    expect(show.body.contactList).toMatchObject({ id: listId });
    expect(show.body.dispatchSeq).toBeUndefined();
  });

  it('edits only INATIVA, PROGRAMADA more than an hour ahead, or CANCELADA', async () => {
    const far = await create({ name: 'Longe', scheduledAt: hours(2) });
    // the dialog posts the record back: echoes are dropped
    const edited = await k.admin.put(`/campaigns/${far.body.id}`, { ...far.body, name: 'Longe 2' });
    expect(edited.status).toBe(200);
    expect(edited.body.name).toBe('Longe 2');
    const near = await create({ name: 'Perto', scheduledAt: hours(0.5) });
    const refused = await k.admin.put(`/campaigns/${near.body.id}`, { name: 'Perto 2' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('ERR_CAMPAIGN_NOT_EDITABLE');
    const media = await k.admin.delete(`/campaigns/${near.body.id}/media-upload`);
    expect(media.status).toBe(400);
    // cancelled: still saved, and stays CANCELADA
    expect((await k.admin.post(`/campaigns/${near.body.id}/cancel`, {})).body).toEqual({
      message: 'Cancelamento realizado',
    });
    const saved = await k.admin.put(`/campaigns/${near.body.id}`, { name: 'Perto 3' });
    expect(saved.status).toBe(200);
    expect(saved.body.status).toBe('CANCELADA');
  });

  it('cancels only a running or scheduled campaign and restarts only a cancelled one', async () => {
    const idle = await create({ name: 'Parada' });
    const cancel = await k.admin.post(`/campaigns/${idle.body.id}/cancel`, {});
    expect(cancel.status).toBe(400);
    expect(cancel.body.error).toBe('ERR_CAMPAIGN_CANNOT_CANCEL');
    const restart = await k.admin.post(`/campaigns/${idle.body.id}/restart`, {});
    expect(restart.status).toBe(400);
    expect(restart.body.error).toBe('ERR_CAMPAIGN_CANNOT_RESTART');
  });

  it('attaches and removes a file on an editable campaign', async () => {
    const c = await create({ name: 'Com arquivo' });
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from('%PDF-1.4 test')], { type: 'application/pdf' }),
      'tabela de preços.pdf',
    );
    const up = await k.admin.post(`/campaigns/${c.body.id}/media-upload`, form);
    expect(up).toMatchObject({ status: 200, body: { mensagem: 'Mensagem enviada' } });
    const shown = await k.admin.get(`/campaigns/${c.body.id}`);
    expect(shown.body.mediaName).toBe('tabela_de_preços.pdf');
    expect(shown.body.mediaPath).toMatch(/^\/media\//);
    const removed = await k.admin.delete(`/campaigns/${c.body.id}/media-upload`);
    expect(removed.body).toEqual({ mensagem: 'Arquivo excluído' });
    expect((await k.admin.get(`/campaigns/${c.body.id}`)).body.mediaPath).toBeNull();
  });

  it("keeps each company's campaigns to itself", async () => {
    const mine = await create({ name: 'Só da A' });
    expect((await k.adminB.get(`/campaigns/${mine.body.id}`)).status).toBe(404);
    expect((await k.adminB.put(`/campaigns/${mine.body.id}`, { name: 'Invasão' })).status).toBe(404);
    expect((await k.adminB.post(`/campaigns/${mine.body.id}/cancel`, {})).status).toBe(404);
    expect((await k.adminB.get(`/campaigns/${mine.body.id}/report`)).status).toBe(404);
    expect((await k.adminB.delete(`/campaigns/${mine.body.id}`)).status).toBe(404);
    expect((await k.adminB.get('/campaigns')).body.count).toBe(0);
    // B cannot point a campaign at A's contact list or connection
    const foreign = await k.adminB.post('/campaigns', { name: 'Lista alheia', contactListId: listId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('ERR_CAMPAIGN_BAD_REFERENCE');
    // without the tags plugin there is no tag to send to
    const tagged = await create({ name: 'Sem etiquetas', tagListId: 1 });
    expect(tagged.status).toBe(400);
    expect(tagged.body).toMatchObject({
      error: 'ERR_CAMPAIGN_BAD_REFERENCE',
      fields: { tagListId: 'Not found' },
    });
    expect((await k.admin.delete(`/campaigns/${mine.body.id}`)).body).toEqual({
      message: 'Campaign deleted',
    });
    expect((await k.admin.get(`/campaigns/${mine.body.id}`)).status).toBe(404);
  });
});
