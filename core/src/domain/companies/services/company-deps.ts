import type { Knex } from 'knex';
import type { Realtime } from '../../../realtime/realtime.js';
import type { SettingsStore } from '../../settings/settings-store.js';

/** What the company services write to and whom they tell. */
export interface CompanyDeps {
  knex: Knex;
  settings: SettingsStore;
  realtime: Realtime;
}

/** Super users' company screens follow every change. */
export function announceCompany(deps: CompanyDeps, action: string, company: unknown): void {
  deps.realtime.emitToRoom('supers', 'company', { action, company });
}

export const COMPANY_NOT_FOUND = 'ERR_NO_COMPANY_FOUND';
