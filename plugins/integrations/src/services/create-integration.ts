import { AppError, tenant } from '@balcao/core';
import { QueueIntegration } from '../integration-model.js';
import type { IntegrationFields } from '../integration-schemas.js';
import type { IntegrationDeps } from './integration-deps.js';
import { emitIntegrationEvent } from './integration-events.js';
import { ensureAllowedUrls, ensureNameFree, ensureRunnable, projectNameFor } from './integration-rules.js';
import { newSigningSecret, sealFor, signs } from './integration-secrets.js';
import { toWire, type IntegrationWire } from './integration-wire.js';

/**
 * Creates an integration with spec §9's typebot defaults; n8n/webhook get a signing secret, answered in full
 * this once (every later read masks it), dialogflow's service account is sealed.
 */
export async function createIntegration(
  deps: IntegrationDeps,
  companyId: number,
  fields: IntegrationFields,
): Promise<IntegrationWire> {
  const { jsonContent, urlN8N, ...rest } = fields;
  ensureRunnable({ type: fields.type, urlN8n: urlN8N ?? null, typebotSlug: fields.typebotSlug ?? null });
  ensureAllowedUrls(deps.egress, { type: fields.type, urlN8n: urlN8N ?? null }, jsonContent);
  await ensureNameFree(companyId, fields.name);
  const secret = signs(fields.type) ? newSigningSecret() : null;
  const row = await deps.db
    .transaction(async (trx) => {
      const inserted = await tenant(
        companyId,
        trx,
      )(QueueIntegration).insertAndFetch({
        ...rest,
        projectName: projectNameFor(fields.type, fields.name, fields.projectName),
        urlN8n: urlN8N ?? null,
        typebotDelayMessage: fields.typebotDelayMessage ?? 1000,
        typebotExpires: fields.typebotExpires ?? 1,
      });
      // sealed under the row's id, so known only after the insert
      const sealed = {
        jsonContent: jsonContent ? sealFor(deps.secrets, inserted, 'jsonContent', jsonContent) : null,
        secretSealed: secret ? sealFor(deps.secrets, inserted, 'secret', secret) : null,
      };
      return tenant(companyId, trx)(QueueIntegration).patchAndFetchById(inserted.id, sealed);
    })
    .catch(asDuplicate);
  const wire = toWire(deps.secrets, row);
  emitIntegrationEvent(deps, companyId, { action: 'create', queueIntegration: wire });
  return toWire(deps.secrets, row, { revealSecret: true });
}

/** Two creates at once both pass the name check; the unique index refuses the second with the same answer. */
export function asDuplicate(err: unknown): never {
  const e = err as { code?: string };
  if (e.code === 'ER_DUP_ENTRY' || e.code === 'SQLITE_CONSTRAINT_UNIQUE')
    throw new AppError('ERR_INTEGRATION_NAME_ALREADY_EXISTS');
  throw err;
}
