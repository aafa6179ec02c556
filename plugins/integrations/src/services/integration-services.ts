import type { IntegrationPage } from '../contracts.js';
import type { IntegrationChanges, IntegrationFields, IntegrationPageQuery } from '../integration-schemas.js';
import type { IntegrationConfig } from '../runners/runner.js';
import { createIntegration } from './create-integration.js';
import { deleteIntegration } from './delete-integration.js';
import { findIntegration, listIntegrationPage } from './find-integrations.js';
import type { IntegrationDeps } from './integration-deps.js';
import { runnerConfig } from './runner-config.js';
import { toWire } from './integration-wire.js';
import { updateIntegration } from './update-integration.js';

/** The services bound to the kernel: what the routes call, and what setup() returns for other plugins. */
export function integrationServices(deps: IntegrationDeps) {
  return {
    page: async (companyId: number, query: IntegrationPageQuery): Promise<IntegrationPage> => {
      const { rows, count, hasMore } = await listIntegrationPage(companyId, query);
      return { queueIntegrations: rows.map((r) => toWire(deps.secrets, r)), count, hasMore };
    },
    find: async (companyId: number, id: number) => toWire(deps.secrets, await findIntegration(companyId, id)),
    /** the integration as runners see it, credentials opened (never for a browser) */
    config: async (companyId: number, id: number): Promise<IntegrationConfig> =>
      runnerConfig(deps.secrets, await findIntegration(companyId, id)),
    create: (companyId: number, fields: IntegrationFields) => createIntegration(deps, companyId, fields),
    update: (companyId: number, id: number, changes: IntegrationChanges) =>
      updateIntegration(deps, companyId, id, changes),
    delete: (companyId: number, id: number) => deleteIntegration(deps, companyId, id),
  };
}

export type IntegrationCrud = ReturnType<typeof integrationServices>;
