import type { Migration } from '../../db/migration.js';
import { whatsapps } from './001_whatsapps.js';
import { kernelProcesses } from './002_kernel_processes.js';

/** The connections tables, in order; core lists them after its own and the channel layer's. */
export const connectionMigrations: Migration[] = [whatsapps, kernelProcesses];
