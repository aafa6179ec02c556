import type { StepAnswer, StepContext } from '@balcao/core';
import type { ConversationTurn, Ticket } from '@balcao/plugin-tickets';
import { replyKey, type BotDeps, type MessageEvent } from './bot-deps.js';
import { recordReply, replayAnswer } from './bot-replies.js';
import { invalidOption, optionList, paragraphs } from './bot-texts.js';
import { connectionMenu } from './connection-menu.js';
import { answerMenu } from './queue-menu.js';
import { optionLevel, optionOf, type OptionRow } from './queue-options.js';

const step = 'option-tree';
const startOver = { queueId: null, chatbot: false, queueOptionId: null };

/**
 * The `option-tree` step (Whaticket's handleChartbot): a waiting ticket with its queue's chatbot on walks the
 * queue's options, `ticket.queueOptionId` being where it stands (null: the top). An option's number moves into it
 * (its message, then its children; a leaf ends the bot), '0' goes back one level, '#' back to the queue menu,
 * anything else is 'Opção inválida' and the current level again.
 */
export async function optionTreeStep(
  deps: BotDeps,
  event: MessageEvent,
  { ticket }: ConversationTurn,
  { state }: StepContext,
): Promise<StepAnswer> {
  if (!ticket.queueId || !ticket.chatbot) return 'continue';
  const replay = await replayAnswer(deps, event, step, state);
  if (replay) return replay;
  const typed = event.payload.body.trim();
  const companyId = event.companyId;
  const queueId = ticket.queueId;

  if (typed === '#') {
    const menu = await connectionMenu(deps, companyId, event.connectionId);
    if (menu.queues.length)
      return answerMenu(deps, event, ticket, menu, { answer: null, step, reset: startOver });
    return reply(deps, event, ticket, startOver, [], 'start');
  }
  const current = ticket.queueOptionId
    ? await optionOf(deps, companyId, queueId, ticket.queueOptionId)
    : undefined;
  const level = await optionLevel(deps, companyId, queueId, current?.id ?? null);

  if (typed === '0' && current) {
    const parent = current.parentId ? await optionOf(deps, companyId, queueId, current.parentId) : undefined;
    const body = await levelText(deps, companyId, queueId, parent);
    return reply(deps, event, ticket, { queueOptionId: parent?.id ?? null }, [body], 'back');
  }
  const chosen = level.find((o) => (o.option ?? '').trim() === typed);
  if (!chosen) {
    const body = paragraphs(invalidOption, optionList(level, Boolean(current)));
    return reply(deps, event, ticket, {}, [body], 'invalid');
  }
  const children = await optionLevel(deps, companyId, queueId, chosen.id);
  if (!children.length)
    return reply(
      deps,
      event,
      ticket,
      { queueOptionId: null, chatbot: false },
      [paragraphs(chosen.message)],
      'leaf',
      chosen.title,
    );
  const body = paragraphs(chosen.message, optionList(children, true));
  return reply(deps, event, ticket, { queueOptionId: chosen.id }, [body], 'option', chosen.title);
}

/** What a level says: an option's message and its children, or at the top the queue's greeting and options. */
async function levelText(deps: BotDeps, companyId: number, queueId: number, at: OptionRow | undefined) {
  const options = await optionLevel(deps, companyId, queueId, at?.id ?? null);
  if (at) return paragraphs(at.message, optionList(options, true));
  const queue = await deps.queues.findQueue(companyId, queueId);
  return paragraphs(queue.greetingMessage, optionList(options, false));
}

/** The ticket's move, the messages and the record of this reply, in one transaction. */
async function reply(
  deps: BotDeps,
  event: MessageEvent,
  ticket: Ticket,
  changes: Record<string, unknown>,
  bodies: string[],
  kind: string,
  title?: string | null,
): Promise<StepAnswer> {
  await deps.db.grouped(async (trx) => {
    if (Object.keys(changes).length)
      await deps.tickets.change(event.companyId, ticket.id, changes, trx, {
        contact: ticket.contact,
      });
    let n = 0;
    for (const body of bodies.filter(Boolean))
      await deps.tickets.send(
        event.companyId,
        ticket.id,
        { body, idempotencyKey: replyKey(event, step, n++) },
        trx,
      );
    await recordReply(deps, trx, event, ticket.id, step, kind);
    // the ticket's timeline: an option the contact chose (or went back); an invalid answer is no step
    if (kind !== 'invalid')
      deps.hooks.afterCommit(trx, () =>
        deps.hooks.notify('ticket.event', {
          companyId: event.companyId,
          ticketId: ticket.id,
          type: 'bot-step',
          userId: null,
          data: { step, option: event.payload.body.trim(), kind, title: title ?? null },
        }),
      );
  });
  return 'handled';
}
