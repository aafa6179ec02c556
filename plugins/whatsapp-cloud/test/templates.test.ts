import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { until } from '@balcao/core/testing';
import { fillTemplate } from '../src/index.js';
import { boletoSent, cloudConnection, startCloudKernel } from './cloud-kernel.js';
import { approvedTemplate, boletoBody } from './meta-templates.js';

const k = kernelPerFile(startCloudKernel);

const boleto = approvedTemplate('9001', 'boleto_vencendo', [
  { type: 'HEADER', format: 'TEXT', text: 'Aviso' },
  boletoBody,
  { type: 'FOOTER', text: 'Loja A' },
]);

describe('message templates', () => {
  it("syncs the business account's templates into the company's list, and keeps it the same as Meta's", async () => {
    const link = await cloudConnection(k, k.admin);
    k.graph.setTemplates(link.number.wabaId, [
      boleto,
      { ...boleto, id: '9002', name: 'boas_vindas', components: [{ type: 'BODY', text: 'Bem-vindo!' }] },
    ]);
    const synced = await k.admin.post(`/whatsapp-cloud/${link.id}/templates/sync`);
    expect(synced.status).toBe(200);
    expect(synced.body.templates.map((t: { name: string }) => t.name)).toEqual([
      'boas_vindas',
      'boleto_vencendo',
    ]);
    expect(synced.body.templates[1]).toMatchObject({
      language: 'pt_BR',
      status: 'APPROVED',
      category: 'UTILITY',
      variables: 2,
      body: 'Olá {{1}}, seu boleto de {{2}} vence amanhã.',
    });
    // one removed at Meta is removed here on the next sync
    k.graph.setTemplates(link.number.wabaId, [boleto]);
    await k.admin.post(`/whatsapp-cloud/${link.id}/templates/sync`);
    const listed = await k.attendant.get(`/whatsapp-cloud/${link.id}/templates`);
    expect(listed.status).toBe(200);
    expect(listed.body.templates.map((t: { name: string }) => t.name)).toEqual(['boleto_vencendo']);
  });

  it('lets only admins sync, and no other company see the list', async () => {
    const link = await cloudConnection(k, k.admin);
    expect((await k.attendant.post(`/whatsapp-cloud/${link.id}/templates/sync`)).status).toBe(403);
    const foreign = await k.adminB.get(`/whatsapp-cloud/${link.id}/templates`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ERR_NO_CLOUD_CONNECTION');
    expect((await k.adminB.post(`/whatsapp-cloud/${link.id}/templates/sync`)).status).toBe(404);
  });

  it('sends a template with its variables to someone who never wrote (outside any window)', async () => {
    const link = await cloudConnection(k, k.admin);
    const variables = ['Ana', 'R$ 89,90'];
    await k.t.kernel.channels.enqueue(k.seed.a.id, link.id, {
      to: '5511900001111',
      type: 'template',
      template: { name: 'boleto_vencendo', language: 'pt_BR', variables },
      body: fillTemplate(boleto.components[1]!.text, variables),
    });
    await until('Meta to get it', () =>
      k.graph.sent.some((s) => s.phoneNumberId === link.number.phoneNumberId),
    );
    const sent = k.graph.sent.find((s) => s.phoneNumberId === link.number.phoneNumberId)!;
    expect(sent.body).toMatchObject({
      to: '5511900001111',
      ...boletoSent('Ana'),
    });
    expect(fillTemplate(boleto.components[1]!.text, variables)).toBe(
      'Olá Ana, seu boleto de R$ 89,90 vence amanhã.',
    );
  });
});
