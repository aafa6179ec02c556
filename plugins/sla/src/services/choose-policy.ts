import { tenant } from '@balcao/core';
import { SlaPolicy, type AppliesTo } from '../sla-models.js';

/** What a ticket is matched on. */
export interface TicketKey {
  queueId: number | null;
  whatsappId: number | null;
  tagIds: number[];
}

/** The most specific kind wins: a tag beats a queue, a queue a connection, a connection the company-wide one. */
const rank: Record<AppliesTo, number> = { tag: 4, queue: 3, connection: 2, company: 1 };

function matches(p: SlaPolicy, t: TicketKey): boolean {
  if (p.appliesTo === 'company') return true;
  if (p.appliesTo === 'queue') return p.targetId === t.queueId;
  if (p.appliesTo === 'connection') return p.targetId === t.whatsappId;
  return p.targetId !== null && t.tagIds.includes(p.targetId);
}

/**
 * The policy for a ticket: of those matching, the most specific kind (above); between two of one kind (two tags
 * of the ticket, each with a policy), the older policy (lowest id). None matching: undefined.
 */
export function pickPolicy(policies: SlaPolicy[], ticket: TicketKey): SlaPolicy | undefined {
  return policies
    .filter((p) => matches(p, ticket))
    .sort((a, b) => rank[b.appliesTo] - rank[a.appliesTo] || a.id - b.id)[0];
}

export async function choosePolicy(companyId: number, ticket: TicketKey): Promise<SlaPolicy | undefined> {
  return pickPolicy(await tenant(companyId)(SlaPolicy), ticket);
}
