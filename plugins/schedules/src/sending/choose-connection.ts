import type { ScheduleDeps } from '../services/schedule-deps.js';

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
  const last = await deps.tickets.lastConnection(companyId, contact.id);
  if (await exists(last)) return last;
  const fallback = await t('whatsapps').orderBy('isDefault', 'desc').orderBy('id').first('id');
  return fallback?.id as number | undefined;
}
