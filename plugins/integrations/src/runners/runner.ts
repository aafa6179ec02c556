import type { BotCommand } from '@balcao/plugin-tickets';
import type { IntegrationFields, IntegrationType } from '../contracts.js';

/**
 * What every integration type (typebot, n8n, webhook, dialogflow) implements: given one inbound message of a
 * ticket the integration drives, answer what to send and what to do next. The integration step (not the runner)
 * sends, saves the session state and moves the ticket, so a runner stays a plain function of its input and the
 * remote system's answer. What a runner needs of its kernel (the webhook runner: the delivery job's queue) it gets
 * when `createRunners` (index.ts) builds it, once per kernel, never from module state.
 */
export type { IntegrationType };

/** A queue integration as runners see it: secrets already opened. */
export interface IntegrationConfig extends IntegrationFields {
  id: number;
  companyId: number;
}

export interface RunnerInput {
  companyId: number;
  integration: IntegrationConfig;
  ticket: { id: number; queueId: number | null; contactId: number; whatsappId: number };
  contact: { id: number; name: string; number: string };
  /** `id` is the inbox event's id: derive idempotency keys from it (delivery is at least once) */
  message: { id: string; body: string; mediaType?: string; mediaUrl?: string; timestamp: number };
  session: { state: Record<string, unknown>; isNew: boolean };
}

export type RunnerAction =
  | { type: 'text'; body: string; delayMs?: number }
  | { type: 'media'; url: string; mediaType: 'image' | 'audio' | 'video' | 'document'; caption?: string }
  /** stop the bot and move the ticket (to a queue, a user or both) */
  | { type: 'handover'; queueId?: number; userId?: number }
  /** finish the session without a transfer */
  | { type: 'end' }
  /**
   * a typed command (docs/plugins.md "Bot commands"): `wait` pauses the sending, the ticket commands run through
   * tickets' actions registry as the system; transfer, assign and close then take the ticket off the bot
   */
  | { type: 'command'; command: Exclude<BotCommand, { type: 'handover' | 'end' }> }
  /** a command the bot sent that is not valid: nothing is done, the refusal is logged and recorded */
  | { type: 'refused-command'; raw: unknown; reason: string };

export interface RunnerResult {
  actions: RunnerAction[];
  /** the session's new state; absent keeps it */
  state?: Record<string, unknown>;
  /**
   * Work that must wait until the turn is saved (the ticket marked as the integration's): a delivery handed to a
   * job must not be retried, and its reply read against the ticket, before that commit.
   */
  afterSave?: () => Promise<void>;
}

export interface Runner {
  run(input: RunnerInput): Promise<RunnerResult>;
}
