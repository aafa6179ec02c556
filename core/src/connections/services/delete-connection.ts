import type { Knex } from 'knex';
import { AppError } from '../../errors/app-error.js';
import { tenant } from '../../db/tenant-db.js';
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
      const other = await tenant(
        companyId,
        trx,
      )(Whatsapp)
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
    await tenant(companyId, trx)(Whatsapp).delete().where('whatsapps.id', id);
    return current;
  });
}
