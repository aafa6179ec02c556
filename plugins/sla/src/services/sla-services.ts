import type { Knex } from 'knex';
import { bindDeps } from '@balcao/core';
import type { DayRange } from '@balcao/plugin-tickets';
import type { AttainmentBy } from '../contracts.js';
import { attainment } from './attainment.js';
import { createPolicy, deletePolicy, listPolicies, showPolicy, updatePolicy } from './policies.js';
import { raiseDueBreaches } from './raise-breaches.js';
import type { SlaDeps } from './sla-deps.js';
import { ticketSlas, type TicketSlaWire } from './ticket-sla-wire.js';
import {
  applyPolicy,
  recordContactMessage,
  recordOwners,
  recordResponse,
  recordStatus,
} from './track-ticket.js';

/** What the SLA plugin offers its routes, its listeners, its job and other plugins. */
export function slaServices(deps: SlaDeps) {
  return {
    ...bindDeps(deps, { list: listPolicies, find: showPolicy }),
    ...bindDeps(deps, { create: createPolicy, update: updatePolicy, delete: deletePolicy }),
    /** one ticket's SLA, null when it has none */
    ofTicket: async (companyId: number, ticketId: number): Promise<TicketSlaWire | null> =>
      (await ticketSlas(deps.cache, companyId, [ticketId])).get(ticketId) ?? null,
    ofTickets: (companyId: number, ticketIds: number[], trx?: Knex.Transaction) =>
      ticketSlas(deps.cache, companyId, ticketIds, trx),
    /** attainment of the tickets started in `range`, by queue or attendant (GET /sla-report) */
    attainment: (companyId: number, range: DayRange, by: AttainmentBy) =>
      attainment(deps, companyId, range, by),
    /** the breach job's work: stamps and announces every due, unmet, unbreached target; answers how many */
    raiseDue: () => raiseDueBreaches(deps),
    track: {
      applyPolicy: (companyId: number, ticketId: number) => applyPolicy(deps, companyId, ticketId),
      response: (companyId: number, ticketId: number) => recordResponse(deps, companyId, ticketId),
      contactMessage: (companyId: number, ticketId: number) =>
        recordContactMessage(deps, companyId, ticketId),
      status: (companyId: number, ticketId: number, status: string) =>
        recordStatus(deps, companyId, ticketId, status),
      owners: (
        companyId: number,
        ticketId: number,
        owners: { queueId: number | null; userId: number | null },
      ) => recordOwners(deps, companyId, ticketId, owners),
    },
  };
}

export type SlaServices = ReturnType<typeof slaServices>;
