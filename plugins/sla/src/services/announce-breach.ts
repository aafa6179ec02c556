import type { TicketSla, SlaTarget } from '../sla-models.js';
import type { SlaDeps } from './sla-deps.js';

/** What the bell says, in each language the product speaks (the server does not know the reader's). */
const sentences: Record<SlaTarget, { pt: string; en: string; es: string }> = {
  firstResponse: {
    pt: 'SLA violado: primeira resposta fora do prazo',
    en: 'SLA breached: first response overdue',
    es: 'SLA incumplido: primera respuesta fuera de plazo',
  },
  nextResponse: {
    pt: 'SLA violado: resposta seguinte fora do prazo',
    en: 'SLA breached: next response overdue',
    es: 'SLA incumplido: respuesta siguiente fuera de plazo',
  },
  resolution: {
    pt: 'SLA violado: resolução fora do prazo',
    en: 'SLA breached: resolution overdue',
    es: 'SLA incumplido: resolución fuera de plazo',
  },
};

/** The ticket's attendant and the supervisors of its queue: who hears of a breach. */
async function recipients(deps: SlaDeps, companyId: number, userId: number | null, queueId: number | null) {
  const ids = new Set<number>(userId ? [userId] : []);
  if (queueId !== null) {
    const rows = (await deps.db
      .tenant(companyId)('users')
      .join('userQueues as uq', 'uq.userId', 'users.id')
      .where('uq.queueId', queueId)
      .where('users.profile', 'supervisor')
      .select('users.id')) as Array<{ id: number }>;
    for (const r of rows) ids.add(Number(r.id));
  }
  return [...ids];
}

/**
 * Tells a breach that was just stamped, once: the ticket's timeline (`ticket.event` sla-breached), the
 * `sla.breached` hook, the ticket redrawn in the lists that show it (its badge turns red), and a bell notice
 * (`company-{id}-notice`) to the attendant and the queue's supervisors.
 */
export async function announceBreach(
  deps: SlaDeps,
  row: TicketSla,
  target: SlaTarget,
  dueAt: number,
  now: number,
): Promise<void> {
  const { companyId, ticketId } = row;
  const ticket = await deps.tickets.load(companyId, ticketId).catch(() => undefined);
  const userId = ticket?.userId ?? null;
  const queueId = ticket?.queueId ?? null;
  const at = new Date(now);
  await deps.hooks.notify('ticket.event', {
    companyId,
    ticketId,
    type: 'sla-breached',
    userId: null,
    data: { target, dueAt: new Date(dueAt).toISOString() },
    at,
  });
  await deps.hooks.notify('sla.breached', {
    companyId,
    ticketId,
    policyId: row.policyId,
    target,
    dueAt: new Date(dueAt).toISOString(),
    at: at.toISOString(),
    queueId,
    userId,
  });
  if (!ticket) return;
  // open lists and conversations turn the badge red now, not at their next load
  await deps.tickets.events.ticketRedrawn(ticket);
  const notice = {
    id: `sla:${ticketId}:${target}:${dueAt}`,
    kind: 'sla-breached',
    title: ticket.contact?.name || ticket.contact?.number || `#${ticketId}`,
    text: sentences[target],
    link: `/tickets/${ticket.uuid}`,
    icon: 'stopwatch',
    at: at.toISOString(),
  };
  for (const id of await recipients(deps, companyId, userId, queueId))
    deps.realtime.emitToUser(companyId, id, 'notice', notice);
  deps.log.info({ companyId, ticketId, target }, 'SLA breached');
}
