import { notFound, pageOf, tenant } from '@balcao/core';
import type { Knex } from 'knex';
import { QueueIntegration } from '../integration-model.js';
import type { IntegrationPageQuery } from '../integration-schemas.js';

/** Whaticket's page size for queue integrations. */
export const INTEGRATION_PAGE_SIZE = 20;

const named = (companyId: number, searchParam: string) => {
  const q = tenant(companyId)(QueueIntegration);
  const term = searchParam.trim().toLowerCase();
  if (term) q.whereRaw('LOWER(queue_integrations.name) LIKE ?', [`%${term}%`]);
  return q;
};

/** One page of the company's integrations by name: `{ rows, count, hasMore }` (the route names the rows). */
export async function listIntegrationPage(
  companyId: number,
  { searchParam, pageNumber }: IntegrationPageQuery,
) {
  return pageOf(
    () => named(companyId, searchParam),
    pageNumber,
    INTEGRATION_PAGE_SIZE,
    (q) => q.orderBy('queue_integrations.name').orderBy('queue_integrations.id'),
  );
}

/** Whether the integration is the company's (a ticket or a queue names it; tickets asks through `ownBots`). */
export async function integrationExists(
  companyId: number,
  id: number,
  trx?: Knex.Transaction,
): Promise<boolean> {
  return Boolean(await tenant(companyId, trx)(QueueIntegration).findById(id));
}

/** One of the company's integrations; another company's is as missing as one that never was. */
export async function findIntegration(companyId: number, id: number): Promise<QueueIntegration> {
  return (await tenant(companyId)(QueueIntegration).findById(id)) ?? noIntegration();
}

export function noIntegration(): never {
  throw notFound('ERR_NO_INTEGRATION_FOUND');
}
