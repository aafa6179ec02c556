import type { Knex } from 'knex';
import type { z } from 'zod';
import { Registry } from './registry.js';
import type { ConnectionFieldDeclaration } from './declarations.js';

/** Fields plugins add to a connection; stored together in the connection's `fields` JSON column. */
export class ConnectionFieldRegistry extends Registry<ConnectionFieldDeclaration> {
  constructor() {
    super('connection field');
  }

  /** what the connection form may send for the declared fields, each optional */
  shape(): Record<string, z.ZodOptional<z.ZodType>> {
    return Object.fromEntries(this.all().map((f) => [f.key, f.schema.optional()]));
  }

  /** every declared field of a connection, stored value or the declaration's default */
  read(stored: Record<string, unknown> | null | undefined): Record<string, unknown> {
    return Object.fromEntries(
      this.all().map((f) => [f.key, stored && Object.hasOwn(stored, f.key) ? stored[f.key] : f.default]),
    );
  }

  /** the declared fields present in a parsed form, checked by their plugins' validators */
  async pick(trx: Knex, companyId: number, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const picked: Record<string, unknown> = {};
    for (const f of this.all()) {
      if (body[f.key] === undefined) continue;
      await f.validate?.(trx, companyId, body[f.key]);
      picked[f.key] = body[f.key];
    }
    return picked;
  }
}
