import type { Knex } from 'knex';
import type { Message } from '../message-model.js';
import type { Ticket } from '../ticket-model.js';
import { sendTicketMessage, type OutgoingMessage } from '../outbound/send-ticket-message.js';
import { forgetPrompt, ticketIdsUsing, type BotLink } from './bot-links.js';
import type { BotField, BotOwner } from './bot-owners.js';
import type { TaggedTickets } from './tag-filter.js';
import { ticketReports, type TicketReports } from '../reports/ticket-reports.js';
import { ticketSearch, type TicketSearch } from '../search/search-services.js';
import { nextWaiting, openTicketsOf } from './waiting-tickets.js';
import { quietTickets, type QuietTicket } from './quiet-tickets.js';
import { changeTicket, type KnownContact } from './change-ticket.js';
import { closeTicket, type CloseOptions } from './close-ticket.js';
import { loadTicket, loadTickets } from './load-tickets.js';
import { openTicket } from './open-ticket.js';
import { peekTicket } from './peek-ticket.js';
import { lastConnection } from './last-connection.js';
import { recentMessages } from './recent-messages.js';
import { ticketTranscript, type TranscriptLine } from './ticket-transcript.js';
import type { TicketDeps } from './ticket-deps.js';
import { track, type TrackingChanges } from './ticket-tracking.js';
import type { TicketEnricher } from './ticket-enrichers.js';
import type { TicketFoldStep } from './ticket-folds.js';
import type { TicketEvents } from '../realtime/ticket-events.js';
import { ticketForUser } from './ticket-access.js';
import type { BotRegistry } from '../bots/bot-registry.js';
import type { TicketCaller } from './ticket-viewer.js';
import type {
  TicketActionRegistry,
  ActionActor,
  ActionStep,
  ParsedStep,
} from '../actions/ticket-action-registry.js';
import { planTicketActions, type ActionPlan } from '../actions/plan-ticket-actions.js';
import {
  applyBotCommand,
  commandRuns,
  refuseBotCommand,
  type CommandOutcome,
  type CommandRecord,
  type CommandRun,
} from '../bot-commands/apply-bot-command.js';
import type { TicketCommand } from '../bot-commands/bot-command.js';

/** The ticket actions registry (docs/plugins.md "Ticket actions"): kinds, validation, and runs. */
export interface TicketActions {
  register: TicketActionRegistry['register'];
  list: TicketActionRegistry['list'];
  /** 400 ERR_VALIDATION with `fields` (`actions.<i>.params.<field>`) for a list that does not parse */
  parse(steps: ActionStep[], path?: string): ParsedStep[];
  /** the rows the steps name are the company's (the owner's 404 code, with `action: { index, kind }`) */
  check(companyId: number, steps: ParsedStep[]): Promise<void>;
  /** parse then check, for a list to store: the steps, and their JSON with the params as parsed */
  checked: TicketActionRegistry['checked'];
  /**
   * checks access and rows, runs the reads; `apply(trx)` then writes in the caller's transaction. The actor is a
   * user, or the system (`{ system: 'automation', companyId }`: every ticket of the company, no user written)
   */
  plan(
    run: { companyId: number; ticketId: number; actor: ActionActor; key: string },
    steps: ParsedStep[],
  ): Promise<ActionPlan>;
}

/** Bots' commands on a ticket (docs/plugins.md "Bot commands"): applied as the system, once per key. */
export interface BotCommands {
  /**
   * through the actions registry; refused (recorded, answered, never thrown) when invalid or not the company's.
   * `within` writes the caller's own changes in the command's transaction, only when it is applied
   */
  apply(
    run: CommandRun,
    command: TicketCommand,
    within?: (trx: Knex.Transaction) => Promise<void>,
  ): Promise<CommandOutcome>;
  /** records a command a bot sent that is not valid (`reason`: the validation problem) */
  refuse(run: CommandRun, raw: unknown, reason: string): Promise<CommandOutcome>;
  /** what bots asked of the ticket, applied or refused, oldest first */
  runs(companyId: number, ticketId: number): Promise<CommandRecord[]>;
}

