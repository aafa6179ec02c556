import type { ScheduleDeps } from '../services/schedule-deps.js';

// asked once per kernel: plugins and their tables do not change while it runs
const ticketsTable = new WeakMap<object, Promise<boolean>>();
const hasTickets = (knex: ScheduleDeps['knex']) => {
  if (!ticketsTable.has(knex)) ticketsTable.set(knex, knex.schema.hasTable('tickets'));
  return ticketsTable.get(knex)!;
};

/**
 * The connection a schedule goes through: the contact's own (set when it wrote in, or by an admin), else the
 * one of the contact's most recent ticket, else the company's default; undefined when the company has none.
 */
export async function chooseConnection(
  deps: ScheduleDeps,
  companyId: number,
  contact: { id: number; whatsappId: number | null },
): Promise<number | undefined> {
  const t = deps.db.tenant(companyId);
  const exists = async (id: number | null | undefined) =>
    id != null && Boolean(await t('whatsapps').where({ id }).first('id'));
  if (await exists(contact.whatsappId)) return contact.whatsappId!;
  // the tickets plugin may be absent: then there is no last ticket to follow
  if (await hasTickets(deps.knex)) {
    const last = await t('tickets')
      .where({ contactId: contact.id })
      .whereNotNull('whatsappId')
      .orderBy('updatedAt', 'desc')
      .orderBy('id', 'desc')
      .first('whatsappId');
    if (await exists(last?.whatsappId)) return last!.whatsappId as number;
  }
  const fallback = await t('whatsapps').orderBy('isDefault', 'desc').orderBy('id').first('id');
  return fallback?.id as number | undefined;
}
