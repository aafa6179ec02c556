import type { Migration } from '../migration.js';
import { tenancy } from './001_tenancy.js';
import { channelMigrations } from '../../channels/migrations/index.js';
import { connectionMigrations } from '../../connections/migrations/index.js';
import { agendaJobsMigration } from '../../jobs/index.js';
import { inboxMigration } from '../../backbone/inbox/inbox-migration.js';
import { outboxMigrations } from '../../backbone/outbox/migrations/index.js';
import { openRegistries } from './002_open_registries.js';
import { planLimitsColumn } from './003_plan_limits.js';
import { mediaMigration } from '../../media/media-migration.js';
import { connectionSeenMigration } from '../../backbone/inbox/connection-seen-migration.js';
import { tokenDenylistMigration } from '../../auth/token-denylist-migration.js';
import { refreshReasonMigration } from '../../auth/refresh-reason-migration.js';
import { connectionReachLimits } from '../../connections/migrations/003_reach_limits.js';
import { connectionStatusReason } from '../../connections/migrations/004_status_reason.js';

/** Core's schema steps, in order; channel, connection and job tables come from their own folders. */
export const coreMigrations: Migration[] = [
  tenancy,
  ...channelMigrations,
  ...connectionMigrations,
  agendaJobsMigration,
  inboxMigration,
  ...outboxMigrations,
  openRegistries,
  mediaMigration,
  connectionSeenMigration,
  planLimitsColumn,
  tokenDenylistMigration,
  refreshReasonMigration,
  connectionReachLimits,
  connectionStatusReason,
];