/** What other plugins use of tickets (`ctx.services<TicketServices>('tickets')`). */
export interface TicketServices {
  /** a message in a ticket, through the outbox, in `trx` when given (bot replies, greetings, campaigns) */
  send(companyId: number, ticketId: number, out: OutgoingMessage, trx?: Knex.Transaction): Promise<Message>;
  /**
   * writes a ticket's columns and emits the update to whoever may see it; `known.contact`, the ticket's contact as
   * the caller holds it (a bot's turn), is not read again for the answer
   */
  change(
    companyId: number,
    ticketId: number,
    changes: Record<string, unknown>,
    trx?: Knex.Transaction,
    known?: KnownContact,
  ): Promise<Ticket>;
  /** closes a ticket: the rating when given, the complationMessage, tracking finished (and rated) */
  closeTicket(companyId: number, ticketId: number, opts?: CloseOptions): Promise<Ticket>;
  /** the contact's non-closed ticket on the connection, or a new pending one (the pipeline's find-or-create) */
  openTicket(
    companyId: number,
    key: { contactId: number; whatsappId: number },
    trx?: Knex.Transaction,
  ): Promise<{ ticket: Ticket; created: boolean }>;
  load(companyId: number, id: number, trx?: Knex.Transaction): Promise<Ticket>;
  loadMany(companyId: number, ids: number[], trx?: Knex.Transaction): Promise<Ticket[]>;
  /** the ticket's own columns, without relations; undefined when missing or another company's */
  peek(companyId: number, id: number, trx?: Knex.Transaction): Promise<Ticket | undefined>;
  /** stamps the ticket's current life in `ticket_traking` (queuedAt, startedAt ...), in the caller's transaction */
  track(
    companyId: number,
    ticket: { id: number; whatsappId: number | null },
    changes: TrackingChanges,
    trx: Knex.Transaction,
  ): Promise<void>;
  /** the connection of the contact's most recent ticket that has one */
  lastConnection(companyId: number, contactId: number): Promise<number | undefined>;
  /** the newest `n` messages of a ticket, oldest first (a bot's history) */
  recentMessages(companyId: number, ticketId: number, n: number, trx?: Knex.Transaction): Promise<Message[]>;
  /** every message of the ticket, oldest first, with who wrote it (an export) */
  transcript(companyId: number, ticketId: number): Promise<TranscriptLine[]>;
  /**
   * The contact ids of the company's tickets among `ticketIds` (a subquery), as a subquery another plugin puts
   * in a `whereIn` or builds a set from (campaigns: the contacts of a tag's tickets).
   */
  contactIdsOf(companyId: number, ticketIds: Knex.QueryBuilder): Knex.QueryBuilder;
  /** the ids of the company's tickets naming a prompt or an integration (one being deleted) */
  idsUsing(companyId: number, link: BotLink, trx?: Knex.Transaction): Promise<number[]>;
  /** every ticket naming a deleted prompt forgets it, in the caller's transaction, without announcing it */
  forgetPrompt(companyId: number, promptId: number, trx?: Knex.Transaction): Promise<void>;
  /** the plugin that keeps a kind of bot (prompts, integrations) answers whether an id is a company's */
  ownBots(field: BotField, owner: BotOwner): void;
  /** whether `id` is one of the company's bots of that kind (false while no plugin keeps them) */
  botExists(companyId: number, field: BotField, id: number, trx?: Knex.Transaction): Promise<boolean>;
  /**
   * The queue's oldest pending ticket nobody has and no chatbot walks, locked for update on MariaDB inside `trx`
   * (auto-assignment takes it)
   */
  nextWaiting(
    companyId: number,
    queueId: number,
    trx: Knex.Transaction,
  ): Promise<{ id: number; whatsappId: number | null } | undefined>;
  /** how many open tickets each attendant has, by user id (none: missing) */
  openTicketsOf(companyId: number, userIds: number[], trx?: Knex.Transaction): Promise<Map<number, number>>;
  /** the company's tickets not closed and untouched since `before` (no message, no change), oldest first */
  quiet(companyId: number, before: Date, limit?: number): Promise<QuietTicket[]>;
  /** GET /tickets' `tags` filter: the tags plugin answers which tickets carry every one of some tags */
  filterByTags(tagged: TaggedTickets): void;
  /** adds something a plugin keeps per ticket (tags) to every ticket served */
  enrich(enricher: TicketEnricher): void;
  /** a plugin with its own ticket_id column moves its rows here when a contact merge folds two tickets into one */
  onFold(name: string, step: TicketFoldStep): void;
  /** the dashboard's figures, read from the tickets' lives, ratings and tickets */
  reports: TicketReports;
  /** the searches of the company's messages, notes and tickets (the search plugin's GET /search) */
  search: TicketSearch;
  events: TicketEvents;
  deps: TicketDeps;
  /** GET /tickets/:id's rule for another plugin's ticket route: 404 outside the company, 403 out of sight */
  ensureCanView(user: TicketCaller, ticketId: number): Promise<void>;
  /** where bots register to answer a contact's turn (bots/bot-registry.ts) */
  bots: Pick<BotRegistry, 'register' | 'names'>;
  /** the kinds of action on a ticket other plugins register and run (macros, automation rules) */
  actions: TicketActions;
  /** what bots (integrations, prompts) ask of a ticket, typed (bot-commands/bot-command.ts) */
  commands: BotCommands;
}

