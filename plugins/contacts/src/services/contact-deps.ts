import type { Knex } from 'knex';
import type { Channels, Hooks, PluginContext, Realtime, SharedCache, TenantDb } from '@balcao/core';

/** What the contact services need from the kernel; passed in, so the pipeline step, routes and other plugins share them. */
export interface ContactDeps {
  db: TenantDb;
  /** the dialect and the full-text tables a search reads (match-contacts.ts) */
  knex: Knex;
  realtime: Pick<Realtime, 'emitToCompany'>;
  /** `contact.created` (contact-created-hook.ts) */
  hooks: Pick<Hooks, 'notify'>;
  channels: Pick<Channels, 'profilePicture' | 'checkNumber' | 'getDefault'>;
  settings: Pick<PluginContext['settings'], 'get'>;
  log: PluginContext['log'];
  /** imported sheets are read in the kernel's parse workers, never on the event loop */
  untrusted: Pick<PluginContext['untrusted'], 'readTable'>;
  /** known contacts for the message step (contact-cache.ts); every write of a contact drops them */
  cache: Pick<SharedCache, 'memoIn' | 'invalidate'>;
}

/** the transaction a write ran in, handed to forgetContacts */
export type Trx = Parameters<SharedCache['invalidate']>[1];
