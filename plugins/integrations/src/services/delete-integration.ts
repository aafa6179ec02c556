import { tenant } from '@balcao/core';
import { QueueIntegration } from '../integration-model.js';
import type { IntegrationDeps } from './integration-deps.js';
import { emitIntegrationEvent } from './integration-events.js';
import { findIntegration, noIntegration } from './find-integrations.js';

/**
 * Deletes an integration. Queues that pointed at it are unlinked first (each announced as a queue update), and
 * tickets it was driving go back to the normal queue flow; its sessions go with it (foreign key).
 */
export async function deleteIntegration(deps: IntegrationDeps, companyId: number, id: number): Promise<void> {
  await findIntegration(companyId, id);
  const t = deps.db.tenant(companyId);
  const queueIds: number[] = (await t('queues').where({ integrationId: id }).select('id')).map((q) =>
    Number(q.id),
  );
  for (const queueId of queueIds)
    await deps.queues().updateQueue(companyId, queueId, { integrationId: null });
  const ticketIds = await deps.tickets().idsUsing(companyId, { integrationId: id });
  for (const ticketId of ticketIds)
    await deps.tickets().change(companyId, ticketId, { useIntegration: false, integrationId: null });
  if (!(await tenant(companyId)(QueueIntegration).deleteById(id))) noIntegration();
  emitIntegrationEvent(deps, companyId, { action: 'delete', integrationId: id });
}
