import type { TicketBadge } from '@balcao/plugin-tickets/contracts';
import type { TicketSlaWire } from './ticket-sla-wire.js';

/**
 * The ticket's SLA as a badge the tickets screen draws (`ticket.badges`, docs/plugins.md): "SLA violado" once a
 * target was breached, else the time left to the soonest running target; none when nothing runs.
 */
export function slaBadge(sla: TicketSlaWire | null): TicketBadge | undefined {
  if (!sla) return undefined;
  if (sla.breached)
    return {
      key: 'sla',
      intent: 'danger' as const,
      icon: 'stopwatch',
      text: { pt: 'SLA violado', en: 'SLA breached', es: 'SLA incumplido' },
    };
  if (!sla.dueAt) return undefined;
  return {
    key: 'sla',
    intent: 'warning' as const,
    icon: 'stopwatch',
    text: { pt: 'SLA', en: 'SLA', es: 'SLA' },
    dueAt: sla.dueAt,
  };
}
