import type {
  Ack,
  ChannelEvents,
  ConnectionStatus,
  InboundMessage,
  MessageRef,
  NumberCheck,
  OutboundMessage,
  SendResult,
  SimNetwork,
} from '../channels/index.js';
// the outbox's types only: its index re-exports the Outbox class, whose hooks import this file's events
import type {
  EnqueuedMessage,
  EnqueueOptions,
  OutboxMessage,
  OutboxStatusEvent,
} from '../backbone/outbox/outbox-types.js';
import type { Whatsapp } from './whatsapp-model.js';
import type { InboxKind, InboxPayloads } from '../backbone/inbox/inbox-event.js';
import type { ChannelProviderRegistry, TemplateRef } from '../channels/provider-registry.js';
import type { Knex } from 'knex';

/**
 * What plugins get as `ctx.channels`: send through a company's connection, and find connections. Inbound
 * traffic arrives as kernel hooks (below), serialised per conversation.
 */
export interface Channels {
  /**
   * Queues a message in the outbox (in `trx` when given) and returns its row at once; the process that holds
   * the connection's lease sends it, retried under one WhatsApp id. ERR_NO_WAPP_FOUND for a foreign connection.
   */
  enqueue(
    companyId: number,
    connectionId: number,
    message: OutboundMessage,
    opts?: EnqueueOptions,
  ): Promise<EnqueuedMessage>;
  /**
   * Enqueue and wait until WhatsApp took it: ERR_WAPP_NOT_INITIALIZED when the session is not open,
   * ERR_SENDING_WAPP_MSG when every try failed or it was not sent in time.
   */
  send(companyId: number, connectionId: number, message: OutboundMessage): Promise<SendResult>;
  /**
   * The filled text of a template of the connection's network (the Cloud API's), checked by its provider
   * (`renderTemplate` of its definition): ERR_TEMPLATES_NOT_SUPPORTED (400) when the provider has none (Baileys),
   * the provider's own codes for an unknown, unapproved or wrongly filled template, ERR_NO_WAPP_FOUND for a
   * foreign connection. Send it then as `{ type: 'template', template, body }`.
   */
  renderTemplate(
    companyId: number,
    connectionId: number,
    template: TemplateRef,
    trx?: Knex.Transaction,
  ): Promise<string>;
  /**
   * Stores an inbound event of a connection in the durable inbox, from any process (a provider that receives
   * webhooks gets them wherever the load balancer sends them); the connection's owner processes it, woken through
   * Redis or its next heartbeat. Throws when the row could not be written. The caller vouches that the
   * connection is the company's (it found it by id and company). A redelivery stores nothing.
   */
  accept<K extends InboxKind>(
    companyId: number,
    connectionId: number,
    kind: K,
    payload: InboxPayloads[K],
  ): Promise<void>;
  /**
   * Whether anything ever left this connection for this number (sent, delivered or read): a send to it would not
   * open a new chat, which WhatsApp meters for unofficial clients (docs/campaigns.md, the new-chat quota).
   */
  hasSentTo(companyId: number, connectionId: number, number: string): Promise<boolean>;
  /**
   * The company's outbox rows enqueued with these idempotency keys (any that never was is absent): where a
   * message a plugin keyed is now, for a replay that must not send twice or a status the hook did not record.
   */
  outboxByKeys(companyId: number, keys: string[]): Promise<OutboxMessage[]>;
  /**
   * WhatsApp's 463 (reach-out timelock) answers on the company's connection, newest first, one per contact, with
   * when the lock ends: as WhatsApp stated it for the account when it did (`untilSource: 'whatsapp'`), else
   * estimated as TIMELOCK_ASSUMED_HOURS after the last one ('estimate'). ERR_NO_WAPP_FOUND for another
   * company's connection.
   */
  timelocks(companyId: number, connectionId: number): Promise<ConnectionTimelock[]>;
  /**
   * What WhatsApp last said of the connection's reach (the channel's `reach-limits` events, kept across
   * restarts): the account's timelock and the new-chat quota of the cycle, each null when it never said.
   * ERR_NO_WAPP_FOUND for another company's connection.
   */
  reachLimits(companyId: number, connectionId: number): Promise<ConnectionReachLimits>;
  markRead(companyId: number, connectionId: number, messages: MessageRef[]): Promise<void>;
  deleteForEveryone(companyId: number, connectionId: number, message: MessageRef): Promise<void>;
  checkNumber(companyId: number, connectionId: number, number: string): Promise<NumberCheck>;
  profilePicture(companyId: number, connectionId: number, chatId: string): Promise<string | undefined>;
  /** ERR_NO_DEF_WAPP_FOUND when the company has none */
  getDefault(companyId: number): Promise<Whatsapp>;
  /** the connection a messages-API bearer token names, across companies; undefined when none */
  findByToken(token: string): Promise<Whatsapp | undefined>;
  /** live status when this process runs the connection */
  status(connectionId: number): ConnectionStatus | undefined;
  /** connection ids this process runs now */
  owned(): number[];
  /**
   * The message store that answers WhatsApp's retry requests (Baileys' getMessage): the plugin that stores
   * messages registers it once; until then a retry finds nothing and WhatsApp gives up on that message.
   */
  useMessageStore(lookup: MessageLookup): void;
  /**
   * The providers a connection may use (`whatsapps.provider`): `providers.register({ kind, labels, traits, create })`
   * in setup adds one (docs/channels.md)
   */
  readonly providers: ChannelProviderRegistry;
  /** the in-process WhatsApp simulator, when enabled (demo, tests) */
  readonly sim?: SimNetwork;
}

