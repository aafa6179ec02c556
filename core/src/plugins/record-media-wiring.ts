import type { MediaStore } from '../media/media-store.js';
import type { PluginContext } from './define-plugin.js';

/** What a plugin's upload routes take: where uploads stream to, and the largest file. */
export interface MediaUploads {
  maxBytes: number;
  media: MediaStore;
}

/** The kernel's media store and MEDIA_MAX_BYTES, as a plugin's upload routes take them. */
export const mediaUploads = (ctx: Pick<PluginContext, 'config' | 'media'>): MediaUploads => ({
  maxBytes: ctx.config.MEDIA_MAX_BYTES,
  media: ctx.media,
});

/**
 * The kernel parts the services of records that carry a file use (quick messages, file lists, announcements):
 * `publicUrl` is API_URL, which makes their signed mediaPath links absolute (a client on another origin).
 */
export const recordMediaDeps = (
  ctx: Pick<PluginContext, 'config' | 'media' | 'realtime' | 'knex' | 'permissions'>,
) => ({
  realtime: ctx.realtime,
  media: ctx.media,
  knex: ctx.knex,
  publicUrl: ctx.config.API_URL,
  permissions: ctx.permissions,
});
