import type { Labels } from '../registries/declarations.js';
import type { ChannelProvider } from './channel-provider.js';
import type { Knex } from 'knex';
import type { MessageRef, OutboundMessage, TemplateRef } from '../domain/messages/message-types.js';

/** What a company weighs when it picks a provider for a connection, in plain words (the connection form). */
export interface ProviderTraits {
  /** what it costs, e.g. "free; WhatsApp may ban the number" or "Meta bills per conversation" */
  cost: Labels;
  /** the risk to the number */
  risk: Labels;
  groups: boolean;
  /** message templates approved by Meta */
  templates: boolean;
  /** free-form messages only within 24 hours of the customer's last message */
  window24h: boolean;
}

/** The stored connection a provider object is made for. */
export interface ProviderTarget {
  connectionId: number;
  companyId: number;
  /** the text of one of our sent messages, for WhatsApp's retry requests */
  getMessage(ref: MessageRef): Promise<string | undefined>;
}

export interface ChannelProviderDefinition {
  /** stored in `whatsapps.provider`: lower-case letters, digits and '-', at most 10 */
  kind: string;
  labels: Labels;
  /** other names a client may send for it ('baileys' for 'beta') */
  aliases?: string[];
  traits?: ProviderTraits;
  /** the provider object of one connection; undefined when this server cannot run it (the sim turned off) */
  create(target: ProviderTarget): ChannelProvider | undefined;
  /**
   * Refuses a message before it is queued, on whichever process is asked to send it, when the network would
   * refuse it for a rule it states (the Cloud API's 24-hour window): throw an AppError with the provider's own
   * code, and the caller (a route, the messages API, a campaign) answers it instead of queueing a doomed send.
   * `trx` is the caller's transaction, when it enqueues inside one.
   */
  beforeEnqueue?(
    target: { companyId: number; connectionId: number },
    message: OutboundMessage,
    trx?: Knex.Transaction,
  ): Promise<void>;
  /**
   * A provider with templates (`traits.templates`): the text one of its templates sends, filled with the
   * variables, after checking it is one the network approved for this connection with that many variables (an
   * AppError with the provider's own code otherwise). What the conversation stores for a template sent by name
   * (the messages API); `ctx.channels.renderTemplate` calls it.
   */
  renderTemplate?(
    target: { companyId: number; connectionId: number },
    template: TemplateRef,
    trx?: Knex.Transaction,
  ): Promise<string>;
}

export type { TemplateRef };

const KIND = /^[a-z0-9-]{1,10}$/;

/**
 * The WhatsApp providers a connection may use: core registers Baileys ('beta', the spec's default) and the sim; a
 * plugin adds its own in setup with `ctx.channels.providers.register(...)` (docs/channels.md).
 */
export class ChannelProviderRegistry {
  private readonly byKind = new Map<string, ChannelProviderDefinition>();
  private readonly aliases = new Map<string, string>();

  register(def: ChannelProviderDefinition): void {
    for (const name of [def.kind, ...(def.aliases ?? [])]) {
      if (!KIND.test(name))
        throw new Error(`channel provider name '${name}': use a-z, 0-9 and '-', at most 10`);
      if (this.canonical(name)) throw new Error(`channel provider '${name}' is registered twice`);
    }
    this.byKind.set(def.kind, def);
    for (const alias of def.aliases ?? []) this.aliases.set(alias, def.kind);
  }

  /** the registered kind a name (or alias) stands for, case-insensitive; undefined when none */
  canonical(name: string): string | undefined {
    const key = name.trim().toLowerCase();
    return this.byKind.has(key) ? key : this.aliases.get(key);
  }

  get(kind: string): ChannelProviderDefinition | undefined {
    return this.byKind.get(kind);
  }

  all(): ChannelProviderDefinition[] {
    return [...this.byKind.values()];
  }
}
