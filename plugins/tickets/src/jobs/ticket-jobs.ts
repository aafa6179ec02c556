import type { PluginContext } from '@balcao/core';
import type { TicketServices } from '../services/ticket-services.js';
import { expireIdleTickets } from './expire-idle-tickets.js';
import { queueIdlePending } from './queue-idle-pending.js';

/**
 * The tickets plugin's recurring jobs, each once a minute over every company (no companyId: one run walks all
 * tenants and skips inactive companies itself). Agenda runs one job of a name at a time across processes.
 */
export async function scheduleTicketJobs(
  jobs: PluginContext['jobs'],
  tickets: TicketServices,
): Promise<void> {
  jobs.define('expire-idle-tickets', async ({ log }) => {
    const closed = await expireIdleTickets(tickets, log);
    if (closed) log.info({ closed }, 'idle tickets closed');
  });
  jobs.define('queue-idle-pending', async ({ log }) => {
    const moved = await queueIdlePending(tickets, log);
    if (moved) log.info({ moved }, 'idle pending tickets moved to their queue');
  });
  await jobs.every('1 minute', 'expire-idle-tickets', {});
  await jobs.every('1 minute', 'queue-idle-pending', {});
}