export function ticketServices(
  deps: TicketDeps,
  bots: BotRegistry,
  actions: TicketActionRegistry,
): TicketServices {
  return {
    send: (companyId, ticketId, out, trx) => sendTicketMessage(deps, companyId, ticketId, out, trx),
    change: (companyId, ticketId, changes, trx, known) =>
      changeTicket(deps, companyId, ticketId, changes, trx, known),
    closeTicket: (companyId, ticketId, opts) => closeTicket(deps, companyId, ticketId, opts),
    openTicket: (companyId, key, trx) => openTicket(deps, companyId, key, trx),
    load: (companyId, id, trx) => loadTicket(deps.enrichers, companyId, id, trx),
    loadMany: (companyId, ids, trx) => loadTickets(deps.enrichers, companyId, ids, trx),
    peek: peekTicket,
    track: (companyId, ticket, changes, trx) => track(deps, trx, companyId, ticket, changes),
    lastConnection: (companyId, contactId) => lastConnection(deps.db, companyId, contactId),
    recentMessages,
    transcript: (companyId, ticketId) => ticketTranscript(deps.db, companyId, ticketId),
    contactIdsOf: (companyId, ticketIds) =>
      deps.db.tenant(companyId)('tickets').whereIn('id', ticketIds).distinct('contactId'),
    idsUsing: (companyId, link, trx) => ticketIdsUsing(deps.db, companyId, link, trx),
    forgetPrompt: (companyId, promptId, trx) => forgetPrompt(deps.db, companyId, promptId, trx),
    ownBots: (field, owner) => deps.botOwners.add(field, owner),
    botExists: (companyId, field, id, trx) => deps.botOwners.owns(companyId, field, id, trx),
    nextWaiting: (companyId, queueId, trx) => nextWaiting(deps.db, companyId, queueId, trx),
    openTicketsOf: (companyId, userIds, trx) => openTicketsOf(deps.db, companyId, userIds, trx),
    quiet: (companyId, before, limit) => quietTickets(deps.db, companyId, before, limit),
    filterByTags: (tagged) => deps.tagFilter.set(tagged),
    enrich: (enricher) => deps.enrichers.add(enricher),
    onFold: (name, step) => deps.folds.add(name, step),
    reports: ticketReports(deps),
    search: ticketSearch(deps),
    events: deps.events,
    deps,
    ensureCanView: async (user, ticketId) => void (await ticketForUser(deps, user, ticketId)),
    bots,
    actions: {
      register: (action) => actions.register(action),
      list: () => actions.list(),
      parse: (steps, path) => actions.parse(steps, path),
      check: (companyId, steps) => actions.check(companyId, steps),
      checked: (companyId, steps) => actions.checked(companyId, steps),
      plan: (run, steps) => planTicketActions(deps, actions, run, steps),
    },
    commands: {
      apply: (run, command, within) => applyBotCommand(deps, actions, run, command, within),
      refuse: (run, raw, reason) => refuseBotCommand(deps, run, raw, reason),
      runs: (companyId, ticketId) => commandRuns(deps, companyId, ticketId),
    },
  };
}
