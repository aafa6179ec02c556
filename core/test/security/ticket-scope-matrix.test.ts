import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import { productPlugins, startTenantKernel, type TenantKernel } from '../support/index.js';
import type { MatrixRole } from './role-matrix-records.js';
import { ticketScopeRecords } from './ticket-scope-records.js';

/**
 * Ticket visibility (spec §6) is one rule: every route scoped to a ticket, and the ticket's socket room, answer
 * each profile as GET /tickets/:id does (403 out of sight, 404 in another company). Issue 27 findings 5 and 6.
 */
const roles: MatrixRole[] = ['attendant', 'supervisor', 'admin', 'superUser', 'adminB'];
type Answer = 'ok' | 403 | 404;

/** GET /tickets/:id, the reference: who sees the ticket in the attendant's queue, and the one in another */
const sees: Record<'own' | 'hidden', Record<MatrixRole, Answer>> = {
  own: { attendant: 'ok', supervisor: 403, admin: 'ok', superUser: 404, adminB: 404 },
  hidden: { attendant: 403, supervisor: 403, admin: 'ok', superUser: 404, adminB: 404 },
};

const k = kernelPerFile<TenantKernel<MatrixRole>>(
  async () => startTenantKernel({ plugins: await productPlugins(), as: roles }),
  120_000,
);
let r: Awaited<ReturnType<typeof ticketScopeRecords>>;

/** the ticket-scoped routes: method, path and body for a ticket */
const scoped = (ticketId: number): Array<[string, string, unknown?]> => [
  ['GET', `/tickets/${ticketId}`],
  ['PUT', `/ticket-tags/${ticketId}/${r.tagId}`],
  ['DELETE', `/ticket-tags/${ticketId}`],
  ['POST', '/tags/sync', { ticketId, tags: [{ id: r.tagId }] }],
  ['GET', `/messages/${ticketId}`],
  ['GET', `/tickets/${ticketId}/timeline`],
  ['GET', `/tickets/${ticketId}/sla`],
  ['GET', `/tickets/${ticketId}/export`],
  ['GET', `/ticket-notes/list?ticketId=${ticketId}&contactId=${r.contactId}`],
  ['POST', '/ticket-notes', { note: 'Observação', ticketId, contactId: r.contactId }],
  // another company's caller does not see the macro either: 404 all the same
  ['POST', `/macros/${r.macroId}/apply/${ticketId}`],
  // a sim ticket: `{ cloud: false }` to whoever sees it (POST .../template runs the same check before its body)
  ['GET', `/whatsapp-cloud/tickets/${ticketId}/window`],
];

beforeAll(async () => {
  r = await ticketScopeRecords(k);
}, 120_000);

/** a success, or the refusal's status (403, 404 or anything else, which no table expects) */
const answer = (status: number): Answer | number => (status < 300 ? 'ok' : status);

describe('ticket scope matrix', () => {
  it('answers every ticket-scoped route as GET /tickets/:id answers the same caller', async () => {
    const wrong: string[] = [];
    for (const which of ['own', 'hidden'] as const)
      for (const [method, path, body] of scoped(r[which]))
        for (const role of roles) {
          const res = await k[role].request(method, path, body);
          if (answer(res.status) !== sees[which][role])
            wrong.push(`${method} ${path} (${which}) as ${role}: ${res.status} ${JSON.stringify(res.body)}`);
        }
    expect(wrong).toEqual([]);
  }, 120_000);
});

const ask = (socket: Socket, event: string, value: unknown) =>
  new Promise<{ ok: boolean }>((resolve) => socket.emit(event, value, resolve));

/**
 * Every room kind clients join, with a value and who may join it: a kind without an entry fails, so a new
 * room cannot ship unchecked. joinChatBox follows GET /tickets/:id (a 404 is a refused join too).
 */
const roomMatrix = (): Record<string, Array<{ value: unknown; may: MatrixRole[] }>> => {
  const everyone = roles;
  const seeing = (which: 'own' | 'hidden') => roles.filter((role) => sees[which][role] === 'ok');
  return {
    joinNotification: [{ value: undefined, may: everyone }],
    joinTickets: [{ value: 'open', may: everyone }],
    joinChatBox: [
      { value: String(r.own), may: seeing('own') },
      { value: String(r.hidden), may: seeing('hidden') },
    ],
    // the attendant's queue; admins (and super users) may join any queue room of their own company
    joinQueue: [{ value: k.seed.a.queueId, may: ['attendant', 'admin', 'superUser', 'adminB'] }],
  };
};

describe('ticket scope matrix: socket rooms', () => {
  it('has an entry for every room kind', () => {
    const kinds = k.t.kernel.realtime.roomKinds.all().map((kind) => kind.join);
    expect(kinds.filter((join) => !(join in roomMatrix()))).toEqual([]);
  });

  it('lets each profile join exactly the rooms the table gives it', async () => {
    const wrong: string[] = [];
    for (const role of roles) {
      const socket = await k.socket(k[role]);
      for (const [join, cases] of Object.entries(roomMatrix()))
        for (const { value, may } of cases) {
          const { ok } = await ask(socket, join, value);
          if (ok !== may.includes(role)) wrong.push(`${join} ${String(value)} as ${role}: ${ok}`);
        }
      socket.close();
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});
