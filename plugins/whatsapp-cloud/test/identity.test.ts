import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { until } from '@balcao/core/testing';
import { messageWebhook } from '../src/fake-graph/index.js';
import { cloudConnection, messagesWithWid, startCloudKernel, type CloudLink } from './cloud-kernel.js';

const k = kernelPerFile(startCloudKernel);

async function writes(
  link: CloudLink,
  from: { waId?: string; userId?: string; name?: string },
  text: string,
) {
  const { id, body } = messageWebhook(link.number, from, { type: 'text', text: { body: text } });
  expect((await k.graph.post(link.webhookUrl, link.number.appSecret, body)).status).toBe(200);
  await until('the message', async () => (await messagesWithWid(k, k.seed.a.id, id)).length === 1);
  return (await messagesWithWid(k, k.seed.a.id, id))[0];
}

const contactsNamed = (name: string) => k.t.kernel.knex('contacts').where({ companyId: k.seed.a.id, name });

describe('identity: the business-scoped user id (BSUID)', () => {
  it('keeps a person who hides the number by BSUID, then makes one contact when the number comes', async () => {
    const link = await cloudConnection(k, k.admin);
    const first = await writes(
      link,
      { userId: 'BR.1502576394655843', name: 'Bia Username' },
      'oi, sem número',
    );
    const [only] = await contactsNamed('Bia Username');
    expect(only).toMatchObject({ number: 'BR.1502576394655843@bsuid', bsuid: 'BR.1502576394655843' });
    expect(first.contactId).toBe(only.id);
    // a reply goes to the BSUID as Meta's `recipient`
    const res = await k.admin.post(`/messages/${first.ticketId}`, { body: 'Olá, Bia!' });
    expect(res.status).toBe(200);
    await until('sent', () => k.graph.sent.some((s) => s.body.recipient === 'BR.1502576394655843'));
    // now with the number too: the same contact, with its number
    const second = await writes(
      link,
      { waId: '5511933332222', userId: 'BR.1502576394655843', name: 'Bia Username' },
      'agora com número',
    );
    const rows = await contactsNamed('Bia Username');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: only.id, number: '5511933332222', bsuid: 'BR.1502576394655843' });
    expect(second.contactId).toBe(only.id);
  });

  it('merges a BSUID-only contact into the numbered one the company already had', async () => {
    const link = await cloudConnection(k, k.admin);
    const numbered = await writes(link, { waId: '5511933331111', name: 'Caio' }, 'pelo número');
    const hidden = await writes(link, { userId: 'BR.777000111', name: 'Caio' }, 'pelo username');
    expect(hidden.contactId).not.toBe(numbered.contactId);
    const both = await writes(
      link,
      { waId: '5511933331111', userId: 'BR.777000111', name: 'Caio' },
      'os dois',
    );
    const rows = await contactsNamed('Caio');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: numbered.contactId, bsuid: 'BR.777000111' });
    expect(both.contactId).toBe(numbered.contactId);
    // the BSUID-only contact's messages came along
    const moved = await messagesWithWid(k, k.seed.a.id, hidden.wid);
    expect(moved[0].contactId).toBe(numbered.contactId);
  });
});
