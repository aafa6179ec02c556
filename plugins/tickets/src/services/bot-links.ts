import type { TenantDb } from '@balcao/core';
import type { Knex } from 'knex';

/** A bot a ticket may name: an AI prompt or a queue integration. */
export type BotLink = { promptId: number } | { integrationId: number };

/** The ids of the company's tickets that name this bot (the bot's plugin is deleting it). */
export async function ticketIdsUsing(
  db: TenantDb,
  companyId: number,
  link: BotLink,
  trx?: Knex.Transaction,
): Promise<number[]> {
  const rows = (await db.tenant(companyId, trx)('tickets').where(link).select('id')) as Array<{ id: number }>;
  return rows.map((r) => Number(r.id));
}

/** Every ticket naming the prompt forgets it, in the caller's transaction; nobody is told (it was deleted). */
export async function forgetPrompt(
  db: TenantDb,
  companyId: number,
  promptId: number,
  trx?: Knex.Transaction,
) {
  await db.tenant(companyId, trx)('tickets').where({ promptId }).update({ promptId: null });
}
