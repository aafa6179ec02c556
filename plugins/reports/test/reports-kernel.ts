import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import tags from '@balcao/plugin-tags';
import { startTenantKernel, type TenantKernel } from '@balcao/core/testing';
import reports from '../src/index.js';

/** company A's admin, supervisor and attendant, and company B's admin */
export type ReportsKernel = TenantKernel<'admin' | 'supervisor' | 'attendant' | 'adminB'>;

/** A real kernel with the plugins the reports read (tickets) and split by (tags), on TEST_DB's database. */
export const startReportsKernel = (): Promise<ReportsKernel> =>
  startTenantKernel({
    plugins: [contacts, tickets, tags, reports],
    as: ['admin', 'supervisor', 'attendant', 'adminB'],
  });
