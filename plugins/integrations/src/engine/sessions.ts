import type { Knex } from 'knex';
import type { EngineDeps } from './engine-deps.js';
import type { RunnerAction } from '../runners/runner.js';

/** A ticket's session with one integration (integration_sessions). */
export interface Session {
  id: number;
  state: Record<string, unknown>;
  expiresAt: number | null;
  ended: boolean;
  lastEventId: string | null;
  lastActions: RunnerAction[] | null;
}

const parse = <T>(text: unknown, fallback: T): T => {
  if (typeof text !== 'string' || !text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export async function loadSession(
  deps: EngineDeps,
  companyId: number,
  ticketId: number,
  integrationId: number,
): Promise<Session | undefined> {
  const row = await deps.db
    .tenant(companyId)('integration_sessions')
    .where({ ticketId, integrationId })
    .first();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    state: parse(row.state, {}),
    expiresAt: row.expiresAt == null ? null : Number(row.expiresAt),
    ended: Boolean(row.ended),
    lastEventId: row.lastEventId ?? null,
    lastActions: parse<RunnerAction[] | null>(row.lastActions, null),
  };
}

/** Writes the session (insert or update: the tenant builder refuses upserts), in the caller's transaction. */
export async function saveSession(
  deps: EngineDeps,
  trx: Knex.Transaction,
  key: { companyId: number; ticketId: number; integrationId: number },
  values: Partial<Omit<Session, 'id'>>,
): Promise<void> {
  const row: Record<string, unknown> = { updatedAt: new Date() };
  if (values.state !== undefined) row.state = JSON.stringify(values.state);
  if (values.expiresAt !== undefined) row.expiresAt = values.expiresAt;
  if (values.ended !== undefined) row.ended = values.ended;
  if (values.lastEventId !== undefined) row.lastEventId = values.lastEventId;
  if (values.lastActions !== undefined)
    row.lastActions = values.lastActions === null ? null : JSON.stringify(values.lastActions);
  const table = () => deps.db.tenant(key.companyId, trx)('integration_sessions');
  const updated = await table()
    .where({ ticketId: key.ticketId, integrationId: key.integrationId })
    .update(row);
  if (!updated)
    await table().insert({
      ticketId: key.ticketId,
      integrationId: key.integrationId,
      state: '{}',
      ended: false,
      createdAt: new Date(),
      ...row,
    });
}