/** One contact a connection hit a 463 with (Channels.timelocks). */
export interface ConnectionTimelock {
  /** the number (or chat id) the send went to */
  chatId: string;
  /** 463s answered for it so far */
  count: number;
  lastAt: Date;
  until: Date;
  /** 'whatsapp' when `until` is the end WhatsApp stated for the account's timelock, 'estimate' otherwise */
  untilSource: 'whatsapp' | 'estimate';
  active: boolean;
}

/** What WhatsApp last said limits a connection's reach (Channels.reachLimits). */
export interface ConnectionReachLimits {
  /** the account's reach-out timelock; `active` is false once lifted or once `endsAt` passed */
  timelock: {
    active: boolean;
    endsAt: Date | null;
    /** WhatsApp's reason (BIZ_QUALITY, a commerce-policy violation ...; DEFAULT is none) */
    enforcementType: string | null;
    reportedAt: Date;
  } | null;
  /** the chats the account may open in the current cycle (`total`) and has opened (`used`) as of `reportedAt` */
  quota: {
    used: number;
    total: number;
    cycleEndsAt: Date | null;
    /** NONE, FIRST_WARNING, SECOND_WARNING or CAPPED */
    status: string | null;
    reportedAt: Date;
  } | null;
}

/** The text of one of our sent messages, by the company and connection it went through. */
export type MessageLookup = (
  companyId: number,
  connectionId: number,
  ref: MessageRef,
) => Promise<string | undefined>;

/** Payloads of the kernel hooks the connection manager emits. */
export interface ChannelHookEvents {
  'message.received': { companyId: number; connectionId: number; message: InboundMessage };
  'message.ack': { companyId: number; connectionId: number; chatId: string; waMessageId: string; ack: Ack };
  'message.revoked': { companyId: number; connectionId: number } & Omit<
    ChannelEvents['revoke'],
    'connectionId'
  >;
  'message.edited': { companyId: number; connectionId: number } & Omit<ChannelEvents['edit'], 'connectionId'>;
  'message.reaction': { companyId: number; connectionId: number } & Omit<
    ChannelEvents['reaction'],
    'connectionId'
  >;
  'contact.updated': { companyId: number; connectionId: number } & Omit<
    ChannelEvents['contact'],
    'connectionId'
  >;
  'connection.status': { companyId: number; connectionId: number; status: ConnectionStatus };
  /** WhatsApp said something of the connection's reach; stored before this fires (Channels.reachLimits) */
  'connection.reach-limits': { companyId: number; connectionId: number } & Omit<
    ChannelEvents['reach-limits'],
    'connectionId'
  >;
  /** an outbox row changed status (queued, sending, sent, delivered, read, failed) */
  'outbox.status': OutboxStatusEvent;
  /** this process took or gave up a connection (tests and monitoring watch it) */
  'connection.lease': { connectionId: number; owned: boolean; owner: string };
}
