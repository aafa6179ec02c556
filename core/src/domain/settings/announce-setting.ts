import type { Realtime } from '../../realtime/realtime.js';
import { isSecretSetting, type SettingKey } from './setting-definitions.js';
import type { Setting } from './settings-store.js';

/**
 * `company-{id}-settings` for a changed setting. A secret one (an integration credential) goes only to the
 * company's admin and super sockets (their room); every other key to the whole company.
 */
export function announceSetting(realtime: Realtime, companyId: number, setting: Setting) {
  const payload = { action: 'update', setting };
  if (isSecretSetting(setting.key as SettingKey)) realtime.emitToAdmins(companyId, 'settings', payload);
  else realtime.emitToCompany(companyId, 'settings', payload);
}
