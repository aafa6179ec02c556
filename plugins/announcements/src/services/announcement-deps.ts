import type { MediaStore, PluginContext, Realtime } from '@balcao/core';

/** What an announcement service needs from the kernel; passed in, so jobs and other plugins can call them. */
export interface AnnouncementDeps {
  realtime: Pick<Realtime, 'emitToAll' | 'emitToRoom'>;
  media: Pick<MediaStore, 'save' | 'remove' | 'url'>;
  /** the platform-wide table and the transaction that stores a file and points the record at it together */
  knex: PluginContext['knex'];
  /** API_URL (PUBLIC_URL by default): the links in mediaPath are absolute when it is set (a Whaticket client on another origin) */
  publicUrl?: string;
}

/** Who reads: super users see every announcement, everyone else only the active ones. */
export interface Caller {
  companyId: number;
  super: boolean;
}
