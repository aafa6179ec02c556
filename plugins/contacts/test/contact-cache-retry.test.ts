import { describe, expect, it } from 'vitest';
import { openConnection, startTenantKernel, until, type TenantKernel } from '@balcao/core/testing';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import contacts from '../src/index.js';
import { stepAfterContacts } from './contacts-kernel.js';

/**
 * A contact cached here and deleted on another process whose invalidation has not arrived yet: the step after
 * contacts fails on it (as the ticket's insert does, on its foreign key), and the inbox's retry reads the contacts
 * again instead of handing on the cached one.
 */
const seen: Array<{ body: string; contactId: number }> = [];
const needsRow = stepAfterContacts<'message'>('test-needs-contact-row', 'needs-row', (ctx) => ({
  kinds: ['message'],
  async handle(event, { state }) {
    const id = state.contact!.id;
    if (!(await ctx.knex('contacts').where({ id }).first())) throw new Error(`no contact ${id}`);
    seen.push({ body: event.payload.body ?? '', contactId: id });
  },
}));

const k = kernelPerFile<TenantKernel & { connectionId: number }>(async () => {
  const t = await startTenantKernel({
    plugins: [contacts, needsRow],
    env: { INBOX_MAX_ATTEMPTS: '3', INBOX_RETRY_BASE_MS: '20' },
  });
  return { ...t, connectionId: await openConnection(t.t, t.seed.a.id, { name: 'Sim' }) };
}, 60_000);

async function says(body: string) {
  k.sim.contactSends(String(k.connectionId), {
    from: { number: '5511944440001', name: 'Edu' },
    type: 'text',
    body,
  });
  await until(`"${body}" past the step after contacts`, () => seen.some((s) => s.body === body));
  return seen.find((s) => s.body === body)!;
}

describe('a cached contact deleted elsewhere', () => {
  it('is read again when the message is retried, and a new contact is made', async () => {
    const first = await says('antes');
    // the other process's delete: its invalidation has not reached this one
    await k.t.kernel.knex('contacts').where({ id: first.contactId }).delete();
    const next = await says('depois');
    const rows = await k.t.kernel.knex('contacts').where({ companyId: k.seed.a.id, number: '5511944440001' });
    expect(rows).toHaveLength(1);
    expect(next.contactId).toBe(rows[0].id);
    expect(next.contactId).not.toBe(first.contactId);
  });
});
