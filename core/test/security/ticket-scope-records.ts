import type { TenantKernel } from '../support/index.js';
import type { MatrixRole } from './role-matrix-records.js';

/**
 * Company A's tickets the scope matrix addresses: `own`, in the attendant's queue, and `hidden`, open in a
 * second queue the attendant and the supervisor are not in and assigned to nobody (spec §6: out of their
 * sight), with a kanban tag to put on them and a shared macro to apply. Written straight to the tables.
 */
export async function ticketScopeRecords(k: TenantKernel<MatrixRole>) {
  const db = k.t.kernel.knex;
  const companyId = k.seed.a.id;
  const now = { companyId, createdAt: new Date(), updatedAt: new Date() };
  const [otherQueue] = await db('queues').insert({ name: 'Financeiro', color: '#00f', ...now });
  await db('userQueues').insert({ userId: k.seed.a.user.id, queueId: k.seed.a.queueId });
  const [contactId] = await db('contacts').insert({
    uuid: '00000000-0000-4000-8000-0000000000a7',
    name: 'Cliente A',
    number: '5511912340007',
    numberKey: '5511912340007',
    ...now,
  });
  const ticket = async (queueId: number, uuid: string) =>
    Number((await db('tickets').insert({ uuid, contactId, queueId, status: 'open', ...now }))[0]);
  const own = await ticket(k.seed.a.queueId, '00000000-0000-4000-9000-0000000000a1');
  const hidden = await ticket(Number(otherQueue), '00000000-0000-4000-9000-0000000000a2');
  const [tagId] = await db('tags').insert({ name: 'Etiqueta A', color: '#123456', kanban: 1, ...now });
  // a shared macro every caller of company A sees: applying it is the ticket's rule alone (a note: no connection)
  const [macroId] = await db('macros').insert({
    name: 'Anotar',
    visibility: 'shared',
    userId: k.seed.a.admin.id,
    actions: '[{"kind":"ticket.note","params":{"note":"Pela macro"}}]',
    ...now,
  });
  return { own, hidden, contactId: Number(contactId), tagId: Number(tagId), macroId: Number(macroId) };
}
