import { describe, expect, it } from 'vitest';
import messagesApi from '@balcao/plugin-messages-api';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { HttpClient, insertWhatsapp, until } from '@balcao/core/testing';
import { boletoSent, cloudConnection, startCloudKernel } from './cloud-kernel.js';
import { approvedTemplate, boletoBody } from './meta-templates.js';

const k = kernelPerFile(() => startCloudKernel({}, [messagesApi]));

const boleto = approvedTemplate('6001', 'boleto_vencendo', [boletoBody]);
const paused = { ...boleto, id: '6002', name: 'promo', status: 'PAUSED' };

/** a Cloud connection of company A with its templates synced, and its messages-API token */
async function cloudWithToken() {
  const link = await cloudConnection(k, k.admin);
  k.graph.setTemplates(link.number.wabaId, [boleto, paused]);
  expect((await k.admin.post(`/whatsapp-cloud/${link.id}/templates/sync`)).status).toBe(200);
  const token = (await k.admin.get(`/whatsapp/${link.id}`)).body.token as string;
  expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
  return { link, api: new HttpClient(k.t.url).withToken(token) };
}

const send = (api: HttpClient, body: unknown, headers: Record<string, string> = {}) =>
  api.request('POST', '/api/messages/send', body, headers);

describe('the messages API sends a template on a Cloud connection (Balcão extension)', () => {
  it('to a number that never wrote: Meta gets the template filled, the ticket shows its text, a retry sends once', async () => {
    const { link, api } = await cloudWithToken();
    const body = {
      number: '5511933334444',
      template: { name: 'boleto_vencendo', language: 'pt_BR', variables: ['Ana', 'R$ 89,90'] },
    };
    // free text to someone who never wrote is refused: the window is closed
    const text = await send(api, { number: body.number, body: 'olá' });
    expect(text.status).toBe(409);
    expect(text.body.error).toBe('ERR_CLOUD_WINDOW_CLOSED');

    const res = await send(api, body, { 'Idempotency-Key': 'boleto-ana' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mensagem: 'Mensagem enviada', ticketId: expect.any(Number) });
    const sent = await until('Meta to get it', () =>
      k.graph.sent.find((s) => s.phoneNumberId === link.number.phoneNumberId),
    );
    expect(sent.body).toMatchObject({
      to: '5511933334444',
      ...boletoSent('Ana'),
    });
    const message = await k.t.kernel.knex('messages').where({ id: res.body.id }).first();
    expect(message).toMatchObject({
      companyId: k.seed.a.id,
      ticketId: res.body.ticketId,
      body: 'Olá Ana, seu boleto de R$ 89,90 vence amanhã.',
    });
    expect(Boolean(message.fromMe)).toBe(true);

    const again = await send(api, body, { 'Idempotency-Key': 'boleto-ana' });
    expect(again.body.id).toBe(res.body.id);
    expect(k.graph.sent.filter((s) => s.phoneNumberId === link.number.phoneNumberId)).toHaveLength(1);
  });

  it('refuses, with a code and nothing stored, a template unknown, not approved, wrongly filled, or beside a body', async () => {
    const { link, api } = await cloudWithToken();
    const number = '5511933335555';
    const cases: Array<[unknown, number, string]> = [
      [{ name: 'nao_existe', language: 'pt_BR' }, 404, 'ERR_CLOUD_TEMPLATE_NOT_FOUND'],
      [
        { name: 'boleto_vencendo', language: 'en_US', variables: ['a', 'b'] },
        404,
        'ERR_CLOUD_TEMPLATE_NOT_FOUND',
      ],
      [{ name: 'promo', language: 'pt_BR', variables: ['a', 'b'] }, 409, 'ERR_CLOUD_TEMPLATE_NOT_APPROVED'],
      [{ name: 'boleto_vencendo', language: 'pt_BR', variables: ['a'] }, 400, 'ERR_CLOUD_TEMPLATE_VARIABLES'],
      [{ name: 'boleto_vencendo', language: 'pt_BR', extra: 1 }, 400, 'ERR_VALIDATION'],
    ];
    for (const [template, status, error] of cases) {
      const res = await send(api, { number, template });
      expect([res.status, res.body.error], JSON.stringify(template)).toEqual([status, error]);
    }
    const both = await send(api, {
      number,
      body: 'texto',
      template: { name: 'boleto_vencendo', language: 'pt_BR', variables: ['a', 'b'] },
    });
    expect(both.status).toBe(400);
    expect(both.body.fields?.template).toBeDefined();
    expect(
      await k.t.kernel
        .knex('messages')
        .where({ companyId: k.seed.a.id, fromMe: true })
        .whereIn('contactId', k.t.kernel.knex('contacts').where({ number }).select('id')),
    ).toHaveLength(0);
    expect(k.graph.sent.filter((s) => s.phoneNumberId === link.number.phoneNumberId)).toHaveLength(0);
  });

  it("refuses a template on a connection whose provider has none, and never sends another company's", async () => {
    // a sim connection of A (Baileys' stand-in): no templates
    const simToken = 'simtemplates0000000000000000000a';
    const simId = await insertWhatsapp(k.t.kernel.knex, k.seed.a.id, 'Sim A', {
      token: simToken,
      isDefault: false,
      status: 'CONNECTED',
    });
    await k.t.kernel.channels.added(simId);
    await until('the sim to open', () => k.t.kernel.channels.status(simId) === 'CONNECTED');
    const onSim = await send(new HttpClient(k.t.url).withToken(simToken), {
      number: '5511933336666',
      template: { name: 'boleto_vencendo', language: 'pt_BR', variables: ['a', 'b'] },
    });
    expect([onSim.status, onSim.body.error]).toEqual([400, 'ERR_TEMPLATES_NOT_SUPPORTED']);

    // B's own Cloud connection does not know A's templates
    const b = await cloudConnection(k, k.adminB);
    const bToken = (await k.adminB.get(`/whatsapp/${b.id}`)).body.token as string;
    await cloudWithToken();
    const onB = await send(new HttpClient(k.t.url).withToken(bToken), {
      number: '5511933337777',
      template: { name: 'boleto_vencendo', language: 'pt_BR', variables: ['a', 'b'] },
    });
    expect([onB.status, onB.body.error]).toEqual([404, 'ERR_CLOUD_TEMPLATE_NOT_FOUND']);
    expect(k.graph.sent.filter((s) => s.phoneNumberId === b.number.phoneNumberId)).toHaveLength(0);
  });
});
