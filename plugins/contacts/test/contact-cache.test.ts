import { describe, expect, it, vi } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { until } from '@balcao/core/testing';
import { contactRows, startContactsKernel, type ContactsKernel } from './contacts-kernel.js';

const k = kernelPerFile<ContactsKernel>(startContactsKernel, 60_000);

const companyA = () => k.seed.a.id;
const seenBody = (body: string) => k.seen.find((s) => s.body === body);

/** sends one message and waits for the step after contacts to see it */
async function says(from: { number?: string; lid?: string; name?: string }, body: string) {
  k.sim.contactSends(String(k.connectionId), { from, type: 'text', body });
  await until(`"${body}" past the contacts step`, () => seenBody(body) !== undefined);
  return seenBody(body)!;
}

/** every statement naming the contacts table while `run` runs */
async function contactStatements(run: () => Promise<unknown>): Promise<string[]> {
  const sqls: string[] = [];
  const watch = (q: { sql: string }) => {
    if (/[`"\s]contacts[`"\s]/i.test(q.sql)) sqls.push(q.sql);
  };
  k.t.kernel.knex.on('query', watch);
  try {
    await run();
  } finally {
    k.t.kernel.knex.off('query', watch);
  }
  return sqls;
}

describe('known contacts come from the cache (contacts.upsert)', () => {
  it("a known contact's next message costs no statement on contacts", async () => {
    const from = { number: '5511966660001', name: 'Lia' };
    await says(from, 'cache primeira');
    expect(await contactStatements(() => says(from, 'cache segunda'))).toEqual([]);
    expect(seenBody('cache segunda')!.contactId).toBe(seenBody('cache primeira')!.contactId);
  });

  it('nor does a new contact whose picture was saved after it was made', async () => {
    const from = { number: '5511966660006', name: 'Bia' };
    const picture = vi
      .spyOn(k.t.kernel.channels, 'profilePicture')
      .mockResolvedValue('https://pps.whatsapp.net/bia.jpg');
    try {
      await says(from, 'foto primeira');
    } finally {
      picture.mockRestore();
    }
    expect(await contactStatements(() => says(from, 'foto segunda'))).toEqual([]);
    const [row] = (await contactRows(k.t, companyA())).filter((r) => r.number === '5511966660006');
    expect(row).toMatchObject({
      id: seenBody('foto segunda')!.contactId,
      profilePicUrl: 'https://pps.whatsapp.net/bia.jpg',
    });
  });

  it('nor does one whose message names both its number and its LID, once they are one contact', async () => {
    const from = { number: '5511966660002', lid: '310987654321002', name: 'Rui' };
    await says(from, 'par primeira');
    await says(from, 'par segunda');
    expect(await contactStatements(() => says(from, 'par terceira'))).toEqual([]);
  });

  it('sees a name changed through the API in the next message', async () => {
    const from = { number: '5511966660003', name: 'Teo' };
    const first = await says(from, 'nome antes');
    expect(first.contactName).toBe('Teo');
    expect(await k.admin.put(`/contacts/${first.contactId}`, { name: 'Teodoro Lima' })).toMatchObject({
      status: 200,
    });
    const next = await says(from, 'nome depois');
    expect(next).toMatchObject({ contactId: first.contactId, contactName: 'Teodoro Lima' });
  });

  it('makes a new contact for a message after its contact was deleted, instead of handing on the old one', async () => {
    const from = { number: '5511966660004', name: 'Ivo' };
    const first = await says(from, 'antes de apagar');
    expect(await k.admin.delete(`/contacts/${first.contactId}`)).toMatchObject({ status: 200 });
    const next = await says(from, 'depois de apagar');
    const rows = (await contactRows(k.t, companyA())).filter((r) => r.number === '5511966660004');
    expect(rows).toHaveLength(1);
    expect(next.contactId).toBe(rows[0]!.id);
    expect(next.contactId).not.toBe(first.contactId);
  });

  it('hands the kept contact on after a merge through the API', async () => {
    const lid = '310987654321005';
    const lidOnly = await says({ lid, name: 'Noa' }, 'merge lid');
    const numbered = await says({ number: '5511966660005', name: 'Noa' }, 'merge número');
    const res = await k.admin.post(`/contacts/${lidOnly.contactId}/merge`, { contactId: numbered.contactId });
    expect(res).toMatchObject({ status: 200 });
    // the LID-only contact took the merged one's number: its messages are the kept contact's now
    const next = await says({ number: '5511966660005', name: 'Noa' }, 'merge depois');
    expect(next.contactId).toBe(lidOnly.contactId);
  });
});
