import type { Knex } from 'knex';
import type { ContactListServices } from '@balcao/plugin-contact-lists';
import type { FileListServices } from '@balcao/plugin-files';
import type { TagServices } from '@balcao/plugin-tags';
import type { RecipientSources } from '../engine/recipient-sources.js';
import type { Channels, MediaStore, PluginContext, Realtime, TenantDb } from '@balcao/core';

/** A company's plan limit check (ctx.planLimits.ensureAllows): throws 403 with the limit's code. */
export type EnsureAllows = (
  trx: Knex.Transaction,
  companyId: number,
  key: string,
  currentCount: number,
) => Promise<void>;

/** What the campaign services and the engine need from the kernel; passed in, so jobs and tests call them. */
export interface CampaignDeps {
  knex: Knex;
  db: TenantDb;
  realtime: Pick<Realtime, 'emitToCompany'>;
  media: Pick<MediaStore, 'save' | 'remove' | 'url' | 'read'>;
  jobs: PluginContext['jobs'];
  channels: Pick<
    Channels,
    | 'enqueue'
    | 'checkNumber'
    | 'getDefault'
    | 'renderTemplate'
    | 'providers'
    | 'hasSentTo'
    | 'reachLimits'
    | 'outboxByKeys'
  >;
  log: PluginContext['log'];
  cache: PluginContext['cache'];
  ensureAllows: EnsureAllows;
  /** the contact-lists and files plugins' services, looked up on use (set up before this plugin) */
  contactLists: () => ContactListServices;
  files: () => FileListServices;
  /** the tags plugin's services when it is installed (a campaign to a tag list needs it) */
  tags: () => TagServices | undefined;
  /** where the shipping plan reads its recipients, each from its owner */
  recipients: () => RecipientSources;
  publicUrl?: string;
}
