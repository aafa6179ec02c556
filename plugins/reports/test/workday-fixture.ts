import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

/** One ticket life as written, kept to compute the expected figures apart from the plugin's SQL. */
export interface LifeRow {
  ticketId: number;
  createdAt: Date;
  queuedAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  userId: number | null;
  queueId: number | null;
  whatsappId: number | null;
}

export interface Workday {
  lives: LifeRow[];
  /** attendant-written messages (user set, from us) by ticket: their times */
  replies: Map<number, Date[]>;
  ratings: Array<{ ticketId: number; userId: number | null; rate: number; at: Date }>;
  tagsOf: Map<number, number[]>;
}

/** A small deterministic generator (mulberry32): the same rows on every run and engine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** rows per insert: SQLite takes at most 500 terms in the compound SELECT knex builds */
const CHUNK = 400;
const stamp = (at: Date) => ({ createdAt: at, updatedAt: at });
const seconds = (at: Date, s: number) => new Date(at.getTime() + Math.floor(s) * 1000);

/**
 * `count` tickets of a company, each with a life that starts waiting between `from` and `to` (whole seconds),
 * some queued, taken, answered by an attendant after the bot, finished and rated; one in ten reopened once (its
 * second life a day after the first finished, so it may fall out of the period). Written in batches.
 */
export async function seedWorkday(
  knex: Knex,
  companyId: number,
  opts: {
    count: number;
    from: Date;
    to: Date;
    users: number[];
    queues: number[];
    connections: number[];
    tags: number[];
    seed: number;
  },
): Promise<Workday> {
  const rnd = random(opts.seed);
  const pick = <T>(items: T[]): T | null => {
    const i = Math.floor(rnd() * (items.length + 1));
    return i < items.length ? items[i]! : null;
  };
  const span = (opts.to.getTime() - opts.from.getTime()) / 1000;
  const contactIds: number[] = [];
  const contacts = Array.from({ length: 200 }, (_, i) => {
    const number = `55118${String(companyId).padStart(3, '0')}${String(i).padStart(5, '0')}`;
    return {
      companyId,
      uuid: randomUUID(),
      name: `Cliente ${i}`,
      number,
      numberKey: number,
      ...stamp(opts.from),
    };
  });
  for (const row of contacts) {
    const [id] = await knex('contacts').insert(row);
    contactIds.push(Number(id));
  }

  const ticketRows = Array.from({ length: opts.count }, (_, i) => ({
    companyId,
    uuid: randomUUID(),
    contactId: contactIds[i % contactIds.length]!,
    status: 'closed',
    openSlot: null,
    ...stamp(opts.from),
  }));
  await knex.batchInsert('tickets', ticketRows, CHUNK);
  const ticketIds = (
    (await knex('tickets').where({ companyId }).orderBy('id').select('id')) as Array<{ id: number }>
  ).map((r) => Number(r.id));

  const day: Workday = { lives: [], replies: new Map(), ratings: [], tagsOf: new Map() };
  const messages: Record<string, unknown>[] = [];
  let wid = 0;
  const message = (ticketId: number, at: Date, fields: { fromMe: boolean; userId?: number | null }) =>
    messages.push({
      companyId,
      ticketId,
      wid: `W${companyId}-${++wid}`,
      body: 'texto',
      fromMe: fields.fromMe,
      userId: fields.userId ?? null,
      ...stamp(at),
    });

  const live = (ticketId: number, createdAt: Date) => {
    const queuedAt = rnd() < 0.8 ? seconds(createdAt, 5) : null;
    const waiting = queuedAt ?? createdAt;
    const startedAt = rnd() < 0.85 ? seconds(waiting, rnd() * 3600) : null;
    const finishedAt = startedAt && rnd() < 0.7 ? seconds(startedAt, 60 + rnd() * 7200) : null;
    const userId = startedAt ? pick(opts.users) : null;
    const life: LifeRow = {
      ticketId,
      createdAt,
      queuedAt,
      startedAt,
      finishedAt,
      userId,
      queueId: pick(opts.queues),
      whatsappId: pick(opts.connections),
    };
    day.lives.push(life);
    // the contact writes, the bot answers at once (no user), then maybe an attendant, twice
    message(ticketId, createdAt, { fromMe: false });
    message(ticketId, seconds(createdAt, 1), { fromMe: true });
    if (startedAt && userId && rnd() < 0.75) {
      const first = seconds(startedAt, rnd() * 600);
      const again = seconds(first, 30);
      for (const at of [first, again]) message(ticketId, at, { fromMe: true, userId });
      day.replies.set(ticketId, [...(day.replies.get(ticketId) ?? []), first, again]);
    }
    if (finishedAt && rnd() < 0.4)
      day.ratings.push({ ticketId, userId, rate: 1 + Math.floor(rnd() * 3), at: seconds(finishedAt, 30) });
    return life;
  };

  for (const ticketId of ticketIds) {
    const first = live(ticketId, seconds(opts.from, rnd() * span));
    if (rnd() < 0.1) {
      // reopened a day after it finished (or after it started, or its arrival)
      const after = first.finishedAt ?? first.startedAt ?? first.createdAt;
      live(ticketId, seconds(after, 86400));
    }
    const chosen = opts.tags.filter(() => rnd() < 0.35);
    if (chosen.length) day.tagsOf.set(ticketId, chosen);
  }

  await knex.batchInsert(
    'ticketTraking',
    day.lives.map((l) => ({ companyId, ...l, updatedAt: l.createdAt })),
    CHUNK,
  );
  await knex.batchInsert('messages', messages, CHUNK);
  await knex.batchInsert(
    'userRatings',
    day.ratings.map((r) => ({
      companyId,
      ticketId: r.ticketId,
      userId: r.userId,
      rate: r.rate,
      ...stamp(r.at),
    })),
    CHUNK,
  );
  await knex.batchInsert(
    'ticketTags',
    [...day.tagsOf].flatMap(([ticketId, tagIds]) =>
      tagIds.map((tagId) => ({ companyId, ticketId, tagId, ...stamp(opts.from) })),
    ),
    CHUNK,
  );
  return day;
}
