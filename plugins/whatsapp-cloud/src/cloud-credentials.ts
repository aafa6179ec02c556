import { connectionSecretAddress, crossTenant, Whatsapp, type PluginContext } from '@balcao/core';
import { CLOUD_KIND } from './cloud-config.js';

/** One Cloud API connection as Meta's console gave it, secrets opened. */
export interface CloudConnection {
  connectionId: number;
  companyId: number;
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
}

type Secrets = PluginContext['secrets'];

/** a secret field's plain value; '' when unset or when it does not open (sealed under another key) */
function opened(secrets: Secrets, companyId: number, key: string, value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  try {
    return secrets.open(value, connectionSecretAddress(companyId, key));
  } catch {
    return '';
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** the Cloud connection with this id, whichever company owns it; undefined when none (or another provider) */
export async function loadCloudConnection(
  secrets: Secrets,
  connectionId: number,
): Promise<CloudConnection | undefined> {
  const row = await crossTenant(Whatsapp).findById(connectionId);
  if (!row || row.provider !== CLOUD_KIND) return undefined;
  const f = row.fields ?? {};
  return {
    connectionId: row.id,
    companyId: row.companyId,
    phoneNumberId: text(f.cloudPhoneNumberId),
    businessAccountId: text(f.cloudBusinessAccountId),
    accessToken: opened(secrets, row.companyId, 'cloudAccessToken', f.cloudAccessToken),
    appSecret: opened(secrets, row.companyId, 'cloudAppSecret', f.cloudAppSecret),
    verifyToken: text(f.cloudVerifyToken),
  };
}
