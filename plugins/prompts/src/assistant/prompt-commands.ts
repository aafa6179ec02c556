import {
  isTicketCommand,
  stopsTheBot,
  type CommandRead,
  type SystemActor,
  type TicketCommand,
} from '@balcao/plugin-tickets';
import type { Knex } from 'knex';
import type { AssistantDeps, MessageEvent } from './assistant-deps.js';

/**
 * What the answer's commands came to: the prompt goes on, lets go of the ticket where it is (`end`) or to its own
 * queue (`handover` without ids), or has let go already (with the command that moved the ticket).
 */
export type CommandsEnd = 'goes on' | 'to the queue' | 'let go' | 'let go already';

/**
 * The commands of the model's answer, in order, through tickets' `commands` as the system `prompt` (the rows
 * they name must be the company's; an invalid one is refused and recorded), keys `prompt:<event>:<n>` from 1 (the
 * answer's text is 0): a replayed event applies nothing twice. `wait` is nothing to a one-message answer. A
 * command that takes the ticket off the bot (transfer, assign, close, end) ends the list; `handover` without ids
 * is the transfer phrase (the prompt's queue), with ids a transfer or an assign. `letGo` writes the prompt's
 * hand-over record in the stopping command's transaction (or on its own when the command is refused).
 */
export async function runPromptCommands(
  deps: AssistantDeps,
  event: MessageEvent,
  ticketId: number,
  prompt: { id: number; name: string },
  reads: CommandRead[],
  letGo: (trx: Knex.Transaction) => Promise<void>,
): Promise<CommandsEnd> {
  const actor: SystemActor = {
    system: 'prompt',
    companyId: event.companyId,
    label: prompt.name,
    ref: prompt.id,
  };
  for (const [i, read] of reads.entries()) {
    const run = { companyId: event.companyId, ticketId, actor, key: `prompt:${event.id}:${i + 1}` };
    if (!read.ok) {
      await deps.tickets.commands.refuse(run, read.raw, read.reason);
      continue;
    }
    const c = read.command;
    if (c.type === 'wait') continue;
    if (c.type === 'end') return 'let go';
    if (c.type === 'handover' && !c.queueId && !c.userId) return 'to the queue';
    const command: TicketCommand | undefined =
      c.type === 'handover'
        ? c.queueId
          ? { type: 'transfer', queueId: c.queueId, ...(c.userId ? { userId: c.userId } : {}) }
          : { type: 'assign', userId: c.userId! }
        : isTicketCommand(c)
          ? c
          : undefined;
    if (!command) continue;
    if (!stopsTheBot(command)) {
      await deps.tickets.commands.apply(run, command);
      continue;
    }
    const outcome = await deps.tickets.commands.apply(run, command, letGo);
    if (outcome.status !== 'applied') await deps.db.transaction(letGo);
    return 'let go already';
  }
  return 'goes on';
}
