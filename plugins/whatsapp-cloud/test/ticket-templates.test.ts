import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { until } from '@balcao/core/testing';
import { messageWebhook } from '../src/fake-graph/index.js';
import {
  boletoSent,
  cloudConnection,
  messagesWithWid,
  startCloudKernel,
  type CloudLink,
} from './cloud-kernel.js';
import { approvedTemplate, boletoBody } from './meta-templates.js';

const k = kernelPerFile(startCloudKernel);
const hours = (n: number) => n * 60 * 60 * 1000;

const boleto = approvedTemplate('7001', 'boleto_vencendo', [
  { type: 'HEADER', format: 'TEXT', text: 'Aviso' },
  boletoBody,
]);
const pending = { ...boleto, id: '7002', name: 'promo', status: 'PENDING' };

/** a Cloud connection of the admin's company with the two templates synced, and a ticket its customer opened */
async function ticketWithTemplates(admin = k.admin, companyId = k.seed.a.id) {
  const link = await cloudConnection(k, admin);
  k.graph.setTemplates(link.number.wabaId, [boleto, pending]);
  const synced = await admin.post(`/whatsapp-cloud/${link.id}/templates/sync`);
  expect(synced.status).toBe(200);
  const byName = (name: string) => synced.body.templates.find((t: { name: string }) => t.name === name).id;
  const from = { waId: `55119${String(link.id).padStart(8, '0')}`, name: 'Eva' };
  const hello = messageWebhook(link.number, from, { type: 'text', text: { body: 'oi' } });
  expect((await k.graph.post(link.webhookUrl, link.number.appSecret, hello.body)).status).toBe(200);
  await until('the message', async () => (await messagesWithWid(k, companyId, hello.id)).length === 1);
  const [inbound] = await messagesWithWid(k, companyId, hello.id);
  return {
    link,
    ticketId: Number(inbound.ticketId),
    waId: from.waId,
    boletoId: Number(byName('boleto_vencendo')),
    pendingId: Number(byName('promo')),
  };
}

const sentTo = (link: CloudLink) => k.graph.sent.filter((s) => s.phoneNumberId === link.number.phoneNumberId);

describe('templates in a ticket', () => {
  it("tells the composer the window's state: open after the customer wrote, closed 25 hours later", async () => {
    const { ticketId } = await ticketWithTemplates();
    const open = await k.attendant.get(`/whatsapp-cloud/tickets/${ticketId}/window`);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ cloud: true, open: true });
    expect(open.body.closesAt - open.body.lastInboundAt).toBe(hours(24));
    k.later(hours(25));
    try {
      const closed = await k.admin.get(`/whatsapp-cloud/tickets/${ticketId}/window`);
      expect(closed.body).toMatchObject({ cloud: true, open: false, closesAt: open.body.closesAt });
    } finally {
      k.later(-hours(25));
    }
  });

  it('sends a template with its variables outside the window, where free text is refused, and shows its text', async () => {
    const { link, ticketId, waId, boletoId } = await ticketWithTemplates();
    k.later(hours(25));
    try {
      const refused = await k.admin.post(`/messages/${ticketId}`, { body: 'fora da janela' });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('ERR_CLOUD_WINDOW_CLOSED');

      const send = () =>
        k.admin.request(
          'POST',
          `/whatsapp-cloud/tickets/${ticketId}/template`,
          { templateId: boletoId, variables: ['Eva', 'R$ 89,90'] },
          { 'Idempotency-Key': 'tpl-1' },
        );
      const sent = await send();
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({
        body: 'Olá Eva, seu boleto de R$ 89,90 vence amanhã.',
        fromMe: true,
        ticketId,
      });
      await until('Meta to get it', () => sentTo(link).length === 1);
      expect(sentTo(link)[0]!.body).toMatchObject({
        to: waId,
        ...boletoSent('Eva'),
      });
      // the same request again (a double click, a retry) sends nothing twice
      expect((await send()).body.id).toBe(sent.body.id);
      const texts = await k.t.kernel.knex('messages').where({ ticketId, fromMe: true }).pluck('body');
      expect(texts).toEqual(['Olá Eva, seu boleto de R$ 89,90 vence amanhã.']);
      // the conversation lists it as any reply
      const page = await k.admin.get(`/messages/${ticketId}`);
      expect(page.body.messages.map((m: { body: string }) => m.body)).toContain(
        'Olá Eva, seu boleto de R$ 89,90 vence amanhã.',
      );
    } finally {
      k.later(-hours(25));
    }
  });

  it('refuses a template that is not approved, or with the wrong number of variables, with a code', async () => {
    const { ticketId, boletoId, pendingId } = await ticketWithTemplates();
    const url = `/whatsapp-cloud/tickets/${ticketId}/template`;
    const notApproved = await k.admin.post(url, { templateId: pendingId, variables: ['a', 'b'] });
    expect(notApproved.status).toBe(409);
    expect(notApproved.body.error).toBe('ERR_CLOUD_TEMPLATE_NOT_APPROVED');
    const short = await k.admin.post(url, { templateId: boletoId, variables: ['Eva'] });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('ERR_CLOUD_TEMPLATE_VARIABLES');
    const missing = await k.admin.post(url, { templateId: 999999, variables: [] });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('ERR_CLOUD_TEMPLATE_NOT_FOUND');
    const bad = await k.admin.post(url, { templateId: 'boleto' });
    expect(bad.status).toBe(400);
  });

  it("keeps another company out: its tickets, its templates and its connection's window", async () => {
    const a = await ticketWithTemplates();
    const b = await ticketWithTemplates(k.adminB, k.seed.b.id);
    // B's admin on A's ticket: not found, as any ticket of another company
    const window = await k.adminB.get(`/whatsapp-cloud/tickets/${a.ticketId}/window`);
    expect(window.status).toBe(404);
    const onA = await k.adminB.post(`/whatsapp-cloud/tickets/${a.ticketId}/template`, {
      templateId: a.boletoId,
      variables: ['x', 'y'],
    });
    expect(onA.status).toBe(404);
    // A's admin with B's template on A's own ticket: that template is not A's
    const foreign = await k.admin.post(`/whatsapp-cloud/tickets/${a.ticketId}/template`, {
      templateId: b.boletoId,
      variables: ['x', 'y'],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ERR_CLOUD_TEMPLATE_NOT_FOUND');
    expect(sentTo(a.link)).toHaveLength(0);
    expect(sentTo(b.link)).toHaveLength(0);
  });
});
