import type { EventOf, StepAnswer, StepContext } from '@balcao/core';
import type { ConversationTurn } from '../inbound/conversation-turn.js';
import type { Ticket } from '../ticket-model.js';

/**
 * A bot: something that may answer a contact's turn for the company (the queue menu, the option tree, an AI
 * prompt, a queue integration, ISP billing). The registry decides who may be answered at all; a bot adds only its
 * own conditions.
 */
export interface Bot {
  /** `<plugin>.<bot>`: logged and told with every turn it answers */
  name: string;
  /** higher asks first; equal priorities keep registration order (docs/plugins.md lists the product's bots) */
  priority: number;
  /** what this bot adds to the shared rule, checked before `answer` (e.g. not while an integration drives) */
  accepts?(ticket: Ticket): boolean;
  /** 'handled' when it answered: the later bots keep out */
  answer(event: EventOf<'message'>, turn: ConversationTurn, step: StepContext): Promise<StepAnswer>;
}

/** Why no bot may answer this ticket, or undefined when bots may: a contact's 1:1 ticket, waiting, nobody on it. */
export function whyNoBot(ticket: Ticket): string | undefined {
  if (ticket.isGroup) return 'group';
  if (ticket.userId) return 'taken by a user';
  if (ticket.status !== 'pending') return `ticket ${ticket.status}`;
  if (!ticket.whatsappId) return 'no connection';
  return undefined;
}

/** What the registry tells of each turn it looked at: the bot that answered (null: none) and why. */
export interface BotTurnRecord {
  companyId: number;
  ticketId: number;
  inboxId: number;
  bot: string | null;
  why: string;
}

/**
 * The one place bots register: asked in priority order for each eligible turn, the first to answer 'handled'
 * ends the turn. Each turn's outcome goes to `onTurn` (logged and told as the `ticket.bot-turn` hook).
 */
export class BotRegistry {
  private bots: Array<Bot & { seq: number }> = [];
  private seq = 0;

  constructor(private readonly onTurn: (record: BotTurnRecord, step: StepContext) => Promise<void>) {}

  register(bot: Bot): () => void {
    if (this.bots.some((b) => b.name === bot.name)) throw new Error(`bot "${bot.name}" is registered twice`);
    const entry = { ...bot, seq: this.seq++ };
    this.bots = [...this.bots, entry].sort((a, b) => b.priority - a.priority || a.seq - b.seq);
    return () => (this.bots = this.bots.filter((b) => b !== entry));
  }

  /** bot names in the order they are asked (docs, tests, diagnostics) */
  names(): string[] {
    return this.bots.map((b) => b.name);
  }

  async answer(event: EventOf<'message'>, turn: ConversationTurn, step: StepContext): Promise<StepAnswer> {
    const record = (bot: string | null, why: string) =>
      this.onTurn(
        { companyId: event.companyId, ticketId: turn.ticket.id, inboxId: event.id, bot, why },
        step,
      );
    const ineligible = whyNoBot(turn.ticket);
    if (ineligible) {
      await record(null, ineligible);
      return 'continue';
    }
    for (const bot of this.bots) {
      if (bot.accepts && !bot.accepts(turn.ticket)) continue;
      if ((await bot.answer(event, turn, step)) !== 'handled') continue;
      turn.answeredBy = bot.name;
      await record(bot.name, 'answered');
      return 'handled';
    }
    await record(null, 'no bot answered');
    return 'continue';
  }
}
