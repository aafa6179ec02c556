import { randomBytes } from 'node:crypto';
import type { PluginContext } from '@balcao/core';
import type { QueueIntegration } from '../integration-model.js';

type Secrets = PluginContext['secrets'];
type Field = 'jsonContent' | 'secret';

/** Each sealed value is bound to its company, row and field: copied to another row it does not open. */
const address = (row: Pick<QueueIntegration, 'companyId' | 'id'>, field: Field) =>
  `${row.companyId}:queueIntegration:${row.id}:${field}`;

export const sealFor = (
  secrets: Secrets,
  row: Pick<QueueIntegration, 'companyId' | 'id'>,
  field: Field,
  plain: string,
) => secrets.seal(plain, address(row, field));

/** The opened value, or null when none is stored. */
export function openFor(
  secrets: Secrets,
  row: Pick<QueueIntegration, 'companyId' | 'id'>,
  field: Field,
  sealed: string | null,
): string | null {
  return sealed ? secrets.open(sealed, address(row, field)) : null;
}

/** n8n and webhook sign their deliveries (HMAC-SHA256) with a secret of 32 random bytes, hex. */
export const newSigningSecret = () => randomBytes(32).toString('hex');

export const signs = (type: string) => type === 'n8n' || type === 'webhook';
