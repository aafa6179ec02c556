/**
 * The engine benchmark's baseline: the rows the engine writes for an inbound text, written straight through the
 * raw driver (better-sqlite3 prepared statements / mysql2 execute), one statement per row, autocommit,
 * sequentially on one connection taken from the kernel's pool, into copies of the engine's own tables (same
 * columns and indexes, no foreign keys) in the same database.
 *
 * Per message: one inbox row, one message row, one UPDATE of its ticket (last message, unread + 1).
 * Per contact (on its first message): one contact row and one ticket row.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

export interface RawCeiling {
  statements: number;
  seconds: number;
  'rows/s': number;
  'msg/s': number;
}

const copied = ['inbox_events', 'contacts', 'tickets', 'messages'] as const;
const copyOf = (table: string) => `bench_raw_${table}`;

/** copies of the engine's tables with their columns and indexes but no foreign keys */
async function copyTables(knex: Knex, client: 'sqlite' | 'mysql') {
  for (const table of copied) {
    if (client === 'mysql') {
      // LIKE copies columns and indexes, never foreign keys
      await knex.raw(`CREATE TABLE \`${copyOf(table)}\` LIKE \`${table}\``);
      continue;
    }
    const rows = (await knex.raw(
      // tables and indexes only: MariaDB's LIKE copies no triggers either (the search plugin's keep its
      // full-text tables in step, and a copy of them would name tables that do not exist)
      `SELECT type, sql FROM sqlite_master
        WHERE tbl_name = ? AND sql IS NOT NULL AND type IN ('table', 'index') ORDER BY type DESC`,
      [table],
    )) as Array<{ type: string; sql: string }>;
    for (const { type, sql } of rows) {
      let copy = sql.replace(new RegExp(`([\`"]?)\\b${table}\\b\\1`, 'g'), `$1${copyOf(table)}$1`);
      if (type === 'table')
        copy = copy.replace(
          /,\s*foreign key\s*\([^)]*\)\s*references\s*[`"]?\w+[`"]?\s*\([^)]*\)(\s+on\s+(delete|update)\s+(set null|set default|no action|cascade|restrict))*/gi,
          '',
        );
      else
        copy = copy.replace(
          /index\s+([`"]?)(\w+)\1/i,
          (_m, q: string, name: string) => `index ${q}bench_raw_${name}${q}`,
        );
      await knex.raw(copy);
    }
    const fks = (await knex.raw(`PRAGMA foreign_key_list(${copyOf(table)})`)) as unknown[];
    if (fks.length) throw new Error(`${copyOf(table)} kept ${fks.length} foreign keys`);
  }
}

type Exec = (sql: string, values: unknown[]) => Promise<number>;

/** a statement runner on the driver's own connection; returns the insert id */
function rawExec(conn: unknown, client: 'sqlite' | 'mysql'): Exec {
  if (client === 'mysql') {
    const c = conn as {
      execute(sql: string, values: unknown[], cb: (err: Error | null, r: { insertId: number }) => void): void;
    };
    return (sql, values) =>
      new Promise((resolve, reject) =>
        c.execute(sql, values, (err, r) => (err ? reject(err) : resolve(Number(r.insertId)))),
      );
  }
  const db = conn as { prepare(sql: string): { run(...v: unknown[]): { lastInsertRowid: number | bigint } } };
  const prepared = new Map<string, ReturnType<typeof db.prepare>>();
  return async (sql, values) => {
    let stmt = prepared.get(sql);
    if (!stmt) prepared.set(sql, (stmt = db.prepare(sql)));
    // better-sqlite3 binds no Date: the kernel's knex stores them as epoch milliseconds too
    const v = values.map((x) => (x instanceof Date ? x.getTime() : typeof x === 'boolean' ? Number(x) : x));
    return Number(stmt.run(...v).lastInsertRowid);
  };
}

const insert = (table: string, columns: string[]) =>
  `INSERT INTO ${copyOf(table)} (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;

export async function rawCeiling(
  knex: Knex,
  client: 'sqlite' | 'mysql',
  opts: { companyId: number; connectionId: number; messages: number; contacts: number },
): Promise<RawCeiling> {
  await copyTables(knex, client);
  const { companyId, connectionId } = opts;
  const sql = {
    inbox: insert('inbox_events', [
      'company_id',
      'connection_id',
      'kind',
      'wa_id',
      'chat_key',
      'payload',
      'status',
      'attempts',
      'next_attempt_at',
      'created_at',
      'updated_at',
    ]),
    contact: insert('contacts', [
      'company_id',
      'uuid',
      'name',
      'number',
      'number_key',
      'email',
      'is_group',
      'whatsapp_id',
      'created_at',
      'updated_at',
    ]),
    ticket: insert('tickets', [
      'company_id',
      'uuid',
      'contact_id',
      'whatsapp_id',
      'status',
      'open_slot',
      'unread_messages',
      'is_group',
      'created_at',
      'updated_at',
    ]),
    message: insert('messages', [
      'company_id',
      'ticket_id',
      'contact_id',
      'whatsapp_id',
      'wid',
      'body',
      'from_me',
      'read',
      'ack',
      'media_type',
      'created_at',
      'updated_at',
    ]),
    touch: `UPDATE ${copyOf('tickets')} SET last_message = ?, unread_messages = unread_messages + 1, updated_at = ? WHERE id = ?`,
  };
  const conn = (await knex.client.acquireConnection()) as unknown;
  try {
    const exec = rawExec(conn, client);
    const tickets = new Map<number, { contactId: number; ticketId: number }>();
    let statements = 0;
    const t0 = performance.now();
    for (let i = 0; i < opts.messages; i++) {
      const c = i % opts.contacts;
      const number = `55119${String(c).padStart(8, '0')}`;
      const wid = `SIM${String(i).padStart(17, '0')}`;
      const body = `mensagem ${i}`;
      const now = new Date();
      const payload = JSON.stringify({
        connectionId: String(connectionId),
        waMessageId: wid,
        chatId: number,
        isGroup: false,
        fromMe: false,
        contact: { id: number, number, name: `Contato ${c}` },
        type: 'text',
        body,
        sentAt: now.toISOString(),
        receivedAt: now.toISOString(),
      });
      await exec(sql.inbox, [
        companyId,
        connectionId,
        'message',
        wid,
        number,
        payload,
        'pending',
        0,
        0,
        now,
        now,
      ]);
      statements++;
      let known = tickets.get(c);
      if (!known) {
        const contactId = await exec(sql.contact, [
          companyId,
          randomUUID(),
          `Contato ${c}`,
          number,
          number,
          '',
          false,
          connectionId,
          now,
          now,
        ]);
        const ticketId = await exec(sql.ticket, [
          companyId,
          randomUUID(),
          contactId,
          connectionId,
          'pending',
          1,
          0,
          false,
          now,
          now,
        ]);
        statements += 2;
        tickets.set(c, (known = { contactId, ticketId }));
      }
      await exec(sql.message, [
        companyId,
        known.ticketId,
        known.contactId,
        connectionId,
        wid,
        body,
        false,
        false,
        0,
        'conversation',
        now,
        now,
      ]);
      await exec(sql.touch, [body, now, known.ticketId]);
      statements += 2;
    }
    const seconds = (performance.now() - t0) / 1000;
    return {
      statements,
      seconds,
      'rows/s': statements / seconds,
      'msg/s': opts.messages / seconds,
    };
  } finally {
    await knex.client.releaseConnection(conn);
  }
}
