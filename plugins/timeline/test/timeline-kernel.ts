import contacts from '@balcao/plugin-contacts';
import { queuesPlugin } from '@balcao/plugin-queues';
import tags from '@balcao/plugin-tags';
import tickets from '@balcao/plugin-tickets';
import { openConnection, startTenantKernel, until, type TenantKernel } from '@balcao/core/testing';
import timeline from '../src/index.js';

/** A kernel with the plugins that produce a ticket's facts (tickets, the queues' bot, tags) and the timeline. */
export type TimelineKernel = TenantKernel<'admin' | 'attendant' | 'adminB'>;

export const startTimelineKernel = (): Promise<TimelineKernel> =>
  startTenantKernel({
    plugins: [contacts, tickets, queuesPlugin(), tags, timeline],
    as: ['admin', 'attendant', 'adminB'],
  });

let queues = 0;
/** A queue of company A, straight in the table, with leaf options titled `options` (numbered 1, 2 ...). */
export async function queueOf(k: TimelineKernel, name: string, options: string[] = []) {
  const knex = k.t.kernel.knex;
  const now = { createdAt: new Date(), updatedAt: new Date() };
  const [id] = await knex('queues').insert({
    companyId: k.seed.a.id,
    name,
    color: `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`,
    greetingMessage: `${name} aqui.`,
    // the menu lists queues in this order: "1" is the first made
    orderQueue: ++queues,
    ...now,
  });
  for (const [i, title] of options.entries())
    await knex('queue_options').insert({
      companyId: k.seed.a.id,
      queueId: Number(id),
      parentId: null,
      title,
      option: String(i + 1),
      message: `${title}: ok`,
      ...now,
    });
  return Number(id);
}

/** A linked, open sim connection of company A offering `queueIds`. */
export async function connectionWith(k: TimelineKernel, queueIds: number[]) {
  const fields = { greetingMessage: 'Olá!' };
  return String(await openConnection(k.t, k.seed.a.id, { name: 'Loja', queueIds, fields }));
}

/** The contact's message, waited for until every step ran on it. */
export async function contactSays(k: TimelineKernel, conn: string, number: string, body: string) {
  const id = k.sim.contactSends(conn, { from: { number, name: 'Ana Cliente' }, type: 'text', body });
  await until(`message ${id} processed`, async () => {
    const row = await k.t.kernel.knex('inboxEvents').where({ waId: id, kind: 'message' }).first('status');
    return row?.status === 'done';
  });
}
