import { createAuthCipher, type AuthCipher } from '../channels/baileys/auth-cipher.js';

/**
 * A plugin's credentials at rest (an AI prompt's API key, a dialogflow service account, a webhook's signing
 * secret): AES-256-GCM with a key derived from SESSION_ENCRYPTION_KEY. The address names the plugin and what the
 * value belongs to (`<plugin>:<your address>`), so a sealed value copied to another row, company or plugin does
 * not open.
 */
export interface PluginSecrets {
  /** `address` should name the record and field, e.g. `${companyId}:prompt:${id}:apiKey` */
  seal(plain: string, address: string): string;
  /** throws when the value was sealed for another address or tampered with */
  open(sealed: string, address: string): string;
  /** a sealed value shown to a browser: never the secret, only that one is set and its last 4 characters */
  mask(plain: string): string;
}

export function pluginSecrets(cipher: AuthCipher, plugin: string): PluginSecrets {
  const at = (address: string) => `plugin:${plugin}:${address}`;
  return {
    seal: (plain, address) => cipher.encrypt(plain, at(address)),
    open: (sealed, address) => cipher.decrypt(sealed, at(address)),
    mask: (plain) => (plain.length <= 8 ? '••••' : `••••${plain.slice(-4)}`),
  };
}

export const secretsCipher = (key: string): AuthCipher => createAuthCipher(key);
