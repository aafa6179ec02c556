import type { MediaStore, PluginContext, Realtime } from '@balcao/core';

/** What a file list service needs from the kernel; passed in, so jobs and other plugins can call them. */
export interface FileListDeps {
  realtime: Pick<Realtime, 'emitToCompany'>;
  media: Pick<MediaStore, 'save' | 'remove' | 'url' | 'read'>;
  /** for the transactions that write a list with its options, or files with the options pointing at them */
  knex: PluginContext['knex'];
  /** API_URL (PUBLIC_URL by default): the options' mediaPath links are absolute when it is set (a client on another origin) */
  publicUrl?: string;
  /** the kernel's permissions: `files:manage` (permissions.ts) for every write */
  permissions: Pick<PluginContext['permissions'], 'holds' | 'mustHold'>;
}
