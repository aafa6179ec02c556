import { beforeAll, describe, expect, it } from 'vitest';
import { saveCampaignSettings } from '../src/index.js';
import { campaignFinished, insertContactList, numberOf, tenantDb } from './support/campaigns-kernel.js';
import { boletoSent } from '@balcao/plugin-whatsapp-cloud/fake-graph';
import { boleto, cloudConnection, paused } from './support/cloud-campaigns-kernel.js';
import { cloudCampaignsPerFile } from './support/campaigns-per-file.js';

/**
 * Issue 33: a campaign on a WhatsApp Cloud API connection sends an approved template, each {{n}} filled from the
 * contact as a campaign message is ({nome}, {numero}, {email}, the company's variables); a free-text one is
 * refused there, and a campaign on the sim is as before.
 */
const k = cloudCampaignsPerFile();

beforeAll(async () => {
  const db = tenantDb(k);
  await saveCampaignSettings(db, k.seed.a.id, { variables: [{ key: 'valor', value: 'R$ 89,90' }] });
}, 60_000);

let firstNumber = 0;
/** a list of n contacts whose numbers no other list of this file has */
const list = (n: number) => {
  const from = firstNumber;
  firstNumber += n;
  return insertContactList(k, k.seed.a.id, n, () => null, from).then((id) => ({ id, from }));
};

const templateCampaign = (connectionId: number, listId: number, extra: Record<string, unknown> = {}) => ({
  name: 'Boletos',
  contactListId: listId,
  whatsappId: connectionId,
  templateName: 'boleto_vencendo',
  templateLanguage: 'pt_BR',
  templateVariables: ['{nome}', '{valor}'],
  ...extra,
});

const finished = (id: number, ms = 60_000) => campaignFinished(k, id, ms);

describe('a template campaign on a Cloud connection', () => {
  it("delivers the template to each contact, filled with that contact's fields", async () => {
    const cloud = await cloudConnection(k, k.admin, [boleto]);
    const { id: listId, from } = await list(3);
    const created = await k.admin.post(
      '/campaigns',
      templateCampaign(cloud.id, listId, { scheduledAt: new Date(Date.now() + 200).toISOString() }),
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: 'PROGRAMADA',
      templateName: 'boleto_vencendo',
      templateLanguage: 'pt_BR',
      templateVariables: ['{nome}', '{valor}'],
    });
    await finished(created.body.id);

    const sent = k.graph.sent.filter((s) => s.phoneNumberId === cloud.number.phoneNumberId);
    expect(sent).toHaveLength(3);
    for (let i = 0; i < 3; i++) {
      const to = numberOf(from + i);
      const got = sent.filter((s) => s.body.to === to);
      expect(got).toHaveLength(1);
      expect(got[0]!.body).toMatchObject(boletoSent(`Contato ${i}`));
    }
    // the campaign's record keeps the text each contact got
    const show = await k.admin.get(`/campaigns/${created.body.id}`);
    const messages = (show.body.shipping as Array<{ number: string; message: string; status: string }>)
      .sort((a, b) => a.number.localeCompare(b.number))
      .map((s) => [s.status, s.message]);
    expect(messages).toEqual(
      [0, 1, 2].map((i) => ['delivered', `Olá Contato ${i}, seu boleto de R$ 89,90 vence amanhã.`]),
    );
  });

  it('sends a 1,000-contact template campaign with exactly one message per contact at Meta', async () => {
    const N = 1000;
    const cloud = await cloudConnection(k, k.admin, [boleto]);
    const { id: listId, from } = await list(N);
    const started = Date.now();
    const created = await k.admin.post(
      '/campaigns',
      templateCampaign(cloud.id, listId, { scheduledAt: new Date(Date.now() + 200).toISOString() }),
    );
    expect(created.status).toBe(200);
    // a ceiling for a loaded machine, not a speed
    await finished(created.body.id, 900_000);
    console.log(`1,000 template messages in ${Date.now() - started} ms`);

    const sent = k.graph.sent.filter((s) => s.phoneNumberId === cloud.number.phoneNumberId);
    const byNumber = new Map<string, number>();
    for (const s of sent) byNumber.set(String(s.body.to), (byNumber.get(String(s.body.to)) ?? 0) + 1);
    expect(sent).toHaveLength(N);
    expect([...byNumber.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(byNumber.keys())).toEqual(
      new Set(Array.from({ length: N }, (_, i) => numberOf(from + i))),
    );
    expect(sent.every((s) => s.body.type === 'template')).toBe(true);

    const report = (await k.admin.get(`/campaigns/${created.body.id}/report`)).body;
    expect(report.counts).toMatchObject({ delivered: N, failed: 0, pending: 0 });
  }, 960_000);
});

