import { definePlugin } from '@balcao/core';
import type { ContactServices } from '@balcao/plugin-contacts';
import { ticketDeclarations } from './ticket-declarations.js';
import { createTicketTables } from './migrations/001_tickets.js';
import { ticketListIndex } from './migrations/003_ticket_list_index.js';
import { ratingFollowUp } from './migrations/004_rating_follow_up.js';
import { lastContactMessage } from './migrations/005_last_contact_message.js';
import { ratingTicketIndex } from './migrations/006_rating_ticket_index.js';
import { botCommandRuns } from './migrations/007_bot_command_runs.js';
import { messageSendError } from './migrations/008_message_send_error.js';
import { fullTextIndexes } from './migrations/009_full_text.js';
import { ticketRoutes } from './routes/ticket-routes.js';
import { authorizeTicketRoom } from './realtime/ticket-room.js';
import { Message } from './message-model.js';
import { audienceKey } from './realtime/ticket-audience.js';
import { TicketEvents } from './realtime/ticket-events.js';
import { TicketEnrichers } from './services/ticket-enrichers.js';
import { TicketFolds } from './services/ticket-folds.js';
import { BotOwners } from './services/bot-owners.js';
import { TagFilter } from './services/tag-filter.js';
import type { TicketDeps } from './services/ticket-deps.js';
import { registerTurn } from './inbound/register-turn.js';
import { pushStoredMessage } from './listeners/push-stored-message.js';
import { followOutbox, serveRetries } from './outbound/outbox-acks.js';
import { ticketServices, type TicketServices } from './services/ticket-services.js';
import { ticketIdleIndex } from './migrations/002_ticket_idle_index.js';
import { messageRoutes } from './routes/message-routes.js';
import { noteRoutes } from './routes/note-routes.js';
import { scheduleTicketJobs } from './jobs/ticket-jobs.js';
import { listenToContactMerges } from './listeners/contact-merge.js';
import './errors.js';
import './ticket-event-hook.js';
import './ticket-changed-hook.js';
import './message-sent-hook.js';
import { ticketsPermissions } from './permissions.js';
import { TicketActionRegistry } from './actions/ticket-action-registry.js';
import { registerTicketActions } from './actions/ticket-own-actions.js';

export { Ticket, type TicketStatus } from './ticket-model.js';
export { Message } from './message-model.js';
export type { TicketServices, TicketActions, BotCommands } from './services/ticket-services.js';
export {
  botCommandSchema,
  readBotCommand,
  readBotCommands,
  isTicketCommand,
  stopsTheBot,
  waitMs,
  MAX_WAIT_MS,
  type BotCommand,
  type BotCommandType,
  type TicketCommand,
  type CommandRead,
} from './bot-commands/bot-command.js';
export { commandOfLine, splitCommandLines } from './bot-commands/command-line.js';
export type { CommandRun, CommandOutcome, CommandRecord } from './bot-commands/apply-bot-command.js';
export {
  isSystemActor,
  actorUserId,
  notApplicable,
  isNotApplicable,
} from './actions/ticket-action-registry.js';
export type {
  TicketAction,
  ActionField,
  ActionActor,
  SystemActor,
  ActionTarget,
  ActionOutcome,
  ActionLabels,
  ActionStep,
  ParsedStep,
} from './actions/ticket-action-registry.js';
export type { ActionPlan } from './actions/plan-ticket-actions.js';
export { actionStep } from './actions/action-step-schema.js';
export type { QuietTicket } from './services/quiet-tickets.js';
export type { OutgoingMessage } from './outbound/send-ticket-message.js';
export type { TicketEnricher } from './services/ticket-enrichers.js';
export type { ConversationTurn } from './inbound/conversation-turn.js';
export { whyNoBot, type Bot, type BotTurnRecord } from './bots/bot-registry.js';
export type { TicketFoldContext, TicketFoldStep } from './services/ticket-folds.js';
export type { BotField, BotOwner } from './services/bot-owners.js';
export type { TaggedTickets } from './services/tag-filter.js';
export type { TicketReports } from './reports/ticket-reports.js';
export type { TranscriptLine } from './services/ticket-transcript.js';
export type { DashboardFilter } from './reports/tracking-period.js';
export type {
  Breakdown,
  Dashboard,
  RatingLine,
  Ratings,
  ReportFigures,
  ReportRow,
  TicketsByTime,
  TicketsByUser,
} from './contracts.js';
export type { ReportDimension, RawSql } from './reports/report-dimensions.js';
export { calendarDay, reportRange, type DayRange } from './reports/report-range.js';
export { startOfDay, addDays, clockParts, type Day, type ClockParts } from './reports/company-time.js';
export { loadViewer, canSee, type TicketViewer, type TicketCaller } from './services/ticket-viewer.js';
export { maySeeTicket } from './services/ticket-access.js';
export { idempotencyKey } from './message-schemas.js';
export { whereVisible } from './services/visible-tickets.js';
export type {
  TicketSearch,
  MessageHit,
  NoteHit,
  TicketCard,
  TicketFilter,
} from './search/search-services.js';
export { recentWindow } from './search/find-messages.js';

