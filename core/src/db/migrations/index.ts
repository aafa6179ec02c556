import type { Migration } from '../migration.js';
import { tenancy } from './001_tenancy.js';

/** Core's schema steps, in order. Channel and job tables join this list from their own folders. */
export const coreMigrations: Migration[] = [tenancy];
