import type { AutomationEvent } from '../contracts.js';

/** One fact a rule may start on: its event, the ticket, and the key that names it (one run per rule and key). */
export interface AutomationFact {
  companyId: number;
  event: AutomationEvent;
  ticketId: number;
  /** names the fact, not its telling: a redelivered message or a retried job gives the same key */
  key: string;
  /** message.received: the message's text */
  text?: string;
  /** ticket.idle: the one rule whose minutes passed (each idle rule has its own) */
  ruleId?: number;
}
