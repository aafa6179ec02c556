/**
 * One company's worth of history for the tickets-list benchmark, written fast: multi-row INSERTs inside one
 * transaction per table, straight SQL (the kernel's knex, so dates are stored as the kernel stores them).
 *
 * Shape: `contacts` contacts; `tickets` tickets, 5 per contact by default; ~30 % not closed (open with an
 * attendant, pending mostly without one), over 2 connections so a contact can hold one non-closed ticket on
 * each (the unique open_slot index); 3 queues plus ~10 % without queue; `messagesPerTicket` messages each,
 * the ticket's last message and updated_at taken from its newest one; updated_at spread over 90 days.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { rng } from '../shared/rng.js';

export interface FillShape {
  companyId: number;
  connectionIds: [number, number];
  queueIds: [number, number, number];
  /** attendants and admins tickets may be assigned to */
  userIds: number[];
  contacts: number;
  tickets: number;
  messagesPerTicket: number;
}

const first = [
  'Ana', 'Beatriz', 'Carlos', 'Daniela', 'Eduardo', 'Fernanda', 'Gabriel', 'Helena', 'Igor', 'Juliana',
  'Kleber', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Paula', 'Rafael', 'Sofia', 'Tiago', 'Vanessa',
  'William', 'Yasmin', 'Bruno', 'Camila', 'Diego', 'Elisa', 'Felipe', 'Giovana', 'Henrique', 'Isabela',
  'João', 'Karina', 'Lucas', 'Mariana', 'Nicolas', 'Olívia', 'Pedro', 'Renata', 'Samuel', 'Tatiana',
  'Vitor', 'Aline', 'Caio', 'Débora', 'Enzo', 'Fábio', 'Gustavo', 'Heloísa', 'Lívia', 'Mateus',
]; // prettier-ignore
const last = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Moura', 'Campos', 'Pinto', 'Araújo', 'Duarte',
]; // prettier-ignore

/** the name of contact i: "Beatriz Moura 1234"; one first+last pair names contacts/2000 people */
export const contactName = (i: number) =>
  `${first[i % first.length]} ${last[Math.floor(i / first.length) % last.length]} ${i}`;

async function insertRows(
  trx: Knex.Transaction,
  table: string,
  rows: Array<Record<string, unknown>>,
  batch: number,
) {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  const one = `(${columns.map(() => '?').join(', ')})`;
  const head = `INSERT INTO ${table} (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES `;
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    await trx.raw(
      head + chunk.map(() => one).join(', '),
      chunk.flatMap((r) => columns.map((c) => r[c] as Knex.RawBinding)),
    );
  }
}

export interface Filled {
  seconds: number;
  tickets: number;
  messages: number;
  byStatus: Record<string, number>;
}

export async function fill(knex: Knex, client: 'sqlite' | 'mysql', shape: FillShape): Promise<Filled> {
  const t0 = performance.now();
  const random = rng(20261122);
  // SQLite allows 32766 bound values per statement
  const batch = (columns: number) => Math.min(2000, Math.floor(30000 / columns));
  const nowMs = Date.now();
  const day = 864e5;

  const contactIds: number[] = [];
  await knex.transaction(async (trx) => {
    const rows = Array.from({ length: shape.contacts }, (_, i) => {
      const number = `55${11 + (i % 80)}9${String(i).padStart(8, '0')}`;
      const at = new Date(nowMs - 120 * day + i * 1000);
      return {
        company_id: shape.companyId,
        uuid: randomUUID(),
        name: contactName(i),
        number,
        number_key: number,
        email: '',
        is_group: false,
        whatsapp_id: shape.connectionIds[i % 2],
        created_at: at,
        updated_at: at,
      };
    });
    await insertRows(trx, 'contacts', rows, batch(10));
    const ids = await trx('contacts').where({ companyId: shape.companyId }).orderBy('id').select('id');
    contactIds.push(...ids.map((r: { id: number }) => Number(r.id)));
  });

  const byStatus: Record<string, number> = { open: 0, pending: 0, closed: 0 };
  const tickets: Array<Record<string, unknown>> = [];
  for (let i = 0; i < shape.tickets; i++) {
    const c = i % shape.contacts;
    const round = Math.floor(i / shape.contacts);
    // rounds 0 and 1 may stay open, one per connection; older rounds are history
    const r = random();
    const status = round < 2 ? (r < 0.45 ? 'open' : r < 0.75 ? 'pending' : 'closed') : 'closed';
    byStatus[status]!++;
    const q = random();
    const queueId = q < 0.1 ? null : shape.queueIds[Math.floor(q * 30) % 3]!;
    const userId =
      status === 'pending' && random() < 0.9
        ? null
        : shape.userIds[Math.floor(random() * shape.userIds.length)]!;
    const updated = nowMs - Math.floor(random() * 90 * day);
    tickets.push({
      company_id: shape.companyId,
      uuid: randomUUID(),
      contact_id: contactIds[c],
      whatsapp_id: shape.connectionIds[round < 2 ? round : round % 2],
      user_id: userId,
      queue_id: queueId,
      status,
      open_slot: status === 'closed' ? null : 1,
      last_message: `mensagem ${shape.messagesPerTicket - 1} do atendimento ${i}`,
      unread_messages: status === 'pending' ? Math.floor(random() * 6) : 0,
      is_group: false,
      created_at: new Date(updated - shape.messagesPerTicket * 60_000),
      updated_at: new Date(updated),
    });
  }
  const ticketIds: number[] = [];
  await knex.transaction(async (trx) => {
    await insertRows(trx, 'tickets', tickets, batch(Object.keys(tickets[0]!).length));
    const ids = await trx('tickets').where({ companyId: shape.companyId }).orderBy('id').select('id');
    ticketIds.push(...ids.map((r: { id: number }) => Number(r.id)));
  });

  let messages = 0;
  // messages in slices of 20,000 tickets, one transaction each, so the rows never all sit in memory
  const slice = 20_000;
  for (let from = 0; from < tickets.length; from += slice) {
    const rows: Array<Record<string, unknown>> = [];
    for (let i = from; i < Math.min(tickets.length, from + slice); i++) {
      const tk = tickets[i]!;
      const start = (tk.created_at as Date).getTime();
      for (let k = 0; k < shape.messagesPerTicket; k++) {
        const fromMe = k % 2 === 1;
        const at = new Date(start + k * 60_000);
        rows.push({
          company_id: shape.companyId,
          ticket_id: ticketIds[i],
          contact_id: tk.contact_id,
          whatsapp_id: tk.whatsapp_id,
          wid: `BENCH${String(i).padStart(7, '0')}${String(k).padStart(3, '0')}`,
          body: `mensagem ${k} do atendimento ${i}`,
          from_me: fromMe,
          read: true,
          ack: fromMe ? 3 : 0,
          media_type: 'conversation',
          created_at: at,
          updated_at: at,
        });
      }
    }
    await knex.transaction((trx) => insertRows(trx, 'messages', rows, batch(12)));
    messages += rows.length;
  }
  // fresh statistics, as a server that has lived with this data would have
  for (const table of ['contacts', 'tickets', 'messages'])
    await knex.raw(client === 'mysql' ? `ANALYZE TABLE \`${table}\`` : `ANALYZE \`${table}\``);
  return { seconds: (performance.now() - t0) / 1000, tickets: ticketIds.length, messages, byStatus };
}
