import type { Realtime } from '../../realtime/realtime.js';
import type { Setting, SettingsStore } from './settings-store.js';

/**
 * `company-{id}-settings` for a changed setting. A secret one (an integration credential) goes only to the
 * company's admin and super sockets (their room); every other key to the whole company.
 */
export function announceSetting(
  realtime: Realtime,
  settings: SettingsStore,
  companyId: number,
  setting: Setting,
) {
  const payload = { action: 'update', setting };
  if (settings.registry.isSecret(setting.key)) realtime.emitToAdmins(companyId, 'settings', payload);
  else realtime.emitToCompany(companyId, 'settings', payload);
}
