import type { Migration } from '../../db/migration.js';
import { channelAuth } from './001_channel_auth.js';

/** The channel layer's tables, in order; core adds them to its migration set. */
export const channelMigrations: Migration[] = [channelAuth];