describe('what a template campaign refuses, with a code', () => {
  it('a free-text campaign on a Cloud connection, and templates unknown, unapproved or wrongly filled', async () => {
    const cloud = await cloudConnection(k, k.admin, [boleto, paused]);
    // another business account of the same company knows a template this one does not
    const other = await cloudConnection(k, k.admin, [{ ...boleto, id: '7100', name: 'so_na_outra' }]);
    expect(other.id).not.toBe(cloud.id);
    const { id: listId } = await list(1);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ templateName: null, message1: 'Oi {nome}' }, 400, 'ERR_CAMPAIGN_TEMPLATE_REQUIRED'],
      [{ templateName: 'nao_existe' }, 404, 'ERR_CLOUD_TEMPLATE_NOT_FOUND'],
      [{ templateName: 'so_na_outra' }, 404, 'ERR_CLOUD_TEMPLATE_NOT_FOUND'],
      [{ templateLanguage: 'en_US' }, 404, 'ERR_CLOUD_TEMPLATE_NOT_FOUND'],
      [{ templateName: 'promo_pausada' }, 409, 'ERR_CLOUD_TEMPLATE_NOT_APPROVED'],
      [{ templateVariables: ['{nome}'] }, 400, 'ERR_CLOUD_TEMPLATE_VARIABLES'],
      [{ templateVariables: null }, 400, 'ERR_CLOUD_TEMPLATE_VARIABLES'],
      [{ templateVariables: ['{nome}', 'a', 'b'] }, 400, 'ERR_CLOUD_TEMPLATE_VARIABLES'],
      [{ templateLanguage: null }, 400, 'ERR_CAMPAIGN_TEMPLATE_LANGUAGE'],
      [{ confirmation: true, confirmationMessage1: 'Posso enviar?' }, 400, 'ERR_CAMPAIGN_TEMPLATE_ONLY'],
      [{ templateVariables: ['{nome}', ''] }, 400, 'ERR_VALIDATION'],
      [{ templateName: 'boleto vencendo' }, 400, 'ERR_VALIDATION'],
    ];
    for (const [extra, status, error] of cases) {
      const res = await k.admin.post('/campaigns', templateCampaign(cloud.id, listId, extra));
      expect([res.status, res.body.error], JSON.stringify(extra)).toEqual([status, error]);
    }

    // a saved template campaign keeps the same checks on PUT, and takes no file
    const ok = await k.admin.post('/campaigns', templateCampaign(cloud.id, listId));
    expect(ok.status).toBe(200);
    const put = await k.admin.put(`/campaigns/${ok.body.id}`, { templateVariables: ['{nome}'] });
    expect([put.status, put.body.error]).toEqual([400, 'ERR_CLOUD_TEMPLATE_VARIABLES']);
    const dropped = await k.admin.put(`/campaigns/${ok.body.id}`, { templateName: null });
    expect([dropped.status, dropped.body.error]).toEqual([400, 'ERR_CAMPAIGN_TEMPLATE_REQUIRED']);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4 test')], { type: 'application/pdf' }), 'a.pdf');
    const file = await k.admin.post(`/campaigns/${ok.body.id}/media-upload`, form);
    expect([file.status, file.body.error]).toEqual([400, 'ERR_CAMPAIGN_TEMPLATE_ONLY']);

    // the sim (Baileys' stand-in) has no templates
    const onSim = await k.admin.post('/campaigns', templateCampaign(k.connectionId, listId));
    expect([onSim.status, onSim.body.error]).toEqual([400, 'ERR_TEMPLATES_NOT_SUPPORTED']);
    // another company's connection is not one to name
    const foreign = await k.adminB.post('/campaigns', templateCampaign(cloud.id, listId));
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('ERR_CAMPAIGN_BAD_REFERENCE');
  });
});

