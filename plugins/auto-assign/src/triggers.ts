import type { HookEvents } from '@balcao/core';
import type { AutoAssignServices } from './services/auto-assign-services.js';

type Changed = HookEvents['ticket.changed'];

/**
 * When to offer waiting tickets: a ticket now waits in a queue (it arrived, joined through the menu, left the
 * chatbot, was transferred or returned), or an attendant let go of an open ticket (closed, transferred,
 * returned). Oldest first, so a newcomer never jumps the line.
 */
export async function onTicketChanged(services: AutoAssignServices, e: Changed): Promise<void> {
  if (e.status === 'pending' && e.userId == null && e.queueId != null)
    await services.offer(e.companyId, e.queueId);
  const b = e.before;
  const freed = b?.status === 'open' && b.userId != null && (e.status !== 'open' || e.userId !== b.userId);
  if (freed) await services.offerForUser(e.companyId, b.userId!);
}
