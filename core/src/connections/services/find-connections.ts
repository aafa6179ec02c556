import type { Knex } from 'knex';
import { orNotFound } from '../../errors/app-error.js';
import { tenant } from '../../db/tenant-db.js';
import { Whatsapp } from '../whatsapp-model.js';

/** Every connection of a company with its queues, default first (the order the connections page shows). */
export function listConnections(companyId: number, trx?: Knex) {
  return tenant(
    companyId,
    trx,
  )(Whatsapp)
    .withGraphFetched('queues(listed)')
    .modifiers({
      listed: (q) => q.select('queues.id', 'queues.name', 'queues.color').orderBy('queues.orderQueue'),
    })
    .orderBy('whatsapps.name');
}

export async function getConnection(companyId: number, id: number, trx?: Knex): Promise<Whatsapp> {
  const found = await tenant(
    companyId,
    trx,
  )(Whatsapp)
    .findById(id)
    .withGraphFetched('queues(listed)')
    .modifiers({
      listed: (q) =>
        q
          .select('queues.id', 'queues.name', 'queues.color', 'queues.greetingMessage')
          .orderBy('queues.orderQueue'),
    });
  return orNotFound(found, 'ERR_NO_WAPP_FOUND');
}

/** The company's default connection: where new tickets and the messages API go when none is named. */
export async function getDefaultConnection(companyId: number, trx?: Knex): Promise<Whatsapp> {
  const found = await tenant(companyId, trx)(Whatsapp).where('whatsapps.isDefault', true).first();
  return orNotFound(found, 'ERR_NO_DEF_WAPP_FOUND');
}
