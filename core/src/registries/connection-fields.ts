import type { Knex } from 'knex';
import type { z } from 'zod';
import { Registry } from './registry.js';
import type { ConnectionFieldDeclaration } from './declarations.js';
import type { AuthCipher } from '../channels/baileys/auth-cipher.js';
import { pluginSecrets } from '../secrets/plugin-secrets.js';

/** where a secret field's value is sealed, under its declaring plugin's secrets */
export const connectionSecretAddress = (companyId: number, key: string) => `${companyId}:connection:${key}`;

const MASKED = /^••••/;

/** Fields plugins add to a connection; stored together in the connection's `fields` JSON column. */
export class ConnectionFieldRegistry extends Registry<ConnectionFieldDeclaration> {
  private cipher?: AuthCipher;

  constructor() {
    super('connection field');
  }

  /** the kernel's secrets cipher, for the fields declared `secret` */
  useSecrets(cipher: AuthCipher): void {
    this.cipher = cipher;
  }

  /** what the connection form may send for the declared fields, each optional */
  shape(): Record<string, z.ZodOptional<z.ZodType>> {
    return Object.fromEntries(this.all().map((f) => [f.key, f.schema.optional()]));
  }

  /**
   * every declared field of a connection, stored value or the declaration's default; secrets masked. A field of
   * one provider is there only on that provider's connections (when `provider` is given).
   */
  read(
    stored: Record<string, unknown> | null | undefined,
    companyId?: number,
    provider?: string,
  ): Record<string, unknown> {
    return Object.fromEntries(
      this.all()
        .filter((f) => !f.provider || provider === undefined || f.provider === provider)
        .map((f) => {
          const value = stored && Object.hasOwn(stored, f.key) ? stored[f.key] : f.default;
          return [f.key, f.secret ? this.masked(f.key, value, companyId) : value];
        }),
    );
  }

  /** the declared fields present in a parsed form, checked by their plugins' validators; secrets sealed */
  async pick(trx: Knex, companyId: number, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const picked: Record<string, unknown> = {};
    for (const f of this.all()) {
      const value = body[f.key];
      if (value === undefined) continue;
      // the form echoes the masked value of a secret it did not change
      if (f.secret && typeof value === 'string' && MASKED.test(value)) continue;
      await f.validate?.(trx, companyId, value);
      picked[f.key] = f.secret ? this.seal(f.key, value, companyId) : value;
    }
    return picked;
  }

  private secretsOf(key: string) {
    if (!this.cipher) throw new Error(`connection field "${key}" is secret but no cipher was given`);
    return pluginSecrets(this.cipher, this.ownerOf(key)!);
  }

  private seal(key: string, value: unknown, companyId: number): unknown {
    if (typeof value !== 'string' || value === '') return value;
    return this.secretsOf(key).seal(value, connectionSecretAddress(companyId, key));
  }

  private masked(key: string, value: unknown, companyId: number | undefined): unknown {
    if (typeof value !== 'string' || value === '') return value;
    if (companyId === undefined) return '••••';
    try {
      const secrets = this.secretsOf(key);
      return secrets.mask(secrets.open(value, connectionSecretAddress(companyId, key)));
    } catch {
      // sealed under another key or address: it does not open, and says only that one is set
      return '••••';
    }
  }
}
