import { tenant } from '@balcao/core';
import { QueueIntegration } from '../integration-model.js';
import type { IntegrationChanges } from '../integration-schemas.js';
import { asDuplicate } from './create-integration.js';
import type { IntegrationDeps } from './integration-deps.js';
import { emitIntegrationEvent } from './integration-events.js';
import { findIntegration } from './find-integrations.js';
import { ensureAllowedUrls, ensureNameFree, ensureRunnable, projectNameFor } from './integration-rules.js';
import { newSigningSecret, openFor, sealFor, signs } from './integration-secrets.js';
import { toWire, type IntegrationWire } from './integration-wire.js';

/**
 * Changes the given fields. A masked credential posted back (the dialog's echo) means "unchanged"; a new one is
 * sealed. A type that signs gets a secret if it has none; `regenerateSecret` replaces it and answers it once.
 */
export async function updateIntegration(
  deps: IntegrationDeps,
  companyId: number,
  id: number,
  changes: IntegrationChanges,
): Promise<IntegrationWire> {
  const current = await findIntegration(companyId, id);
  const { jsonContent, urlN8N, regenerateSecret, ...rest } = changes;
  const type = changes.type ?? current.type;
  const name = changes.name ?? current.name;
  const urlN8n = urlN8N === undefined ? current.urlN8n : urlN8N;
  ensureRunnable({
    type,
    urlN8n,
    typebotSlug: rest.typebotSlug === undefined ? current.typebotSlug : rest.typebotSlug,
  });
  if (name !== current.name) await ensureNameFree(companyId, name, id);

  const patch: Partial<QueueIntegration> = {
    ...rest,
    urlN8n,
    projectName: projectNameFor(
      type,
      name,
      rest.projectName === undefined ? current.projectName : rest.projectName,
    ),
  };
  const stored = openFor(deps.secrets, current, 'jsonContent', current.jsonContent);
  // the dialog posts the masked service account back when it was not changed
  const newJson =
    jsonContent !== undefined && !(stored !== null && jsonContent === deps.secrets.mask(stored))
      ? jsonContent
      : undefined;
  ensureAllowedUrls(deps.egress, { type, urlN8n }, newJson);
  if (newJson !== undefined)
    patch.jsonContent = newJson ? sealFor(deps.secrets, current, 'jsonContent', newJson) : null;
  let fresh: string | null = null;
  if (signs(type) && (regenerateSecret || !current.secretSealed)) {
    fresh = newSigningSecret();
    patch.secretSealed = sealFor(deps.secrets, current, 'secret', fresh);
  }
  const row = await tenant(companyId)(QueueIntegration).patchAndFetchById(id, patch).catch(asDuplicate);
  emitIntegrationEvent(deps, companyId, { action: 'update', queueIntegration: toWire(deps.secrets, row) });
  return toWire(deps.secrets, row, { revealSecret: fresh !== null });
}
