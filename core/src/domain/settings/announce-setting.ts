import type { Realtime } from '../../realtime/realtime.js';
import { scoped } from '../../db/tenant-model.js';
import { User } from '../users/user-model.js';
import { isSecretSetting, type SettingKey } from './setting-definitions.js';
import type { Setting } from './settings-store.js';

/**
 * `company-{id}-settings` for a changed setting. A secret one (an integration credential) goes only to the
 * sockets of the company's admins and super users; every other key to the whole company.
 */
export async function announceSetting(realtime: Realtime, companyId: number, setting: Setting) {
  const payload = { action: 'update', setting };
  if (!isSecretSetting(setting.key as SettingKey)) {
    realtime.emitToCompany(companyId, 'settings', payload);
    return;
  }
  const readers = await scoped(User, companyId)
    .where((w) => w.where('users.profile', 'admin').orWhere('users.super', true))
    .select('users.id');
  for (const { id } of readers) realtime.emitToUser(companyId, id, 'settings', payload);
}