describe('a row the provider refuses when its turn comes', () => {
  it('fails alone, with the code, and the campaign finishes', async () => {
    const cloud = await cloudConnection(k, k.admin, [boleto]);
    const { id: listId, from } = await list(3);
    // the second contact has no e-mail: Meta refuses an empty parameter, so that row is not sent
    await k.t.kernel
      .knex('contact_list_items')
      .where({ contactListId: listId, number: numberOf(from + 1) })
      .update({ email: null });
    const created = await k.admin.post(
      '/campaigns',
      templateCampaign(cloud.id, listId, {
        templateVariables: ['{nome}', '{email}'],
        scheduledAt: new Date(Date.now() + 200).toISOString(),
      }),
    );
    expect(created.status).toBe(200);
    await finished(created.body.id);
    const rows = (await k.admin.get(`/campaigns/${created.body.id}`)).body.shipping as Array<{
      number: string;
      status: string;
      error: string | null;
    }>;
    const byNumber = Object.fromEntries(rows.map((r) => [r.number, [r.status, r.error]]));
    expect(byNumber).toEqual({
      [numberOf(from)]: ['delivered', null],
      [numberOf(from + 1)]: ['failed', 'ERR_CAMPAIGN_TEMPLATE_EMPTY_VARIABLE'],
      [numberOf(from + 2)]: ['delivered', null],
    });
    expect(k.graph.sent.filter((s) => s.phoneNumberId === cloud.number.phoneNumberId)).toHaveLength(2);

    // Meta paused the template after the campaign was saved: its rows fail with the provider's code, none goes
    const later = await list(2);
    const second = await k.admin.post(
      '/campaigns',
      templateCampaign(cloud.id, later.id, { scheduledAt: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    expect(second.status).toBe(200);
    expect((await k.admin.post(`/campaigns/${second.body.id}/cancel`)).status).toBe(200);
    k.graph.setTemplates(cloud.number.wabaId, [{ ...boleto, status: 'PAUSED' }]);
    expect((await k.admin.post(`/whatsapp-cloud/${cloud.id}/templates/sync`)).status).toBe(200);
    // saving it checks the template again
    const saved = await k.admin.put(`/campaigns/${second.body.id}`, { name: 'Boletos 2' });
    expect([saved.status, saved.body.error]).toEqual([409, 'ERR_CLOUD_TEMPLATE_NOT_APPROVED']);
    expect((await k.admin.post(`/campaigns/${second.body.id}/restart`)).status).toBe(200);
    await finished(second.body.id);
    const refused = (await k.admin.get(`/campaigns/${second.body.id}`)).body.shipping as Array<{
      status: string;
      error: string | null;
    }>;
    expect(refused.map((r) => [r.status, r.error])).toEqual([
      ['failed', 'ERR_CLOUD_TEMPLATE_NOT_APPROVED'],
      ['failed', 'ERR_CLOUD_TEMPLATE_NOT_APPROVED'],
    ]);
    expect(k.graph.sent.filter((s) => s.phoneNumberId === cloud.number.phoneNumberId)).toHaveLength(2);
  });
});

describe('a free-text campaign that reaches a Cloud connection anyway', () => {
  it('fails each row with the window code instead of sending free text', async () => {
    const { id: listId } = await list(2);
    // saved while the company's default connection was the sim, started once a Cloud one is the default
    const created = await k.admin.post('/campaigns', {
      name: 'Texto no padrão',
      message1: 'Oi {nome}',
      contactListId: listId,
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(created.status).toBe(200);
    expect((await k.admin.post(`/campaigns/${created.body.id}/cancel`)).status).toBe(200);
    const cloud = await cloudConnection(k, k.admin, [boleto]);
    const madeDefault = await k.admin.put(`/whatsapp/${cloud.id}`, { isDefault: true });
    expect(madeDefault.status).toBe(200);
    try {
      expect((await k.admin.post(`/campaigns/${created.body.id}/restart`)).status).toBe(200);
      await finished(created.body.id);
      const rows = (await k.admin.get(`/campaigns/${created.body.id}`)).body.shipping as Array<{
        status: string;
        error: string | null;
      }>;
      expect(rows.map((r) => [r.status, r.error])).toEqual([
        ['failed', 'ERR_CLOUD_WINDOW_CLOSED'],
        ['failed', 'ERR_CLOUD_WINDOW_CLOSED'],
      ]);
      expect(k.graph.sent.filter((s) => s.phoneNumberId === cloud.number.phoneNumberId)).toHaveLength(0);
    } finally {
      await k.admin.put(`/whatsapp/${k.connectionId}`, { isDefault: true });
    }
  });
});

describe('a campaign on the sim', () => {
  it('sends its free-text messages as before, with no template on its record', async () => {
    const { id: listId, from } = await list(2);
    const created = await k.admin.post('/campaigns', {
      name: 'Texto',
      message1: 'Olá {nome}, {valor}',
      contactListId: listId,
      whatsappId: k.connectionId,
      scheduledAt: new Date(Date.now() + 200).toISOString(),
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      templateName: null,
      templateLanguage: null,
      templateVariables: null,
    });
    await finished(created.body.id);
    const sent = k.sim.sent(String(k.connectionId));
    const bodies = [0, 1].map((i) => {
      const got = sent.filter((s) => s.chatId.replace(/\D/g, '') === numberOf(from + i));
      expect(got).toHaveLength(1);
      return got[0]!.message.type === 'text' ? got[0]!.message.body : got[0]!.message.type;
    });
    expect(bodies).toEqual(['Olá Contato 0, R$ 89,90', 'Olá Contato 1, R$ 89,90']);
  });
});
