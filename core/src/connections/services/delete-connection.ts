import type { Knex } from 'knex';
import { AppError } from '../../errors/app-error.js';
import { scoped } from '../../db/tenant-model.js';
import { Whatsapp } from '../whatsapp-model.js';
import { getConnection } from './find-connections.js';

/**
 * Removes a connection. The default one goes only when it is the last: otherwise the company would be left
 * without a default (ERR_NO_OTHER_WHATSAPP), so another must be made default first.
 */
export async function deleteConnection(knex: Knex, companyId: number, id: number): Promise<Whatsapp> {
  return knex.transaction(async (trx) => {
    const current = await getConnection(companyId, id, trx);
    if (current.isDefault) {
      const other = await scoped(Whatsapp, companyId, trx)
        .whereNot('whatsapps.id', id)
        .select('whatsapps.id')
        .first();
      if (other) throw new AppError('ERR_NO_OTHER_WHATSAPP', 400);
    }
    // users pinned to this connection fall back to the default one
    await trx('users').where({ companyId, whatsappId: id }).update({ whatsappId: null });
    await trx('channelAuth')
      .where({ connectionId: String(id) })
      .delete();
    await scoped(Whatsapp, companyId, trx).delete().where('whatsapps.id', id);
    return current;
  });
}
