import type { StepAnswer, StepContext } from '@balcao/core';
import type { ConversationTurn, Ticket } from '@balcao/plugin-tickets';
import { replyKey, type BotDeps, type MessageEvent } from './bot-deps.js';
import { lastMenuAt, recordReply, replayAnswer, type BotStep } from './bot-replies.js';
import { invalidOption, optionList, paragraphs, queueList } from './bot-texts.js';
import { connectionMenu, type ConnectionMenu, type MenuQueue } from './connection-menu.js';
import { optionLevel } from './queue-options.js';
import './queue-joined-hook.js';

/**
 * The `queue-menu` step (Whaticket's verifyQueue): a waiting ticket without a queue is routed by the connection's
 * queues. None: nothing to do. One: the ticket joins it. Several: a number picks one; anything else gets the menu,
 * at most maxUseBotQueues times and, with timeUseBotQueues, not again within that many minutes.
 */
export async function queueMenuStep(
  deps: BotDeps,
  event: MessageEvent,
  { ticket }: ConversationTurn,
  { state }: StepContext,
): Promise<StepAnswer> {
  if (ticket.queueId || ticket.useIntegration) return 'continue';
  const replay = await replayAnswer(deps, event, 'queue-menu', state);
  if (replay) return replay;
  const menu = await connectionMenu(deps, event.companyId, event.connectionId);
  if (!menu.queues.length) return 'continue';
  return answerMenu(deps, event, ticket, menu, { answer: event.payload.body, step: 'queue-menu' });
}

interface MenuTurn {
  /** what the contact typed; null when the menu starts over ('#' in the option tree) */
  answer: string | null;
  step: BotStep;
  /** ticket columns written with the answer (the option tree's reset) */
  reset?: Record<string, unknown>;
}

/** The menu's answer to one message; shared with the option tree's '#', which starts it over. */
export async function answerMenu(
  deps: BotDeps,
  event: MessageEvent,
  ticket: Ticket,
  menu: ConnectionMenu,
  turn: MenuTurn,
): Promise<StepAnswer> {
  if (menu.queues.length === 1) {
    const greet = (await deps.settings.get(event.companyId, 'sendGreetingMessageOneQueues')) === 'enabled';
    return enterQueue(deps, event, ticket, menu.queues[0]!, turn, {
      single: true,
      connectionGreeting: greet ? menu.greetingMessage : null,
    });
  }
  const typed = turn.answer?.trim() ?? '';
  const chosen = /^\d+$/.test(typed) ? menu.queues[Number(typed) - 1] : undefined;
  if (chosen)
    return enterQueue(deps, event, ticket, chosen, turn, { single: false, connectionGreeting: null });

  const used = turn.answer === null ? 0 : Number(ticket.amountUsedBotQueues ?? 0);
  if (turn.answer !== null) {
    if (menu.maxUseBotQueues > 0 && used >= menu.maxUseBotQueues) return 'handled';
    if (menu.timeUseBotQueues > 0 && used > 0) {
      const last = await lastMenuAt(deps, event.companyId, ticket.id);
      if (last !== null && deps.now().getTime() < last + menu.timeUseBotQueues * 60_000) return 'handled';
    }
  }
  const list = queueList(menu.queues);
  const body = used === 0 ? paragraphs(menu.greetingMessage, list) : paragraphs(invalidOption, list);
  await deps.db.grouped(async (trx) => {
    await deps.tickets.change(
      event.companyId,
      ticket.id,
      { ...turn.reset, amountUsedBotQueues: used + 1 },
      trx,
      { contact: ticket.contact },
    );
    await deps.tickets.send(
      event.companyId,
      ticket.id,
      { body, idempotencyKey: replyKey(event, turn.step) },
      trx,
    );
    await recordReply(deps, trx, event, ticket.id, turn.step, 'menu');
  });
  return 'handled';
}

/**
 * The ticket joins `queue`: with options the chatbot starts (the queue's greeting and its first level), without
 * them the queue's greeting ends the bot's part. The connection's only queue is joined as Whaticket does: its
 * `connectionGreeting` first (sendGreetingMessageOneQueues on), and the queue's greeting only with options.
 */
async function enterQueue(
  deps: BotDeps,
  event: MessageEvent,
  ticket: Ticket,
  queue: MenuQueue,
  turn: MenuTurn,
  { single, connectionGreeting }: { single: boolean; connectionGreeting: string | null },
): Promise<StepAnswer> {
  const options = await optionLevel(deps, event.companyId, queue.id, null);
  const bodies = [
    paragraphs(connectionGreeting),
    options.length ? paragraphs(queue.greetingMessage, optionList(options, false)) : '',
  ];
  // chosen from several: the queue greets even without options
  if (!options.length && !single) bodies.push(paragraphs(queue.greetingMessage));
  await deps.db.grouped(async (trx) => {
    await deps.tickets.change(
      event.companyId,
      ticket.id,
      {
        ...turn.reset,
        queueId: queue.id,
        chatbot: options.length > 0,
        queueOptionId: null,
        amountUsedBotQueues: 0,
      },
      trx,
      { contact: ticket.contact },
    );
    await deps.tickets.track(event.companyId, ticket, { queueId: queue.id, queuedAt: deps.now() }, trx);
    let n = 0;
    for (const body of bodies.filter(Boolean))
      await deps.tickets.send(
        event.companyId,
        ticket.id,
        { body, idempotencyKey: replyKey(event, turn.step, n++) },
        trx,
      );
    await recordReply(deps, trx, event, ticket.id, turn.step, 'queue');
    // the ticket's timeline: the contact's pick from several queues, then the queue it joined (a bot's act)
    const tell = (type: string, data: Record<string, unknown>) =>
      deps.hooks.afterCommit(trx, () =>
        deps.hooks.notify('ticket.event', {
          companyId: event.companyId,
          ticketId: ticket.id,
          type,
          userId: null,
          data,
        }),
      );
    if (!single) tell('bot-step', { step: turn.step, option: turn.answer?.trim() ?? '', queueId: queue.id });
    tell('queue-set', { toQueueId: queue.id, fromQueueId: ticket.queueId ?? null });
  });
  // committed: an integration of the queue (a typebot) may greet now, before this conversation's next event
  await deps.hooks.notify('ticket.queue-joined', {
    companyId: event.companyId,
    ticketId: ticket.id,
    queueId: queue.id,
    eventId: event.id,
    message: { body: event.payload.body ?? '', sentAt: new Date(event.payload.sentAt).getTime() },
  });
  return 'handled';
}
