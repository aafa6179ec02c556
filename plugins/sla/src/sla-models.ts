import { TenantModel } from '@balcao/core';
import type { AppliesTo } from './contracts.js';

export type { AppliesTo } from './contracts.js';

/** A company's response and resolution targets, and what they apply to. */
export class SlaPolicy extends TenantModel {
  static override tableName = 'sla_policies';

  declare companyId: number;
  declare name: string;
  declare appliesTo: AppliesTo;
  declare targetId: number | null;
  declare firstResponseMinutes: number | null;
  declare nextResponseMinutes: number | null;
  declare resolutionMinutes: number | null;
  declare businessHours: boolean;
}

/** One ticket's due times and what became of each target (epoch ms; bigints may read back as strings). */
export class TicketSla extends TenantModel {
  static override tableName = 'ticket_slas';

  declare companyId: number;
  declare ticketId: number;
  declare policyId: number | null;
  declare startedAt: number | string;
  declare firstResponseDueAt: number | string | null;
  declare firstResponseAt: number | string | null;
  declare firstResponseBreachedAt: number | string | null;
  declare awaitingSince: number | string | null;
  declare nextResponseDueAt: number | string | null;
  declare nextResponseBreachedAt: number | string | null;
  declare resolutionDueAt: number | string | null;
  declare resolvedAt: number | string | null;
  declare resolutionBreachedAt: number | string | null;
  /** the ticket's queue and attendant now (at its close, once closed) */
  declare queueId: number | null;
  declare userId: number | null;
}

/** The three targets, as named in the API, the hook and the timeline. */
export const targets = ['firstResponse', 'nextResponse', 'resolution'] as const;
export type SlaTarget = (typeof targets)[number];
