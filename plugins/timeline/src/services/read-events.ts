import type { TimelineDeps, TimelineEvent } from './timeline-deps.js';

const parse = (raw: unknown): Record<string, unknown> => {
  if (raw && typeof raw === 'object') return raw as Record<string, unknown>;
  try {
    const v: unknown = JSON.parse(String(raw ?? '{}'));
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** `data` keys that name a queue or a user by id: their names are read with the timeline */
const refKind = (key: string): 'queues' | 'users' | undefined =>
  /queueId$/i.test(key) ? 'queues' : /userId$/i.test(key) ? 'users' : undefined;

/**
 * A ticket's events oldest first, with the acting user's name and the names of the queues and users their data
 * mentions (read now: a renamed queue shows its new name, a deleted one null). Three queries whatever the size.
 */
export async function readEvents(
  deps: Pick<TimelineDeps, 'db'>,
  companyId: number,
  ticketId: number,
  only: { id?: number } = {},
): Promise<TimelineEvent[]> {
  const table = deps.db.tenant(companyId);
  const q = table('ticket_events')
    .leftJoin('users', 'users.id', 'ticket_events.userId')
    .where('ticket_events.ticketId', ticketId)
    .orderBy('ticket_events.id')
    .select(
      'ticket_events.id',
      'ticket_events.ticketId',
      'ticket_events.type',
      'ticket_events.userId',
      'ticket_events.data',
      'ticket_events.createdAt',
      'users.name as userName',
    );
  if (only.id) q.where('ticket_events.id', only.id);
  const rows: Array<Record<string, unknown>> = await q;
  const events = rows.map((r) => ({ row: r, data: parse(r.data) }));
  const ids = { queues: new Set<number>(), users: new Set<number>() };
  for (const e of events)
    for (const [key, value] of Object.entries(e.data)) {
      const kind = refKind(key);
      if (kind && typeof value === 'number') ids[kind].add(value);
    }
  const names = { queues: new Map<number, string>(), users: new Map<number, string>() };
  for (const kind of ['queues', 'users'] as const)
    if (ids[kind].size)
      for (const row of await table(kind)
        .whereIn('id', [...ids[kind]])
        .select('id', 'name'))
        names[kind].set(Number(row.id), String(row.name));
  return events.map((e) => {
    const refs: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(e.data)) {
      const kind = refKind(key);
      if (kind && typeof value === 'number')
        refs[key.replace(/Id$/, 'Name')] = names[kind].get(value) ?? null;
    }
    const r = e.row;
    return {
      id: Number(r.id),
      ticketId: Number(r.ticketId),
      type: String(r.type),
      userId: r.userId == null ? null : Number(r.userId),
      userName: r.userName == null ? null : String(r.userName),
      data: e.data,
      names: refs,
      createdAt: new Date(r.createdAt as string),
    };
  });
}