/** Tickets and their messages: the conversations attendants handle (spec §3, §4), on the inbound pipeline. */
export default definePlugin<TicketServices>({
  name: 'tickets',
  requires: ['contacts'],
  declares: { ...ticketDeclarations, permissions: ticketsPermissions },
  migrations: [
    createTicketTables,
    ticketIdleIndex,
    ticketListIndex,
    ratingFollowUp,
    lastContactMessage,
    ratingTicketIndex,
    botCommandRuns,
    messageSendError,
    fullTextIndexes,
  ],
  ui: {
    module: 'tickets',
    routes: ['/tickets/:ticketId?'],
    menu: [
      {
        label: 'tickets:menu',
        titles: { pt: 'Atendimentos', en: 'Tickets', es: 'Tickets' },
        path: '/tickets',
        icon: 'chat',
        section: 'main',
        order: 10,
        // spec §2 hid it on plans without kanban, leaving such a company no way back to its tickets: shown to
        // every plan (docs/compatibility.md, divergences)
      },
    ],
  },
  async setup(ctx) {
    const mediaTtl = 6 * 3600;
    const publicUrl = (ctx.config.API_URL ?? '').replace(/\/$/, '');
    Message.mediaLink = (companyId, id) => publicUrl + ctx.media.url(companyId, id, { ttlSeconds: mediaTtl });
    const deps: TicketDeps = {
      knex: ctx.knex,
      db: ctx.db,
      media: ctx.media,
      channels: ctx.channels,
      hooks: ctx.hooks,
      settings: ctx.settings,
      log: ctx.log,
      cache: ctx.cache,
      events: new TicketEvents(ctx.knex, ctx.cache, ctx.realtime, ctx.hooks),
      enrichers: new TicketEnrichers(),
      folds: new TicketFolds(),
      botOwners: new BotOwners(),
      tagFilter: new TagFilter(),
    };
    const bots = registerTurn(ctx, deps);
    pushStoredMessage(ctx.hooks, deps.events);
    // who hears a ticket is kept per company (realtime/ticket-audience.ts): a user's change drops it
    ctx.hooks.on('user.changed', (e) => ctx.cache.invalidate(audienceKey(e.companyId)));
    ticketRoutes(ctx.router, deps);
    authorizeTicketRoom(ctx.realtime, deps);
    followOutbox(deps);
    serveRetries(deps);
    const actions = new TicketActionRegistry();
    registerTicketActions(deps, actions);
    const services = ticketServices(deps, bots, actions);
    messageRoutes(ctx.router, services, ctx.config.MEDIA_MAX_BYTES);
    noteRoutes(ctx.router, deps);
    listenToContactMerges(ctx.services<ContactServices>('contacts'), deps);
    await scheduleTicketJobs(ctx.jobs, services);
    return services;
  },
});
