import { describe, expect, it } from 'vitest';
import { insertContact, insertTicket, listenAs, sleep, until } from '@balcao/core/testing';
import type { TicketServices } from '../src/index.js';
import { ticketsKernelPerFile } from './tickets-per-file.js';

/**
 * Who hears a ticket (its queue's members, the users who see every pending ticket) is kept in the process, read
 * for every message: a user's queues or allTicket changed through the user routes take effect on the next event.
 */
const { k, db, userOfA } = ticketsKernelPerFile();

describe('the realtime audience of a ticket', () => {
  it('follows a user put into a queue, then taken out, through PUT /users/:id', async () => {
    const queueId = k.seed.a.queueId;
    const contactId = await insertContact(db(), k.companyId, { name: 'Cliente', number: '5511988887777' });
    const ticket = await insertTicket(db(), {
      companyId: k.companyId,
      contactId,
      whatsappId: k.connectionId,
      queueId,
      status: 'open',
    });
    const tickets = k.services<TicketServices>('tickets');
    const bea = await userOfA({ name: 'Bea' });
    const {
      heard: [admin, heardByBea],
      close,
    } = await listenAs(k.t.url, k.admin, bea.http);
    const updates = (seen: typeof admin) => seen.filter((e) => e.event.endsWith('-ticket')).length;
    /** an update of the ticket, once the admin (who hears every ticket) got it */
    const announce = async () => {
      const before = updates(admin);
      await tickets.events.ticketUpdated(await tickets.load(k.companyId, ticket.id));
      await until('the admin hears it', () => updates(admin) > before);
      // the other socket's copy left at the same time
      await sleep(200);
    };
    try {
      await announce();
      expect(updates(heardByBea)).toBe(0);

      const joined = await k.admin.put(`/users/${bea.id}`, { queueIds: [queueId] });
      expect(joined.status).toBe(200);
      await announce();
      expect(updates(heardByBea)).toBe(1);

      const left = await k.admin.put(`/users/${bea.id}`, { queueIds: [] });
      expect(left.status).toBe(200);
      await announce();
      expect(updates(heardByBea)).toBe(1);
    } finally {
      close();
    }
  });
});
