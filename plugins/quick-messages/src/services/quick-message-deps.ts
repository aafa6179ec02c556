import type { MediaStore, PluginContext, Realtime } from '@balcao/core';
import type { Permissions } from '../quick-message-permissions.js';

/** What a quick message service needs from the kernel; passed in, so jobs and other plugins can call them. */
export interface QuickMessageDeps {
  realtime: Pick<Realtime, 'emitToCompany' | 'emitToUser'>;
  media: Pick<MediaStore, 'save' | 'remove' | 'url'>;
  /** for the transaction that stores a file and points the record at it together */
  knex: PluginContext['knex'];
  /** API_URL (PUBLIC_URL by default): the links in mediaPath are absolute when it is set (a Whaticket client on another origin) */
  publicUrl?: string;
  /** the kernel's permissions: `quick-messages:manage` (permissions.ts) for another user's quick messages */
  permissions: Permissions;
}
